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

export const Card: Story = {
  args: { size: 'card' },
  decorators: [(Story) => <div style={{ width: 200 }}><Story /></div>],
  play: async ({ canvas }) => {
    // The headline says what it is to screen readers; the figures are the domain's es-AR pesos.
    const headline = canvas.getByText(wholeLine('Precio: $ 399.999,00'));
    const cash = canvas.getByText(wholeLine('$ 339.999,00 al contado'));
    const installments = canvas.getByText(wholeLine('6 cuotas fijas de $ 66.666,50*'));
    const note = canvas.getByText(wholeLine('*Sujeto a riesgo crediticio'));
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

export const Detail: Story = {
  args: { size: 'detail' },
  play: async ({ canvas }) => {
    const headline = canvas.getByText(wholeLine('Precio: $ 399.999,00'));
    const installments = canvas.getByText(wholeLine('6 cuotas fijas de $ 66.666,50*'));
    const note = canvas.getByText(wholeLine('*Sujeto a riesgo crediticio'));
    // The product page sizes: a 32 px price, a 20 px instalment line, small print of 14 px.
    await expect(fontSize(headline)).toBe(32);
    await expect(fontSize(installments)).toBe(20);
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
    // Millions wrap inside the column instead of spilling out of it.
    const column = canvasElement.querySelector('p')!.parentElement!;
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};

export const CentsAndStringCashPrice: Story = {
  // final_price arrives as a numeric string; cents are kept and shown with a comma.
  args: { size: 'card', price: 149_999.4, final_price: '127499.5', internal_cost: 24_999.9 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(wholeLine('Precio: $ 149.999,40'))).toBeVisible();
    await expect(canvas.getByText(wholeLine('$ 127.499,50 al contado'))).toBeVisible();
    await expect(canvas.getByText(wholeLine('6 cuotas fijas de $ 24.999,90*'))).toBeVisible();
  },
};
