import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Product } from '@tienda/domain';
import { ProductDetailScreen, type ProductDetailProps, type ProductDetailScreenProps } from '@tienda/ui';
import { cardActions, galaxyA25, hostileDescription, motoG54, phoneGallery, richDescription } from './fixtures/catalog';
import { headphones, imageUrlOf, kettle, phone, robotVacuum, smartwatch, speaker } from './fixtures/products';

/** The storefront's part: the cart's count of this product, changed by the callbacks. */
function WithCart(props: ProductDetailScreenProps) {
  const [cartQuantity, setCartQuantity] = useState(props.status === 'ready' ? props.cartQuantity : undefined);
  if (props.status !== 'ready') return <ProductDetailScreen {...props} />;
  return (
    <ProductDetailScreen
      {...props}
      cartQuantity={cartQuantity}
      onAddToCart={(quantity) => {
        setCartQuantity(quantity);
        props.onAddToCart(quantity);
      }}
      onRemoveFromCart={() => {
        setCartQuantity(undefined);
        props.onRemoveFromCart();
      }}
      onQuantityChange={(quantity) => {
        setCartQuantity(quantity);
        props.onQuantityChange(quantity);
      }}
    />
  );
}

/** The filled page of a product, as the storefront would build it. */
const ready = (product: Product, overrides: Partial<ProductDetailProps> = {}): ProductDetailScreenProps => ({
  status: 'ready',
  product,
  imageUrls: product.images.default.length ? [imageUrlOf(product)!] : [],
  categoryHref: `/explore?categoria=${product.category.id}`,
  brandHref: `/explore?marca=${product.brand.name.toLowerCase()}`,
  onAddToCart: fn(),
  onRemoveFromCart: fn(),
  onQuantityChange: fn(),
  onBuy: fn(),
  related: [],
  cards: cardActions([]),
  ...overrides,
});

const meta = {
  title: 'Pantallas/ProductDetail',
  component: ProductDetailScreen,
  args: ready({ ...phone, description: richDescription }, { imageUrls: phoneGallery, related: [motoG54, galaxyA25] }),
  render: (args) => <WithCart {...args} />,
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof ProductDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The args of a filled story, with their callbacks, for the play functions. */
const filled = (args: ProductDetailScreenProps) => {
  if (args.status !== 'ready') throw new TypeError('Not a filled product page');
  return args;
};

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    const { onBuy, onAddToCart } = filled(args);
    const crumbs = within(canvas.getByRole('navigation', { name: 'Ruta de navegación' })).getAllByRole('link');
    await expect(crumbs.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Celulares', '/explore?categoria=1'],
      ['Samsung', '/explore?marca=samsung'],
    ]);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(phone.name);
    await expect(canvas.getByText(/6 cuotas fijas de \$ 66\.666,50/)).toBeVisible();
    // The related cards carry the note too: the product's own comes first.
    await expect(canvas.getAllByText('Sujeto a riesgo crediticio')[0]).toBeVisible();
    await expect(canvas.getByText('$ 339.999,00 al contado')).toBeVisible();
    // At the phone's own 10,5 % IVA: 339.999 / 1,105 (taxReferenceFigures.py).
    await expect(canvas.getByText('Precio sin impuestos nacionales: $ 307.691,40')).toBeVisible();
    // The description, formatted; related products of the category, as cards.
    await expect(canvas.getByRole('heading', { level: 3, name: 'Características' })).toBeVisible();
    const related = canvas.getByRole('list', { name: 'Productos relacionados' });
    await expect(within(related).getAllByRole('article')).toHaveLength(2);

    // Two more units, then 'Comprar' with three.
    await userEvent.click(canvas.getByRole('button', { name: 'Sumar uno' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sumar uno' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Comprar' }));
    await expect(onBuy).toHaveBeenCalledOnce();
    await expect(onBuy).toHaveBeenCalledWith(3);
    await expect(onAddToCart).not.toHaveBeenCalled();
  },
};

export const AddToCart: Story = {
  play: async ({ canvas, args }) => {
    const { onAddToCart, onQuantityChange } = filled(args);
    await userEvent.click(canvas.getByRole('button', { name: 'Sumar uno' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar al carrito' }));
    await expect(onAddToCart).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Quitar del carrito' })).toHaveFocus();
    // In the cart now: a change of quantity applies at once.
    await userEvent.click(canvas.getByRole('button', { name: 'Sumar uno' }));
    await expect(onQuantityChange).toHaveBeenLastCalledWith(3);
  },
};

export const InCart: Story = {
  args: { ...meta.args, cartQuantity: 4 } as ProductDetailScreenProps,
  play: async ({ canvas, args }) => {
    const { onQuantityChange, onRemoveFromCart, onBuy } = filled(args);
    const quantity = canvas.getByRole('spinbutton', { name: 'Cantidad' });
    await expect(quantity).toHaveAttribute('aria-valuenow', '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Restar uno' }));
    await expect(onQuantityChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Comprar' }));
    await expect(onBuy).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar del carrito' }));
    await expect(onRemoveFromCart).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Agregar al carrito' })).toHaveFocus();
  },
};

export const SoldOut: Story = {
  args: ready(headphones, { related: [smartwatch] }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(headphones.name);
    // Said in words, and nothing on offer: no quantity, no cart, no buy.
    await expect(canvas.getAllByText('Sin Stock')[0]).toBeVisible();
    await expect(canvas.queryByRole('spinbutton')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Comprar' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Agregar al carrito' })).not.toBeInTheDocument();
  },
};

export const NoImages: Story = {
  args: ready(kettle),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Imagen no disponible' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Imágenes del producto' })).not.toBeInTheDocument();
    // No related products: no section for them.
    await expect(canvas.queryByRole('heading', { name: 'Productos relacionados' })).not.toBeInTheDocument();
  },
};

export const LongName: Story = {
  args: ready(robotVacuum),
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(title).toHaveTextContent(robotVacuum.name);
    // The whole name wraps inside the page: nothing runs off to the side.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

type Probe = Window & { __hacked?: boolean };

export const HostileDescription: Story = {
  args: ready({ ...speaker, description: hostileDescription }),
  parameters: { snapshot: { widths: [1280] } },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Descripción' });
    await expect(within(section).getByText('seguro')).toBeVisible();
    await expect(section.querySelector('script, iframe, img, [onclick], [onerror], [style]')).toBeNull();
    await expect((window as Probe).__hacked).toBeUndefined();
    // Still one h1: the description's became an h3.
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando producto...');
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};

export const MissingId: Story = {
  args: { status: 'missingId', exploreHref: '/explore', homeHref: '/home' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('No se encuentra ID');
    await expect(canvas.getByRole('link', { name: 'Explorar productos' })).toHaveAttribute('href', '/explore');
    await expect(canvas.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/home');
  },
};

export const NotFound: Story = {
  // Without hrefs, the shop's own paths.
  args: { status: 'notFound' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('No encontramos este producto');
    await expect(canvas.getByRole('link', { name: 'Explorar productos' })).toHaveAttribute('href', '/explore');
    await expect(canvas.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/home');
  },
};

const onRetry = fn();

export const Failure: Story = {
  args: { status: 'error', onRetry },
  play: async ({ canvas }) => {
    onRetry.mockClear();
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent('No pudimos cargar el producto.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await expect(onRetry).toHaveBeenCalledOnce();
  },
};
