import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { formatARS } from '@tienda/domain';
import { ButtonLink, MobileSummaryBar } from '@tienda/ui';

const meta = {
  title: 'Piezas/MobileSummaryBar',
  component: MobileSummaryBar,
  args: {
    total: 1_234_567.89,
    // 1.234.567,89 / 1,21, as the domain works it out for a purchase at 21 % IVA.
    totalWithoutNationalTaxes: 1_020_304.04,
    onShowSummary: fn(),
    action: <ButtonLink href="/payment">Continuar compra</ButtonLink>,
  },
  globals: { viewport: { value: 'mobile' } },
  parameters: { snapshot: { widths: [390] } },
} satisfies Meta<typeof MobileSummaryBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnAPhone: Story = {
  play: async ({ canvas, args }) => {
    // The name starts with what is on screen; formatARS puts a non-breaking space after the sign.
    const total = canvas.getByRole('button', { name: `Total ${formatARS(1_234_567.89)}, ver resumen de compra` });
    await expect(canvas.getByText('$ 1.234.567,89')).toBeVisible();
    // The total's legend, under it, inside a phone's width.
    const legend = canvas.getByText('Precio sin impuestos nacionales: $ 1.020.304,04');
    await expect(legend).toBeVisible();
    await expect(legend.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await userEvent.click(total);
    await expect(args.onShowSummary).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Continuar compra' })).toHaveAttribute('href', '/payment');
    await expect(total.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // Under the total and the button, on one line of its own.
    await expect(legend.getBoundingClientRect().top).toBeGreaterThanOrEqual(total.getBoundingClientRect().bottom);
    await expect(legend.getBoundingClientRect().height).toBeLessThan(1.5 * parseFloat(getComputedStyle(legend).lineHeight));
    // The picture shows the bar at rest, not the focus the tap left.
    total.blur();
  },
};

export const HiddenOnADesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { snapshot: { widths: [1280] } },
  // The story root would be empty: a line of text says what is (not) there.
  decorators: [(Story) => <div><p>En escritorio el resumen es el panel lateral; esta barra no se muestra.</p><Story /></div>],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /ver resumen de compra/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Continuar compra' })).not.toBeInTheDocument();
  },
};
