import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CAROUSEL_STEP_PX, ProductCarousel } from '@tienda/ui';
import { highlightedProducts } from './fixtures/highlighted';
import { imageUrlOf, phone, speaker } from './fixtures/products';

const meta = {
  title: 'Piezas/ProductCarousel',
  component: ProductCarousel,
  args: {
    title: 'Productos recomendados',
    products: highlightedProducts,
    productHref: (id) => `/product/${id}`,
    imageUrl: imageUrlOf,
    inCart: (id) => id === speaker.id,
    onAddToCart: fn(),
    onRemoveFromCart: fn(),
  },
  parameters: { snapshot: { widths: [1280] } },
} satisfies Meta<typeof ProductCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const track = (canvas: ReturnType<typeof within>) => canvas.getByRole('list');

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Productos recomendados' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(highlightedProducts.length);
    // Below the fold or off to the side: every picture waits until it nears the screen.
    const pictures = [...canvas.getByRole('list').querySelectorAll('img')];
    await expect(new Set(pictures.map((img) => img.getAttribute('loading')))).toEqual(new Set(['lazy']));
    const previous = canvas.getByRole('button', { name: 'Productos anteriores' });
    const next = canvas.getByRole('button', { name: 'Productos siguientes' });
    const list = track(canvas);
    const end = list.scrollWidth - list.clientWidth;
    await expect(end).toBeGreaterThan(CAROUSEL_STEP_PX);
    // At the start only forward is possible.
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    // One step is 900 px; the next one stops at the end, where forward is disabled.
    await userEvent.click(next);
    await waitFor(() => expect(list.scrollLeft).toBe(CAROUSEL_STEP_PX));
    await waitFor(() => expect(previous).toBeEnabled());
    await userEvent.click(next);
    await waitFor(() => expect(list.scrollLeft).toBe(end));
    await waitFor(() => expect(next).toBeDisabled());
    await userEvent.click(previous);
    await waitFor(() => expect(next).toBeEnabled());
    await waitFor(() => expect(list.scrollLeft).toBe(end - CAROUSEL_STEP_PX));
    await userEvent.click(previous);
    await waitFor(() => expect(previous).toBeDisabled());
    await expect(list.scrollLeft).toBe(0);
  },
};

export const Mobile: Story = {
  parameters: { snapshot: { widths: [390] } },
  play: async ({ canvas }) => {
    // Narrower than a step: the arrows move one screen, so no card is skipped.
    const list = track(canvas);
    const previous = canvas.getByRole('button', { name: 'Productos anteriores' });
    await userEvent.click(canvas.getByRole('button', { name: 'Productos siguientes' }));
    await waitFor(() => expect(list.scrollLeft).toBe(list.clientWidth));
    await waitFor(() => expect(previous).toBeEnabled());
    await userEvent.click(previous);
    await waitFor(() => expect(list.scrollLeft).toBe(0));
    await waitFor(() => expect(previous).toBeDisabled());
    // Two cards and a peek of the third, which says there is more to swipe.
    const [first, second, third] = canvas.getAllByRole('article').map((card) => card.getBoundingClientRect());
    const edge = list.getBoundingClientRect().right;
    await expect(second!.top).toBe(first!.top);
    await expect(second!.right).toBeLessThan(edge);
    await expect(third!.left).toBeLessThan(edge - 8);
    await expect(third!.right).toBeGreaterThan(edge);
  },
};

export const CartActions: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Agregar al carrito: ${phone.name}` }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(phone);
    await userEvent.click(canvas.getByRole('button', { name: `Quitar del carrito: ${speaker.name}` }));
    await expect(args.onRemoveFromCart).toHaveBeenCalledWith(speaker);
    await expect(canvas.getByRole('link', { name: phone.name })).toHaveAttribute('href', '/product/101');
    // Cards are named under the section's h2.
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(highlightedProducts.length);
  },
};

export const KeyboardScrollsToFocus: Story = {
  play: async ({ canvas }) => {
    // Tabbing through the cards brings each one into view, without the arrows.
    const list = track(canvas);
    const last = highlightedProducts.at(-1)!;
    canvas.getByRole('link', { name: last.name }).focus();
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    const card = canvas.getByRole('link', { name: last.name }).closest('article')!.getBoundingClientRect();
    await expect(card.right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1);
  },
};

export const FitsWithoutScrolling: Story = {
  args: { products: highlightedProducts.slice(0, 3) },
  play: async ({ canvas }) => {
    // Everything in view: both arrows disabled.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Productos siguientes' })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'Productos anteriores' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  parameters: { snapshot: { widths: [390, 1280] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando productos...');
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { products: [], emptyMessage: 'Pronto vas a encontrar aquí nuestros productos recomendados.' },
  parameters: { snapshot: { widths: [390, 1280] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pronto vas a encontrar aquí nuestros productos recomendados.')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};
