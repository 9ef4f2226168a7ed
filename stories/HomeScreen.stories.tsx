import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HomeScreen } from '@tienda/ui';
import { desktopBanners, mobileBanners } from './fixtures/banners';
import { highlightedProducts } from './fixtures/highlighted';
import { imageUrlOf, phone, speaker } from './fixtures/products';
import { categoryHref, storeLinks } from './fixtures/shell';

const meta = {
  title: 'Pantallas/Home',
  component: HomeScreen,
  args: {
    mobileBanners,
    desktopBanners,
    // Still pictures; the carousel's own stories run the real 2 s timer.
    bannerAutoPlay: false,
    highlightedProducts,
    categoryHref,
    productHref: (id) => `/product/${id}`,
    imageUrl: imageUrlOf,
    inCart: (id) => id === speaker.id,
    onAddToCart: fn(),
    onRemoveFromCart: fn(),
    ...storeLinks,
  },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('heading', { level: 2, name }).closest('section')!);

export const Filled: Story = {
  play: async ({ canvas }) => {
    // One h1: the tagline (shown on phones, for screen readers on desktop).
    const headings = canvas.getAllByRole('heading', { level: 1 });
    await expect(headings.map((heading) => heading.textContent)).toEqual(['Las mejores ofertas, desde tu hogar']);
    await expect(canvas.getByRole('region', { name: 'Promociones' })).toBeVisible();
    // The six category tiles, each to explore with its category.
    const tiles = section(canvas, 'Nuestros productos').getAllByRole('link');
    await expect(tiles.map((tile) => tile.textContent)).toEqual(['Celulares', 'Smartwatches', 'Parlantes', 'Auriculares', 'Cocina', 'Hogar']);
    await expect(tiles[0]).toHaveAttribute('href', '/explore?categoria=1');
    // The recommended products, then the way to all of them.
    const recommended = section(canvas, 'Productos recomendados');
    await expect(recommended.getAllByRole('article')).toHaveLength(highlightedProducts.length);
    await expect(canvas.getByRole('link', { name: 'Explorar más productos' })).toHaveAttribute('href', '/explore');
    // The app, with its exact words and both stores.
    await expect(canvas.getByText('Recibe préstamos, compra productos, obtén descuentos y más beneficios')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Google Play/ })).toHaveAttribute('href', storeLinks.googlePlayHref);
    await expect(canvas.getByRole('link', { name: /^App Store/ })).toHaveAttribute('href', storeLinks.appStoreHref);
  },
};

export const MobileIntro: Story = {
  parameters: { snapshot: { widths: [390] } },
  play: async ({ canvas }) => {
    // On a phone: the counter, then the tagline and the four perks under the banners.
    await expect(canvas.getByText('1/3')).toBeVisible();
    const tagline = canvas.getByRole('heading', { level: 1, name: 'Las mejores ofertas, desde tu hogar' });
    await expect(tagline.getBoundingClientRect().height).toBeGreaterThan(1);
    await expect(tagline.getBoundingClientRect().top).toBeGreaterThan(canvas.getByRole('region', { name: 'Promociones' }).getBoundingClientRect().bottom);
    for (const perk of ['Ofertas todos los meses', 'Compra desde tu hogar', 'Envíos a todo el país', 'Te ayudamos con tus dudas']) {
      await expect(canvas.getByText(perk)).toBeVisible();
    }
  },
};

export const DesktopIntro: Story = {
  parameters: { snapshot: { widths: [1280] } },
  play: async ({ canvas }) => {
    // On a desktop: arrows and dots, no counter or perks; the tagline stays for screen readers.
    await expect(canvas.getByRole('button', { name: 'Banner siguiente' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ir al banner 2' })).toBeVisible();
    await expect(canvas.getByText('1/3')).not.toBeVisible();
    await expect(canvas.getByText('Ofertas todos los meses')).not.toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 }).getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};

export const AddFromRecommended: Story = {
  parameters: { snapshot: { widths: [1280] } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Agregar al carrito: ${phone.name}` }));
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
    await expect(args.onAddToCart).toHaveBeenCalledWith(phone);
    await userEvent.click(canvas.getByRole('button', { name: `Quitar del carrito: ${speaker.name}` }));
    await expect(args.onRemoveFromCart).toHaveBeenCalledWith(speaker);
    await userEvent.click(canvas.getByRole('button', { name: 'Productos siguientes' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Productos anteriores' })).toBeEnabled());
  },
};

export const Loading: Story = {
  args: { bannersLoading: true, productsLoading: true, highlightedProducts: [] },
  play: async ({ canvas }) => {
    const statuses = canvas.getAllByRole('status').map((status) => status.textContent);
    await expect(statuses).toEqual(['Cargando promociones...', 'Cargando productos...']);
    // The categories need no data: they are there at once.
    await expect(section(canvas, 'Nuestros productos').getAllByRole('link')).toHaveLength(6);
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const BannersFailed: Story = {
  args: { mobileBanners: [], desktopBanners: [] },
  play: async ({ canvas }) => {
    // A failed banner call is only logged (spec §8): no carousel, the rest of the page stands.
    await expect(canvas.queryByRole('region', { name: 'Promociones' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Las mejores ofertas, desde tu hogar');
    await expect(section(canvas, 'Productos recomendados').getAllByRole('article')).toHaveLength(highlightedProducts.length);
  },
};

export const NoHighlightedProducts: Story = {
  args: { highlightedProducts: [] },
  play: async ({ canvas }) => {
    const recommended = section(canvas, 'Productos recomendados');
    await expect(recommended.getByText('Pronto vas a encontrar aquí nuestros productos recomendados.')).toBeVisible();
    await expect(recommended.queryByRole('button')).not.toBeInTheDocument();
    // The way to the whole catalogue is still there.
    await expect(canvas.getByRole('link', { name: 'Explorar más productos' })).toBeVisible();
  },
};
