import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ProductGrid } from '@tienda/ui';
import { cardActions, pageOfProducts } from './fixtures/catalog';
import { headphones, phone, smartwatch } from './fixtures/products';

const meta = {
  title: 'Piezas/ProductGrid',
  component: ProductGrid,
  args: { ...cardActions(), products: pageOfProducts, label: 'Productos', headingLevel: '2' },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cards' boxes, row by row: how many share the first row's top. */
const firstRowLength = (cards: HTMLElement[]) => {
  const top = cards[0]!.getBoundingClientRect().top;
  return cards.filter((card) => card.getBoundingClientRect().top === top).length;
};

export const Phone: Story = {
  parameters: { snapshot: { widths: [390] } },
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Productos' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(pageOfProducts.length);
    await expect(list).toBeVisible();
    // Two columns on a 390 px phone.
    await expect(firstRowLength(canvas.getAllByRole('article'))).toBe(2);

    // Each card's cart button acts on its own product, as the bindings say.
    await expect(canvas.getByRole('heading', { level: 2, name: phone.name })).toBeVisible();
    await expect(canvas.getByRole('link', { name: smartwatch.name })).toHaveAttribute('href', '/product/102');
    await userEvent.click(canvas.getByRole('button', { name: `Agregar al carrito: ${smartwatch.name}` }));
    await expect(args.onAddToCart).toHaveBeenLastCalledWith(smartwatch);
    await userEvent.click(canvas.getByRole('button', { name: `Quitar del carrito: ${phone.name}` }));
    await expect(args.onRemoveFromCart).toHaveBeenLastCalledWith(phone);
    await expect(canvas.queryByRole('button', { name: `Agregar al carrito: ${headphones.name}` })).not.toBeInTheDocument();
  },
};

export const Desktop: Story = {
  play: async ({ canvas }) => {
    // Four columns at 1280 px: eight products, two full rows.
    const cards = canvas.getAllByRole('article');
    await expect(firstRowLength(cards)).toBe(4);
    // The first row's pictures are fetched at once; the rest wait until they near the screen.
    const loading = cards.map((card) => card.querySelector('img')?.getAttribute('loading') ?? 'sin imagen');
    await expect(loading.slice(0, 4).filter((value) => value !== 'sin imagen')).toEqual(['eager', 'eager', 'eager', 'eager']);
    await expect(new Set(loading.slice(4).filter((value) => value !== 'sin imagen'))).toEqual(new Set(['lazy']));
    await expect(cards[4]!.getBoundingClientRect().top).toBeGreaterThan(cards[0]!.getBoundingClientRect().bottom);
  },
};
