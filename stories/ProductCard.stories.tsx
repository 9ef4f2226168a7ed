import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Product } from '@tienda/domain';
import { ProductCard, vars } from '@tienda/ui';
import {
  brokenImageUrl,
  demoProducts,
  headphones,
  imageUrlOf,
  kettle,
  phone,
  robotVacuum,
  speaker,
} from './fixtures/products';
import { onNavigate, withRouter } from './fixtures/router';

const meta = {
  title: 'Piezas/ProductCard',
  component: ProductCard,
  args: {
    product: phone,
    imageUrl: imageUrlOf(phone),
    href: `/product/${phone.id}`,
    inCart: false,
    onAddToCart: fn(),
    onRemoveFromCart: fn(),
  },
  // A card is as wide as a column of the product grid; the grid story takes the page.
  decorators: [(Story, { parameters }) => <div style={{ width: parameters.cardWidth ?? 240 }}><Story /></div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(phone.name);
    await expect(canvas.getByRole('link', { name: phone.name })).toHaveAttribute('href', '/product/101');
    const picture = canvas.getByRole('img', { name: phone.name });
    await expect(picture).toBeVisible();
    // Its box is known before it loads (nothing moves), and it waits until it nears the screen.
    await expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['600', '600']);
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect(picture).toHaveAttribute('decoding', 'async');
    await expect(canvas.getByText('$ 339.999,00 al contado')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Agregar al carrito: ${phone.name}` }));
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
    await expect(args.onAddToCart).toHaveBeenCalledWith(phone);
    await expect(args.onRemoveFromCart).not.toHaveBeenCalled();
  },
};

export const InCart: Story = {
  args: { inCart: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: /Agregar al carrito/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: `Quitar del carrito: ${phone.name}` }));
    await expect(args.onRemoveFromCart).toHaveBeenCalledOnce();
    await expect(args.onRemoveFromCart).toHaveBeenCalledWith(phone);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

export const OutOfStock: Story = {
  args: { product: headphones, imageUrl: imageUrlOf(headphones), href: `/product/${headphones.id}` },
  play: async ({ canvas }) => {
    // Said in words, the picture dimmed, and nothing to add.
    await expect(canvas.getByText('Sin Stock')).toBeVisible();
    const picture = canvas.getByRole('img', { name: headphones.name });
    await expect(Number(getComputedStyle(picture).opacity)).toBeLessThan(1);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    // The product page is still one click away.
    await expect(canvas.getByRole('link', { name: headphones.name })).toHaveAttribute('href', '/product/104');
  },
};

export const OutOfStockInCart: Story = {
  args: { ...OutOfStock.args, inCart: true },
  play: async ({ canvas, args }) => {
    // A product that ran out after being added can still be taken out of the cart.
    await expect(canvas.getByText('Sin Stock')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Quitar del carrito: ${headphones.name}` }));
    await expect(args.onRemoveFromCart).toHaveBeenCalledOnce();
    await expect(args.onRemoveFromCart).toHaveBeenCalledWith(headphones);
  },
};

export const NoImage: Story = {
  args: { product: kettle, imageUrl: imageUrlOf(kettle), href: `/product/${kettle.id}` },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Imagen no disponible' })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const BrokenImage: Story = {
  args: { imageUrl: brokenImageUrl },
  play: async ({ canvas, canvasElement }) => {
    // The photo fails to load and the placeholder takes its place.
    await expect(await canvas.findByRole('img', { name: 'Imagen no disponible' })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const LongName: Story = {
  args: { product: robotVacuum, imageUrl: imageUrlOf(robotVacuum), href: `/product/${robotVacuum.id}` },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3 });
    const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
    // Two lines on screen, the whole name for screen readers.
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
    await expect(canvas.getByRole('link', { name: robotVacuum.name })).toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: phone.name })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `Agregar al carrito: ${phone.name}` })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
    await expect(args.onAddToCart).toHaveBeenCalledWith(phone);
  },
};

/** Where a pointer really lands at the left edge of an element (user-event does not hit-test). */
const pointAt = (element: Element) => {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.left + 4, box.top + box.height / 2)!;
};

export const WholeCardIsTheLink: Story = {
  decorators: [withRouter],
  play: async ({ canvas, args }) => {
    onNavigate.mockClear();
    // A click on the prices lands on the name's stretched link and opens the product.
    await userEvent.click(pointAt(canvas.getByText('$ 339.999,00 al contado')));
    await expect(onNavigate).toHaveBeenCalledOnce();
    await expect(onNavigate).toHaveBeenCalledWith('/product/101');
    // The cart button sits above the link: it adds and does not open the product.
    await userEvent.click(pointAt(canvas.getByRole('button', { name: `Agregar al carrito: ${phone.name}` })));
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
    await expect(args.onAddToCart).toHaveBeenCalledWith(phone);
    await expect(onNavigate).toHaveBeenCalledOnce();
  },
};

export const Grid: Story = {
  parameters: { snapshot: { widths: [390, 1280] }, cardWidth: 'auto' },
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        // Two columns on a phone, four on a desktop.
        gridTemplateColumns: `repeat(auto-fill, minmax(max(160px, calc((100% - 3 * ${vars.space.small}) / 4)), 1fr))`,
        gap: vars.space.small,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {demoProducts.map((product) => (
        <li key={product.id}>
          <ProductCard
            {...args}
            product={product}
            imageUrl={imageUrlOf(product)}
            href={`/product/${product.id}`}
            inCart={product.id === phone.id}
            // Straight under the page's h1, as on Explore.
            headingLevel="2"
          />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(demoProducts.length);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(demoProducts.length);
    // At 390 px two cards share a row; each cart button names its own product.
    const [first, second, third] = canvas.getAllByRole('article').map((card) => card.getBoundingClientRect());
    await expect(second!.top).toBe(first!.top);
    await expect(third!.top).toBeGreaterThan(first!.bottom);
    await expect(canvas.getByRole('button', { name: `Agregar al carrito: ${kettle.name}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Quitar del carrito: ${phone.name}` })).toBeVisible();
    // Out of stock, the headphones offer no add.
    await expect(canvas.queryByRole('button', { name: `Agregar al carrito: ${headphones.name}` })).not.toBeInTheDocument();
  },
};

/** Figures that make no offer: six instalments of $ 50.000 do not reach the cash price. */
const unpriced: Product = { ...kettle, id: 199, name: 'Pava eléctrica Atma 1,5 L', price: 300_000, final_price: '339999.00', internal_cost: 50_000 };

/** A line of a card by its whole text, the peso sign's non-breaking space read as a space. */
const line = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent?.replace(/\s/g, ' ') === text;

/**
 * The "6 cuotas fijas" and their cost on a card in each state: in stock, in the cart, sold out (muted),
 * and figures that make no offer (only the cash price). Two cards a row on a phone, four on a desktop.
 */
export const OfferDisclosure: Story = {
  parameters: { snapshot: { widths: [390, 1280] }, cardWidth: 'auto' },
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(max(160px, calc((100% - 3 * ${vars.space.small}) / 4)), 1fr))`,
        gap: vars.space.small,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {[phone, speaker, headphones, unpriced].map((product) => (
        <li key={product.id}>
          <ProductCard {...args} product={product} imageUrl={imageUrlOf(product)} href={`/product/${product.id}`} inCart={product.id === speaker.id} headingLevel="2" />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const [inStock, inCart, soldOut, noOffer] = canvas.getAllByRole('article').map((card) => within(card));
    const offerOf = async (card: ReturnType<typeof within>, installments: string, cftea: string, details: string) => {
      const shown = [card.getByText(line(installments)), card.getByText(line(cftea)), card.getByText(line(details))];
      for (const element of shown) await expect(element).toBeVisible();
      await expect(card.getByText(line('*Sujeto a riesgo crediticio'))).toBeVisible();
      // The CFTEA in the same size, weight and colour as the instalment, never the smaller print.
      const [a, b] = [getComputedStyle(shown[1]!), getComputedStyle(shown[0]!)];
      await expect([a.fontSize, a.fontWeight, a.color]).toEqual([b.fontSize, b.fontWeight, b.color]);
      return shown[0]!;
    };
    const bright = await offerOf(inStock!, '6 cuotas fijas de $ 66.666,50*', 'CFTEA 77,95%', 'TEA 77,95% · Total financiado $ 399.999,00');
    await offerOf(inCart!, '6 cuotas fijas de $ 45.999,00*', 'CFTEA 91,19%', 'TEA 91,19% · Total financiado $ 275.994,00');
    const faint = await offerOf(soldOut!, '6 cuotas fijas de $ 19.999,00*', 'CFTEA 91,17%', 'TEA 91,17% · Total financiado $ 119.994,00');
    // Sold out, the offer is muted: not the brand colour of an offer one can take.
    await expect(getComputedStyle(faint).color).not.toBe(getComputedStyle(bright).color);
    // No sensible figures, no offer: only the cash price.
    await expect(noOffer!.getByText(line('Precio: $ 339.999,00 al contado'))).toBeVisible();
    await expect(noOffer!.queryByText(/cuotas|CFTEA|riesgo crediticio/)).not.toBeInTheDocument();
    // Nothing spills out of a card, even two to a 390 px row.
    for (const card of canvas.getAllByRole('article')) await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/**
 * The price without national taxes on each card, at the product's own rates: a phone made in Tierra
 * del Fuego (10,5 % IVA), an imported speaker (21 % IVA and 9,5 % internal taxes) and a kettle (21 %).
 * The legend stays inside its card, cards aligned, two a row on a phone.
 */
export const NationalTaxes: Story = {
  parameters: { snapshot: { widths: [390, 1280] }, cardWidth: 'auto' },
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(max(160px, calc((100% - 3 * ${vars.space.small}) / 4)), 1fr))`,
        gap: vars.space.small,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {[phone, speaker, kettle].map((product) => (
        <li key={product.id}>
          <ProductCard {...args} product={product} imageUrl={imageUrlOf(product)} href={`/product/${product.id}`} headingLevel="2" />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('article');
    // Worked out with Python's decimal (domain/src/taxReferenceFigures.py and by hand):
    // 339.999 / 1,105; 229.999 / 1,21 × 0,905; 74.999 / 1,21.
    const figures = ['$ 307.691,40', '$ 172.024,05', '$ 61.982,64'];
    for (const [i, card] of cards.entries()) {
      const legend = within(card).getByText(`Precio sin impuestos nacionales: ${figures[i]}`);
      await expect(legend).toBeVisible();
      await expect(legend.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    }
    // The cards of a row start their prices at the same height.
    const tops = cards.map((card) => card.getBoundingClientRect().top);
    await expect(new Set(tops.slice(0, 2)).size).toBe(1);
  },
};
