import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CartLine, type CartLineProps } from '@tienda/ui';
import { headphones, imageUrlOf, kettle, phone, robotVacuum, speaker } from './fixtures/products';

/** The line is controlled: the story keeps the quantity, as the cart would. */
function WithState(args: CartLineProps) {
  const [quantity, setQuantity] = useState(args.item.quantity);
  return (
    <CartLine
      {...args}
      item={{ ...args.item, quantity }}
      onQuantityChange={(next) => {
        args.onQuantityChange(next);
        setQuantity(next);
      }}
    />
  );
}

const meta = {
  title: 'Piezas/CartLine',
  component: CartLine,
  args: {
    item: { product: phone, quantity: 2 },
    href: `/product/${phone.id}`,
    imageUrl: imageUrlOf(phone),
    onQuantityChange: fn(),
    onRemove: fn(),
  },
  render: (args) => <WithState {...args} />,
  // A line lives in the cart's list; padded for the focus ring.
  decorators: [(Story) => <ul style={{ margin: 0, padding: 8, listStyle: 'none' }}><Story /></ul>],
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: phone.name })).toHaveAttribute('href', '/product/101');
    await expect(canvas.getByText('$ 339.999,00')).toBeVisible();
    await expect(canvas.getByText('Precio unitario al contado')).toBeVisible();
    // The unit's price without national taxes, at the phone's 10,5 % IVA: 339.999 / 1,105 (taxReferenceFigures.py).
    await expect(canvas.getByText('Precio sin impuestos nacionales: $ 307.691,40')).toBeVisible();
    await expect(canvas.getByText('Stock: 12 · Hasta 5 por compra')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sumar uno' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Restar uno' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Restar uno' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('spinbutton', { name: 'Cantidad' })).toHaveAttribute('aria-valuenow', '1');
    await userEvent.click(canvas.getByRole('button', { name: `Quitar ${phone.name} del carrito` }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const AtStockLimit: Story = {
  args: { item: { product: speaker, quantity: 3 }, href: `/product/${speaker.id}`, imageUrl: imageUrlOf(speaker) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Stock: 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sumar uno' })).toBeDisabled();
    canvas.getByRole('spinbutton').focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
  },
};

export const SoldOutSinceAdded: Story = {
  args: { item: { product: headphones, quantity: 1 }, href: `/product/${headphones.id}`, imageUrl: imageUrlOf(headphones) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Sin stock: quitalo para continuar')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sumar uno' })).toBeDisabled();
    await expect(canvas.getByRole('spinbutton')).toHaveAttribute('aria-disabled', 'true');
    // Removing is the one thing left to do, and it works.
    await userEvent.click(canvas.getByRole('button', { name: `Quitar ${headphones.name} del carrito` }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const NoImageAndLongName: Story = {
  args: {
    item: { product: { ...robotVacuum, images: kettle.images }, quantity: 1 },
    href: `/product/${robotVacuum.id}`,
    imageUrl: undefined,
  },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('link', { name: robotVacuum.name });
    const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
    // Two lines on screen, the whole name for screen readers; the placeholder in the frame.
    await expect(name.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
    await expect(canvas.getByRole('button', { name: `Quitar ${robotVacuum.name} del carrito` })).toBeVisible();
  },
};

/** An imported speaker: 21 % IVA and 9,5 % internal taxes, both out of the legend's figure. */
export const WithInternalTaxes: Story = {
  args: { item: { product: speaker, quantity: 1 }, href: `/product/${speaker.id}`, imageUrl: imageUrlOf(speaker) },
  play: async ({ canvas, canvasElement }) => {
    // 229.999 / 1,21 × (1 − 9,5 %), worked out with Python's decimal.
    const legend = canvas.getByText('Precio sin impuestos nacionales: $ 172.024,05');
    await expect(legend).toBeVisible();
    // Inside the line, even on a phone.
    const line = canvasElement.querySelector('li')!;
    await expect(legend.getBoundingClientRect().right).toBeLessThanOrEqual(line.getBoundingClientRect().right);
  },
};
