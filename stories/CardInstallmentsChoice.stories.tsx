import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { cardInstallmentPlan } from '@tienda/domain';
import { CardInstallmentsChoice } from '@tienda/ui';
import { quotedAt } from './fixtures/loan';

/** A product of $ 99.999 in cash whose card promises 6 × $ 19.999 (the plan the domain quotes). */
const plan = cardInstallmentPlan([{ product: { price: '119994.00', final_price: '99999.00', internal_cost: '19999.00' }, quantity: 1 }], 99_999, quotedAt)!;

const meta = {
  title: 'Piezas/CardInstallmentsChoice',
  component: CardInstallmentsChoice,
  args: { plan, value: 1, onValueChange: fn() },
  parameters: { snapshot: { widths: [390, 1280] } },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof CardInstallmentsChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

const loose = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s'));

/** One payment chosen; the 6 cuotas name their CFTEA beside the instalment. */
export const OnePayment: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: loose('1 pago de $ 99.999,00') })).toBeChecked();
    const six = canvas.getByRole('radio', { name: loose('6 cuotas fijas de $ 19.999,00 · CFTEA') });
    await userEvent.click(six);
    await expect(args.onValueChange).toHaveBeenCalledWith(6);
  },
};

export const SixInstalments: Story = {
  args: { value: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: loose('6 cuotas fijas de $ 19.999,00 · CFTEA') })).toBeChecked();
    await expect(canvas.getByText(/Total financiado/)).toHaveTextContent(loose('Total financiado $ 119.994,00'));
  },
};
