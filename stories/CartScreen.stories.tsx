import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { addToCart, applyCoupon, emptyCart, formatARS, removeCoupon, removeFromCart, setQuantity, type Coupon } from '@tienda/domain';
import { CartScreen, type CartScreenProps } from '@tienda/ui';
import { cartAtStockLimit, cartOf, cartWithCoupon, cartWithSoldOutLine, filledCart, welcomeCoupon } from './fixtures/cart';
import { demoProducts, headphones, imageUrlOf, phone, smartwatch, speaker } from './fixtures/products';

/** What the coupon call answers in these stories: the seeded coupons and their refusals. */
function validateCoupon(code: string): { coupon: Coupon } | { error: string } {
  if (code.toUpperCase() === welcomeCoupon.code) return { coupon: welcomeCoupon };
  if (code.toUpperCase() === 'VERANO2024') return { error: 'El cupón ingresado está vencido.' };
  return { error: 'El cupón ingresado no existe.' };
}

/** The screen with the storefront's part played by the domain: each callback really changes the cart. */
function CartWithState(args: CartScreenProps) {
  const [cart, setCart] = useState(args.cart);
  const [couponError, setCouponError] = useState(args.couponError ?? null);
  return (
    <CartScreen
      {...args}
      cart={cart}
      couponError={couponError}
      onQuantityChange={(productId, quantity) => {
        args.onQuantityChange(productId, quantity);
        setCart((current) => setQuantity(current, productId, quantity));
      }}
      onRemoveFromCart={(product) => {
        args.onRemoveFromCart(product);
        setCart((current) => removeFromCart(current, product.id));
      }}
      onAddToCart={(product) => {
        args.onAddToCart(product);
        setCart((current) => addToCart(current, product));
      }}
      onApplyCoupon={(code) => {
        args.onApplyCoupon(code);
        const answer = validateCoupon(code);
        if ('coupon' in answer) setCart((current) => applyCoupon(current, answer.coupon));
        setCouponError('error' in answer ? answer.error : null);
      }}
      onRemoveCoupon={() => {
        args.onRemoveCoupon();
        setCart((current) => removeCoupon(current));
      }}
    />
  );
}

const meta = {
  title: 'Pantallas/Cart',
  component: CartScreen,
  args: {
    cart: filledCart,
    recommended: demoProducts,
    productHref: (productId) => `/product/${productId}`,
    imageUrl: imageUrlOf,
    onQuantityChange: fn(),
    onRemoveFromCart: fn(),
    onAddToCart: fn(),
    onApplyCoupon: fn(),
    onRemoveCoupon: fn(),
  },
  render: (args) => <CartWithState {...args} />,
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof CartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart's own lines (the recommended cards below name the same products). */
const lines = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('list', { name: 'Productos en el carrito' }));

const lineOf = (canvasElement: HTMLElement, name: string) => lines(canvasElement).getByRole('link', { name }).closest('li') as HTMLElement;

/** The summary panel (a phone also has the sticky bar, with its own 'Continuar compra'). */
const summary = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Resumen de compra' }));

/** The figure a description list pairs with a label. */
const figureOf = (canvasElement: HTMLElement, label: string) =>
  summary(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Carrito de compras' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(lines(canvasElement).getAllByRole('listitem')).toHaveLength(3);
    await expect(lines(canvasElement).getByRole('link', { name: phone.name })).toHaveAttribute('href', '/product/101');
    await expect(figureOf(canvasElement, 'Total')).toHaveTextContent('$ 1.037.496,00');

    const phoneLine = within(lineOf(canvasElement, phone.name));
    await expect(phoneLine.getByText('$ 339.999,00')).toBeVisible();
    await expect(phoneLine.getByText('Stock: 12 · Hasta 5 por compra')).toBeVisible();
    await expect(phoneLine.getByRole('spinbutton', { name: 'Cantidad' })).toHaveAttribute('aria-valuenow', '2');
    await expect(summary(canvasElement).getByRole('link', { name: 'Continuar compra' })).toHaveAttribute('href', '/payment');
    await expect(canvas.getByRole('region', { name: 'Productos recomendados' })).toBeVisible();
  },
};

export const ChangingQuantities: Story = {
  // An interaction, played at desktop width; its states have their own stories at both widths.
  parameters: { snapshot: { widths: [1280] } },
  play: async ({ canvasElement, args }) => {
    // Plus and minus on the phone's line: the callback gets the next quantity, the total follows.
    const phoneLine = within(lineOf(canvasElement, phone.name));
    const quantity = phoneLine.getByRole('spinbutton', { name: 'Cantidad' });
    await userEvent.click(phoneLine.getByRole('button', { name: 'Sumar uno' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(phone.id, 3);
    await expect(quantity).toHaveAttribute('aria-valuenow', '3');
    await expect(figureOf(canvasElement, 'Productos')).toHaveTextContent(/^5$/);
    await expect(figureOf(canvasElement, 'Total')).toHaveTextContent('$ 1.377.495,00');
    await userEvent.click(phoneLine.getByRole('button', { name: 'Restar uno' }));
    await userEvent.click(phoneLine.getByRole('button', { name: 'Restar uno' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(phone.id, 1);
    await expect(args.onQuantityChange).toHaveBeenCalledTimes(3);
    await expect(figureOf(canvasElement, 'Total')).toHaveTextContent('$ 697.497,00');
    // At one unit, minus is off: a line leaves the cart only by its remove button.
    await expect(phoneLine.getByRole('button', { name: 'Restar uno' })).toBeDisabled();
  },
};

export const RemovingALine: Story = {
  // An interaction, played at desktop width; its states have their own stories at both widths.
  parameters: { snapshot: { widths: [1280] } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Quitar ${smartwatch.name} del carrito` }));
    await expect(args.onRemoveFromCart).toHaveBeenCalledOnce();
    await expect(args.onRemoveFromCart).toHaveBeenCalledWith(smartwatch);
    await expect(lines(canvasElement).queryByRole('link', { name: smartwatch.name })).not.toBeInTheDocument();
    await expect(lines(canvasElement).getAllByRole('listitem')).toHaveLength(2);
    await expect(figureOf(canvasElement, 'Total')).toHaveTextContent('$ 909.997,00');
    // The focus goes on to the line that took its place, not lost with the removed button.
    await expect(lines(canvasElement).getByRole('link', { name: speaker.name })).toHaveFocus();
    // The recommended smartwatch can be added again.
    await expect(canvas.getByRole('button', { name: `Agregar al carrito: ${smartwatch.name}` })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { cart: emptyCart() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Aún no tienes productos en el carrito' })).toBeVisible();
    await expect(canvas.getByText('Explora productos por categorías, precio, marcas y más')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explorar productos' })).toHaveAttribute('href', '/explore');
    await expect(canvas.queryByRole('region', { name: 'Resumen de compra' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Continuar compra' })).not.toBeInTheDocument();
    // Recommended products are still offered, and can be added from here.
    const recommended = within(canvas.getByRole('region', { name: 'Productos recomendados' }));
    await expect(recommended.getAllByRole('article')).toHaveLength(demoProducts.length);
  },
};

export const EmptyAddsFromRecommended: Story = {
  // An interaction, played at desktop width; its states have their own stories at both widths.
  parameters: { snapshot: { widths: [1280] } },
  args: { cart: emptyCart() },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Agregar al carrito: ${speaker.name}` }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(speaker);
    // The cart is no longer empty: the line and the summary appear, the card offers removal.
    await expect(lines(canvasElement).getByRole('link', { name: speaker.name })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Resumen de compra' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Quitar del carrito: ${speaker.name}` })).toBeVisible();
  },
};

export const RecommendedLoading: Story = {
  args: { recommended: [], recommendedLoading: true },
  parameters: { snapshot: { widths: [1280] } },
  play: async ({ canvas }) => {
    const recommended = within(canvas.getByRole('region', { name: 'Productos recomendados' }));
    await expect(recommended.getByRole('status')).toHaveTextContent('Cargando productos...');
    await expect(recommended.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const ApplyingACoupon: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cupón de descuento' }), 'BIENVENIDA10');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
    await expect(args.onApplyCoupon).toHaveBeenCalledOnce();
    await expect(args.onApplyCoupon).toHaveBeenCalledWith('BIENVENIDA10');
    await expect(canvas.getByText('Cupón aplicado').parentElement).toHaveTextContent('Cupón aplicado BIENVENIDA10');
    // The focus follows the field's change, to the sentence that confirms it.
    await expect(canvas.getByText('Cupón aplicado').parentElement).toHaveFocus();
    await expect(figureOf(canvasElement, 'Cupón BIENVENIDA10')).toHaveTextContent('-$ 103.749,60');
    await expect(figureOf(canvasElement, 'Total')).toHaveTextContent('$ 933.746,40');
  },
};

export const CouponApplied: Story = {
  args: { cart: cartWithCoupon },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Cupón aplicado').parentElement).toHaveTextContent('Cupón aplicado BIENVENIDA10');
    await expect(canvas.getByRole('button', { name: 'Quitar cupón' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Cupón de descuento' })).not.toBeInTheDocument();
    await expect(figureOf(canvasElement, 'Subtotal')).toHaveTextContent('$ 1.037.496,00');
    await expect(figureOf(canvasElement, 'Cupón BIENVENIDA10')).toHaveTextContent('-$ 103.749,60');
    await expect(figureOf(canvasElement, 'Total')).toHaveTextContent('$ 933.746,40');
  },
};

export const RemovingTheCoupon: Story = {
  // An interaction, played at desktop width; its states have their own stories at both widths.
  parameters: { snapshot: { widths: [1280] } },
  args: { cart: cartWithCoupon },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar cupón' }));
    await expect(args.onRemoveCoupon).toHaveBeenCalledOnce();
    // Back to the empty field, with the focus in it; the total without discount.
    const input = canvas.getByRole('textbox', { name: 'Cupón de descuento' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('');
    await expect(summary(canvasElement).queryByText('Cupón BIENVENIDA10')).not.toBeInTheDocument();
    await expect(figureOf(canvasElement, 'Total')).toHaveTextContent('$ 1.037.496,00');
  },
};

export const CouponBlank: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Cupón de descuento' });
    await userEvent.type(input, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
    await expect(args.onApplyCoupon).not.toHaveBeenCalled();
    await expect(input).toHaveAccessibleDescription('Por favor ingrese un código de cupón');
    await expect(input).toHaveFocus();
  },
};

export const CouponRefused: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Cupón de descuento' });
    await userEvent.type(input, 'VERANO2024{Enter}');
    await expect(args.onApplyCoupon).toHaveBeenCalledWith('VERANO2024');
    // The server's message, as it sent it.
    await expect(input).toHaveAccessibleDescription('El cupón ingresado está vencido.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText('Cupón aplicado')).not.toBeInTheDocument();
  },
};

export const CouponErrorWithoutServerMessage: Story = {
  args: { couponError: 'Error al validar el cupón' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Cupón de descuento' });
    await expect(input).toHaveAccessibleDescription('Error al validar el cupón');
  },
};

export const CouponBusy: Story = {
  args: { couponBusy: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Cupón de descuento' });
    await userEvent.type(input, 'AHORRO5000{Enter}');
    // While the server answers, the code is not sent twice.
    await expect(args.onApplyCoupon).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Procesando...' })).toBeDisabled();
  },
};

export const LineAtStockLimit: Story = {
  args: { cart: cartAtStockLimit },
  play: async ({ canvasElement, args }) => {
    const speakerLine = within(lineOf(canvasElement, speaker.name));
    await expect(speakerLine.getByText('Stock: 3')).toBeVisible();
    const plus = speakerLine.getByRole('button', { name: 'Sumar uno' });
    await expect(plus).toBeDisabled();
    await userEvent.click(plus, { pointerEventsCheck: 0 });
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await expect(speakerLine.getByRole('spinbutton', { name: 'Cantidad' })).toHaveAttribute('aria-valuenow', '3');
    // The other line is not at its limit.
    await expect(within(lineOf(canvasElement, phone.name)).getByRole('button', { name: 'Sumar uno' })).toBeEnabled();
  },
};

export const ProductRanOutOfStock: Story = {
  args: { cart: cartWithSoldOutLine },
  play: async ({ canvas, canvasElement }) => {
    const soldOutLine = within(lineOf(canvasElement, headphones.name));
    await expect(soldOutLine.getByText('Sin stock: quitalo para continuar')).toBeVisible();
    await expect(soldOutLine.getByText('Stock: 0')).toBeVisible();
    await expect(soldOutLine.getByRole('button', { name: 'Sumar uno' })).toBeDisabled();
    // No way forward while it is there, and the reason is given.
    const blocked = summary(canvasElement).getByRole('button', { name: 'Continuar compra' });
    await expect(blocked).toBeDisabled();
    await expect(blocked).toHaveAccessibleDescription('Hay productos sin stock en tu carrito: quitalos para continuar.');
    await expect(canvas.queryByRole('link', { name: 'Continuar compra' })).not.toBeInTheDocument();
  },
};

export const RemovingTheSoldOutLine: Story = {
  // An interaction, played at desktop width; its states have their own stories at both widths.
  parameters: { snapshot: { widths: [1280] } },
  args: { cart: cartWithSoldOutLine },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Quitar ${headphones.name} del carrito` }));
    await expect(args.onRemoveFromCart).toHaveBeenCalledWith(headphones);
    await expect(canvas.queryByText('Sin stock: quitalo para continuar')).not.toBeInTheDocument();
    await expect(summary(canvasElement).getByRole('link', { name: 'Continuar compra' })).toHaveAttribute('href', '/payment');
    // It was the last line: the focus goes to the new last one.
    await expect(lines(canvasElement).getByRole('link', { name: phone.name })).toHaveFocus();
  },
};

export const RemovingTheLastProduct: Story = {
  args: { cart: cartOf([[speaker, 1]]) },
  parameters: { snapshot: { widths: [1280] } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Quitar ${speaker.name} del carrito` }));
    await expect(args.onRemoveFromCart).toHaveBeenCalledWith(speaker);
    // The cart is empty: its message, and the focus on the way on.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Aún no tienes productos en el carrito' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explorar productos' })).toHaveFocus();
  },
};

export const MobileSummaryOneTapAway: Story = {
  globals: { viewport: { value: 'mobile' } },
  // A phone's height, so the picture shows the bar where the phone shows it.
  parameters: { snapshot: { widths: [390], height: 844 } },
  play: async ({ canvas, canvasElement }) => {
    const total = canvas.getByRole('button', { name: /ver resumen de compra/ });
    // formatARS puts a non-breaking space after the sign, as the screen does.
    await expect(total).toHaveAccessibleName(`Total ${formatARS(1_037_496)}, ver resumen de compra`);
    // The bar stays at the bottom of the screen while the lines scroll under it.
    // The bar holds the button, the link and the total's legend.
    const bar = total.parentElement!;
    await expect(getComputedStyle(bar).position).toBe('sticky');
    await expect(within(bar).getByText(/^Precio sin impuestos nacionales: \$/)).toBeVisible();
    await expect(within(bar).getByRole('link', { name: 'Continuar compra' })).toHaveAttribute('href', '/payment');
    await userEvent.click(total);
    const panel = canvas.getByRole('region', { name: 'Resumen de compra' });
    await expect(panel.parentElement).toHaveFocus();
    await expect(figureOf(canvasElement, 'Total')).toHaveTextContent('$ 1.037.496,00');
    // Back to the top for the picture: the bar at the bottom of the first screen.
    window.scrollTo(0, 0);
  },
};

export const DesktopHasNoBar: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { snapshot: { widths: [1280] } },
  play: async ({ canvas }) => {
    // On a desktop the side panel is the summary: the phone's bar is not there at all.
    await expect(canvas.queryByRole('button', { name: /ver resumen de compra/ })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: 'Continuar compra' })).toHaveLength(1);
  },
};
