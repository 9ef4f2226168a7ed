import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatARS, netOfTaxesText, priceWithoutNationalTaxes } from '@tienda/domain';
import { OrderLines } from '@tienda/ui';
import { lineImageUrl, loanOrder, paidOrder } from './fixtures/orders';
import { robotVacuum } from './fixtures/products';

const meta = {
  title: 'Piezas/OrderLines',
  component: OrderLines,
  args: { lines: paidOrder.products, imageUrl: lineImageUrl },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof OrderLines>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bought: Story = {
  play: async ({ canvas }) => {
    const lines = canvas.getAllByRole('listitem');
    await expect(lines).toHaveLength(3);
    // Each line: what, how many at what price, and the line's total.
    const phoneLine = within(lines[0]!);
    await expect(phoneLine.getByText('Celular Samsung Galaxy A15 128 GB Negro')).toBeVisible();
    await expect(lines[0]).toHaveTextContent(`Cantidad: 1 · Precio unitario: ${formatARS(339_999).replace(/\s/g, ' ')}`);
    await expect(phoneLine.getByText('Subtotal:', { exact: false }).parentElement!.textContent).toBe(`Subtotal: ${formatARS(339_999)}`);
  },
};

/** Two of a product without a picture, and a name far longer than a line. */
export const PlaceholderAndLongName: Story = {
  args: {
    lines: [
      ...loanOrder.products,
      { productId: robotVacuum.id, name: robotVacuum.name, quantity: 1, unitPrice: 999_999, image: null, ivaRate: 21, internalTaxRate: 0 },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const kettles = canvas.getAllByRole('listitem')[0]!;
    await expect(kettles).toHaveTextContent(`Subtotal: ${formatARS(149_998).replace(/\s/g, ' ')}`);
    // Two units: the unit's price carries its own legend, beside the line total's.
    const [kettle] = loanOrder.products;
    const unitLegend = netOfTaxesText(priceWithoutNationalTaxes(74_999, { ivaRate: kettle!.ivaRate, internalTaxRate: kettle!.internalTaxRate }));
    await expect(within(kettles).getByText(unitLegend.replace(/\s/g, ' '))).toBeVisible();
    // A long name wraps instead of widening a phone's page.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
