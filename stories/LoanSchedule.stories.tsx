import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { financingOf, quotePurchase } from '@tienda/domain';
import { LoanSchedule } from '@tienda/ui';
import { quotedAt } from './fixtures/loan';

const withIva = quotePurchase(financingOf('19', { installments: 12, tna: 70.53 }), 569_997, quotedAt).schedule;
const withCharges = quotePurchase(financingOf('21', { installments: 12, tna: 80, monthlyFee: 1_500, insurance: 0.1 }), 500_000, quotedAt).schedule;
const atZero = quotePurchase(financingOf('0', { installments: 6, tna: 0 }), 100_000, quotedAt).schedule;

const meta = {
  title: 'Piezas/LoanSchedule',
  component: LoanSchedule,
  args: { schedule: withIva },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof LoanSchedule>;

export default meta;
type Story = StoryObj<typeof meta>;

const headers = (canvas: ReturnType<typeof within>) => canvas.getAllByRole('columnheader').map((cell: HTMLElement) => cell.textContent);

/** Plan 19: capital, interest and its IVA, each instalment and the balance after it. */
export const WithIva: Story = {
  play: async ({ canvas }) => {
    await expect(headers(canvas)).toEqual(['Cuota', 'Vencimiento', 'Capital', 'Interés', 'IVA', 'Total cuota', 'Saldo']);
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(13);
    await expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent?.replace(/\s/g, ' '))).toEqual([
      '1',
      '26/12/2026',
      '$ 34.190,25',
      '$ 33.042,65',
      '$ 6.938,96',
      '$ 74.171,86',
      '$ 535.806,75',
    ]);
  },
};

/** Fees and insurance get their own column only when the plan has them. */
export const WithCharges: Story = {
  args: { schedule: withCharges },
  play: async ({ canvas }) => {
    await expect(headers(canvas)).toContain('Cargos');
  },
};

/** At a zero rate: no interest to tax, the capital in equal parts. */
export const AtZeroRate: Story = {
  args: { schedule: atZero, caption: 'Cronograma sin interés' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Cronograma sin interés' })).toBeVisible();
    await expect(headers(canvas)).not.toContain('IVA');
  },
};
