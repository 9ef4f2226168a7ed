import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from '@tienda/ui';
import { phone, robotVacuum } from './fixtures/products';

const { price, final_price, internal_cost } = phone;

const meta = {
  title: 'Piezas/Price',
  component: Price,
  args: { price, final_price, internal_cost },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

const fontSize = (element: HTMLElement) => parseFloat(getComputedStyle(element).fontSize);

/**
 * Finds a line by its whole text, across its parts (the hidden 'Precio: ', the '*'),
 * with the non-breaking space of the peso sign read as a space.
 */
const wholeLine = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent?.replace(/\s/g, ' ') === text;

/** What a lawyer compares: the CFTEA is no smaller, no lighter and no fainter than the instalment. */
const asProminent = async (cost: HTMLElement, installments: HTMLElement) => {
  const [a, b] = [getComputedStyle(cost), getComputedStyle(installments)];
  await expect(parseFloat(a.fontSize)).toBeGreaterThanOrEqual(parseFloat(b.fontSize));
  await expect(Number(a.fontWeight)).toBeGreaterThanOrEqual(Number(b.fontWeight));
  await expect(a.color).toBe(b.color);
};

export const Card: Story = {
  args: { size: 'card' },
  decorators: [(Story) => <div style={{ width: 200 }}><Story /></div>],
  play: async ({ canvas }) => {
    // The headline says what it is to screen readers; the figures are the domain's es-AR pesos.
    const headline = canvas.getByText(wholeLine('Precio: $ 399.999,00'));
    const cash = canvas.getByText(wholeLine('$ 339.999,00 al contado'));
    const installments = canvas.getByText(wholeLine('6 cuotas fijas de $ 66.666,50*'));
    // The offer's cost (Res. SIC 4/2025), computed by the domain from the three figures.
    const cftea = canvas.getByText(wholeLine('CFTEA 77,95%'));
    await expect(canvas.getByText(wholeLine('TEA 77,95% · Total financiado $ 399.999,00'))).toBeVisible();
    const note = canvas.getByText(wholeLine('*Sujeto a riesgo crediticio'));
    await asProminent(cftea, installments);
    // The price leads; the instalments and the cash price follow; the small print is smallest.
    await expect(fontSize(headline)).toBeGreaterThan(fontSize(cash));
    await expect(fontSize(cash)).toBeGreaterThan(fontSize(note));
    await expect(getComputedStyle(headline).fontVariantNumeric).toBe('tabular-nums');
    // The asterisks are visual marks only: hidden from screen readers.
    for (const line of [installments, note]) {
      await expect(line.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^\*$/);
    }
  },
};

export const SoldOutCard: Story = {
  args: { size: 'card', muted: true },
  decorators: [(Story) => <div style={{ width: 200 }}><Story /></div>],
  play: async ({ canvas }) => {
    // Still disclosed, in full, but muted: the offer is not pushed on a product that cannot be bought.
    const installments = canvas.getByText(wholeLine('6 cuotas fijas de $ 66.666,50*'));
    const cftea = canvas.getByText(wholeLine('CFTEA 77,95%'));
    const cash = canvas.getByText(wholeLine('$ 339.999,00 al contado'));
    await expect(getComputedStyle(installments).color).toBe(getComputedStyle(cash).color);
    await asProminent(cftea, installments);
  },
};

export const NoSensibleFigures: Story = {
  // Six instalments of $ 50.000 would not even reach the cash price: no offer can be disclosed, so none is made.
  args: { size: 'card', price: 300_000, final_price: '339999.00', internal_cost: 50_000 },
  decorators: [(Story) => <div style={{ width: 200 }}><Story /></div>],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(wholeLine('Precio: $ 339.999,00 al contado'))).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(/cuotas|CFTEA|riesgo crediticio|300\.000/);
  },
};

export const Detail: Story = {
  args: { size: 'detail' },
  play: async ({ canvas }) => {
    const headline = canvas.getByText(wholeLine('Precio: $ 399.999,00'));
    const installments = canvas.getByText(wholeLine('6 cuotas fijas de $ 66.666,50*'));
    const cftea = canvas.getByText(wholeLine('CFTEA 77,95%'));
    const note = canvas.getByText(wholeLine('*Sujeto a riesgo crediticio'));
    // In full on the product page: the TNA too, and the cash price beside the total financed.
    await expect(canvas.getByText(wholeLine('TEA 77,95% · TNA 59,02%'))).toBeVisible();
    await expect(canvas.getByText(wholeLine('Total financiado $ 399.999,00 · Precio contado $ 339.999,00'))).toBeVisible();
    // The product page sizes: a 32 px price, 20 px instalment and CFTEA lines, small print of 14 px.
    await expect(fontSize(headline)).toBe(32);
    await expect(fontSize(installments)).toBe(20);
    await asProminent(cftea, installments);
    await expect(fontSize(note)).toBe(14);
  },
};

export const LargeFiguresInANarrowCard: Story = {
  args: {
    size: 'card',
    price: robotVacuum.price,
    final_price: robotVacuum.final_price,
    internal_cost: robotVacuum.internal_cost,
  },
  decorators: [(Story) => <div style={{ width: 150 }}><Story /></div>],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(wholeLine('Precio: $ 1.199.994,00'))).toBeVisible();
    await expect(canvas.getByText(wholeLine('$ 999.999,00 al contado'))).toBeVisible();
    await expect(canvas.getByText(wholeLine('6 cuotas fijas de $ 199.999,00*'))).toBeVisible();
    await expect(canvas.getByText(wholeLine('TEA 91,20% · Total financiado $ 1.199.994,00'))).toBeVisible();
    // Millions wrap inside the column instead of spilling out of it.
    const column = canvasElement.querySelector('p')!.parentElement!;
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    for (const line of column.children) await expect(line.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};

export const CentsAndStringCashPrice: Story = {
  // final_price arrives as a numeric string; cents are kept and shown with a comma.
  args: { size: 'card', price: 149_999.4, final_price: '127499.5', internal_cost: 24_999.9 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(wholeLine('Precio: $ 149.999,40'))).toBeVisible();
    await expect(canvas.getByText(wholeLine('$ 127.499,50 al contado'))).toBeVisible();
    await expect(canvas.getByText(wholeLine('6 cuotas fijas de $ 24.999,90*'))).toBeVisible();
    await expect(canvas.getByText(wholeLine('TEA 77,95% · Total financiado $ 149.999,40'))).toBeVisible();
  },
};
