import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GENERAL_TAX_RATES, totalWithoutNationalTaxes } from '@tienda/domain';
import { Button, PurchaseSummary } from '@tienda/ui';

// The summary shows the figure it is given; these stand for purchases at the general rates.
const netOf = (products: number, productsAfterDiscount?: number, shippingCost?: number) =>
  totalWithoutNationalTaxes({ lines: [{ unitPrice: products, quantity: 1, taxRates: GENERAL_TAX_RATES }], productsAfterDiscount, shippingCost });

const meta = {
  title: 'Piezas/PurchaseSummary',
  component: PurchaseSummary,
  args: { itemCount: 3, subtotal: 569_997, total: 569_997, totalWithoutNationalTaxes: netOf(569_997) },
  // As wide as the side panel of the checkout pages.
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof PurchaseSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figure a description list pairs with a label, as a screen reader reads it. */
const figureOf = (canvasElement: HTMLElement, label: string) => {
  const term = within(canvasElement).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

const labels = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('dt')].map((term) => term.textContent);

export const NoCouponNoShipping: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Resumen de compra' })).toBeVisible();
    // The cart page: no coupon and no shipping line at all.
    await expect(labels(canvasElement)).toEqual(['Productos', 'Subtotal', 'Total']);
    await expect(figureOf(canvasElement, 'Productos')).toHaveTextContent(/^3$/);
    await expect(figureOf(canvasElement, 'Subtotal')).toHaveTextContent('$ 569.997,00');
    await expect(figureOf(canvasElement, 'Total')).toHaveTextContent('$ 569.997,00');
    await expect(getComputedStyle(figureOf(canvasElement, 'Total')).fontVariantNumeric).toBe('tabular-nums');
    // Right under the total, its price without national taxes: 569.997 / 1,21 (worked out by hand: 471.071,90).
    await expect(canvas.getByText('Precio sin impuestos nacionales: $ 471.071,90')).toBeVisible();
  },
};

export const WithCoupon: Story = {
  args: { coupon: { code: 'BIENVENIDA10', discount: 1_000 }, total: 568_997, totalWithoutNationalTaxes: netOf(569_997, 568_997) },
  play: async ({ canvasElement }) => {
    await expect(labels(canvasElement)).toEqual(['Productos', 'Subtotal', 'Cupón BIENVENIDA10', 'Total']);
    await expect(figureOf(canvasElement, 'Cupón BIENVENIDA10')).toHaveTextContent('-$ 1.000,00');
    await expect(figureOf(canvasElement, 'Total')).toHaveTextContent('$ 568.997,00');
  },
};

export const FreeShipping: Story = {
  args: { shipping: 0 },
  play: async ({ canvasElement }) => {
    await expect(figureOf(canvasElement, 'Envío')).toHaveTextContent(/^GRATIS$/);
  },
};

export const ShippingCost: Story = {
  args: {
    coupon: { code: 'BIENVENIDA10', discount: 56_999.7 },
    shipping: 8_450.5,
    total: 521_447.8,
    totalWithoutNationalTaxes: netOf(569_997, 512_997.3, 8_450.5),
  },
  play: async ({ canvasElement }) => {
    await expect(labels(canvasElement)).toEqual(['Productos', 'Subtotal', 'Cupón BIENVENIDA10', 'Envío', 'Total']);
    await expect(figureOf(canvasElement, 'Cupón BIENVENIDA10')).toHaveTextContent('-$ 56.999,70');
    await expect(figureOf(canvasElement, 'Envío')).toHaveTextContent('$ 8.450,50');
    await expect(figureOf(canvasElement, 'Total')).toHaveTextContent('$ 521.447,80');
  },
};

export const ShippingNotYetKnown: Story = {
  args: { shipping: null },
  play: async ({ canvasElement }) => {
    // On the delivery step before a quote: the line is there, the cost is not.
    await expect(figureOf(canvasElement, 'Envío')).toHaveTextContent('A calcular');
  },
};

const onContinue = fn();

export const WithContinueButton: Story = {
  args: { shipping: 0, action: <Button fullWidth onClick={onContinue}>Continuar compra</Button> },
  play: async ({ canvas }) => {
    onContinue.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar compra' }));
    await expect(onContinue).toHaveBeenCalledOnce();
    // The action belongs to the summary's region.
    const region = canvas.getByRole('region', { name: 'Resumen de compra' });
    await expect(within(region).getByRole('button', { name: 'Continuar compra' })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: {
    itemCount: 12,
    subtotal: 12_345_678.9,
    coupon: { code: 'PRIMERACOMPRAHOGAR2025', discount: 1_234_567.89 },
    shipping: 15_999.99,
    total: 11_127_111,
    totalWithoutNationalTaxes: netOf(12_345_678.9, 11_111_111.01, 15_999.99),
    action: <Button fullWidth onClick={onContinue}>Continuar compra</Button>,
  },
  parameters: { snapshot: { widths: [390] } },
  play: async ({ canvas, canvasElement }) => {
    // Long codes and figures in the millions stay inside a phone's width.
    const region = canvas.getByRole('region', { name: 'Resumen de compra' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(figureOf(canvasElement, 'Total')).toHaveTextContent('$ 11.127.111,00');
    await expect(canvas.getByText(/^Precio sin impuestos nacionales: /).scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    // The action spans the panel and is a comfortable thumb target.
    const button = canvas.getByRole('button', { name: 'Continuar compra' }).getBoundingClientRect();
    await expect(button.height).toBeGreaterThanOrEqual(44);
    await expect(button.width).toBeGreaterThan(region.clientWidth / 2);
  },
};
