import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ProductPurchase } from '@tienda/ui';
import { headphones, phone } from './fixtures/products';
import { controlled } from './fixtures/controlled';

const meta = {
  title: 'Piezas/ProductPurchase',
  component: ProductPurchase,
  args: {
    product: phone,
    onAddToCart: fn(),
    onRemoveFromCart: fn(),
    onQuantityChange: fn(),
    onBuy: fn(),
  },
  // The storefront's part: the cart's count for this product, changed by the callbacks.
  render: controlled(ProductPurchase, 'cartQuantity', {
    onAddToCart: (quantity) => quantity,
    onQuantityChange: (quantity) => quantity,
    onRemoveFromCart: () => undefined,
  }),
  parameters: { snapshot: { widths: [390, 1280] } },
  decorators: [(Story) => <div style={{ maxWidth: 520, padding: 4 }}><Story /></div>],
} satisfies Meta<typeof ProductPurchase>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddWithQuantity: Story = {
  play: async ({ canvas, args }) => {
    // The phone is made in Tierra del Fuego: 339.999 / 1,105 (taxReferenceFigures.py).
    await expect(canvas.getByText('Precio sin impuestos nacionales: $ 307.691,40')).toBeVisible();
    await expect(canvas.getByText(/6 cuotas fijas de \$ 66\.666,50/)).toBeVisible();
    await expect(canvas.getByText('CFTEA 77,95%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sumar uno' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sumar uno' }));
    // Not in the cart yet: choosing a quantity changes nothing outside.
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar al carrito' }));
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
    await expect(args.onAddToCart).toHaveBeenCalledWith(3);
    // The same button now takes it out, and kept the focus.
    const remove = canvas.getByRole('button', { name: 'Quitar del carrito' });
    await expect(remove).toHaveFocus();
  },
};

export const InCartAppliesAtOnce: Story = {
  args: { cartQuantity: 2 },
  play: async ({ canvas, args }) => {
    const quantity = canvas.getByRole('spinbutton', { name: 'Cantidad' });
    await expect(quantity).toHaveAttribute('aria-valuenow', '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Sumar uno' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(1);
    await expect(quantity).toHaveAttribute('aria-valuenow', '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar del carrito' }));
    await expect(args.onRemoveFromCart).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Agregar al carrito' })).toBeVisible();
  },
};

export const Buy: Story = {
  play: async ({ canvas, args }) => {
    const quantity = canvas.getByRole('spinbutton', { name: 'Cantidad' });
    quantity.focus();
    // End jumps to the most one order takes (5 of the 12 in stock), Down takes one off.
    await userEvent.keyboard('{End}{ArrowDown}');
    await userEvent.click(canvas.getByRole('button', { name: 'Comprar' }));
    await expect(args.onBuy).toHaveBeenCalledOnce();
    await expect(args.onBuy).toHaveBeenCalledWith(4);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

export const SoldOut: Story = {
  args: { product: headphones },
  play: async ({ canvas }) => {
    // Imported: 99.999 / 1,21 × (1 − 9,5 %), worked out with Python's decimal.
    await expect(canvas.getByText('Precio sin impuestos nacionales: $ 74.792,64')).toBeVisible();
    await expect(canvas.getByText('Sin Stock')).toBeVisible();
    await expect(canvas.queryByRole('spinbutton')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const SoldOutInCart: Story = {
  args: { ...SoldOut.args, cartQuantity: 1 },
  play: async ({ canvas, args }) => {
    // It ran out after being added: it can still be taken out, never bought.
    await expect(canvas.getByText('Sin Stock')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Comprar' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar del carrito' }));
    await expect(args.onRemoveFromCart).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
