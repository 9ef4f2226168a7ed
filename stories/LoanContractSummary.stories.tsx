import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { financingOf, quotePurchase } from '@tienda/domain';
import { LoanContractSummary } from '@tienda/ui';
import { lender, quotedAt } from './fixtures/loan';

// Figures from domain/src/credit/referenceFigures.py: $ 569.997 at TNA 70,53 % with IVA on the interest, and
// $ 500.000 at TNA 80 % with every charge a plan may have.
const plan19 = quotePurchase(financingOf('19', { installments: 12, tna: 70.53 }), 569_997, quotedAt);
const everyCharge = quotePurchase(
  financingOf('21', { installments: 12, tna: 80, grantingFee: 3, monthlyFee: 1_500, insurance: 0.1 }),
  500_000,
  quotedAt,
);
const fixed = quotePurchase(financingOf('cuotas-fijas', { installments: 6, tna: 59.018226, ivaOnInterest: 0 }), 407_999, quotedAt);

const meta = {
  title: 'Piezas/LoanContractSummary',
  component: LoanContractSummary,
  args: { lender, quote: plan19, termsHref: '/api/loan/contract.pdf?plan=19&amount=569997' },
  parameters: { snapshot: { widths: [390, 1280] } },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof LoanContractSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figure a row pairs with its label. */
const figure = (canvas: ReturnType<typeof within>, label: string) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling;

/** Plan 19: the instalments fall as the IVA on each month's interest falls, and the summary says so. */
export const FallingInstalments: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Cuadro resumen' })).toBeVisible();
    await expect(figure(canvas, 'Primera cuota (con IVA)')).toHaveTextContent('$ 74.171,86');
    await expect(figure(canvas, 'CFTEA sin IVA')).toHaveTextContent('98,50%');
    await expect(canvas.getByText(/por eso las cuotas bajan hasta/)).toHaveTextContent('$ 68.006,45');
    await expect(canvas.getByRole('link', { name: 'Descargar condiciones del préstamo (PDF)' })).toHaveAttribute('download');
  },
};

/** A plan with a granting fee, a monthly fee and insurance: each is a row, and all enter the CFTEA. */
export const EveryCharge: Story = {
  args: { quote: everyCharge, termsHref: undefined },
  play: async ({ canvas }) => {
    await expect(figure(canvas, 'Comisión de otorgamiento')).toHaveTextContent('$ 15.000,00');
    await expect(figure(canvas, 'CFTEA con IVA')).toHaveTextContent('188,84%');
    await expect(figure(canvas, 'Total a pagar')).toHaveTextContent('$ 810.098,00');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** The "6 cuotas fijas": equal instalments, no IVA added (the prices include it). */
export const FixedInstalments: Story = {
  args: { quote: fixed },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^6 cuotas de/)).toHaveTextContent('6 cuotas de $ 79.999,83');
    await expect(figure(canvas, 'Cuota')).toHaveTextContent('$ 79.999,83');
    await expect(canvas.queryByText('IVA sobre intereses')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/las cuotas bajan/)).not.toBeInTheDocument();
  },
};

/** The schedule opens by keyboard, inside the summary. */
export const ScheduleByKeyboard: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByText('Ver cronograma de cuotas').closest('summary')!;
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const rows = within(canvas.getByRole('table', { name: 'Cronograma de cuotas' })).getAllByRole('row');
    await expect(rows).toHaveLength(13);
    await expect(rows[12]).toHaveTextContent(/\$ 0,00$/);
  },
};
