// The cart of spec §4: every operation returns a new cart with totals and coupon recalculated,
// so a cart read back from storage or built by hand can never carry a stale total.
import { QUANTITY_MIN } from './constants';
import { roundMoney, toNumber } from './money';
import type { Product } from './contracts/catalog';
import type { Coupon } from './contracts/coupons';

export type ProductId = number;

export type CartItem = {
  product: Product;
  quantity: number;
  /** Carried along for the shipping quote; its shape is not the cart's business. */
  shippingData?: unknown;
};

export type Cart = {
  items: readonly CartItem[];
  total_price: number;
  coupon: Coupon | null;
  /** total_price minus the coupon discount; null while no coupon is applied. */
  discountedTotal: number | null;
};

/** A percentage of the total, or a fixed amount; never below zero nor above the total. */
export function couponDiscount(coupon: Coupon, total: number): number {
  const raw =
    coupon.discountType === 'PERCENTAGE' ? (total * coupon.discountValue) / 100 : coupon.discountValue;
  return roundMoney(Math.min(Math.max(raw, 0), total));
}

function buildCart(items: readonly CartItem[], coupon: Coupon | null): Cart {
  const total_price = roundMoney(
    items.reduce((sum, { product, quantity }) => sum + toNumber(product.final_price) * quantity, 0),
  );
  const discountedTotal = coupon ? roundMoney(total_price - couponDiscount(coupon, total_price)) : null;
  return { items, total_price, coupon, discountedTotal };
}

/**
 * The most units of one product a single order may take: what a household buys, never a shelf
 * (one buyer must not hold a product's whole stock in an unpaid order). The server refuses more.
 */
export const MAX_UNITS_PER_PRODUCT = 5;
export const UNITS_PER_PRODUCT_EXCEEDED = `Puedes llevar hasta ${MAX_UNITS_PER_PRODUCT} unidades de cada producto por compra.`;

/** The units of a product one order may take: its stock, up to MAX_UNITS_PER_PRODUCT. */
export const unitsAllowed = (stock: number) => Math.min(stock, MAX_UNITS_PER_PRODUCT);

/**
 * An integer in QUANTITY_MIN..unitsAllowed(stock); a line never drops below one unit, even if
 * stock ran out.
 */
export function clampQuantity(quantity: number, stock: number): number {
  const whole = Number.isNaN(quantity) ? QUANTITY_MIN : Math.trunc(quantity);
  return Math.max(QUANTITY_MIN, Math.min(whole, unitsAllowed(stock)));
}

function updateQuantity(cart: Cart, productId: ProductId, next: (quantity: number) => number): Cart {
  const items = cart.items.map((item) =>
    item.product.id === productId
      ? { ...item, quantity: clampQuantity(next(item.quantity), item.product.stock) }
      : item,
  );
  return buildCart(items, cart.coupon);
}

export function emptyCart(): Cart {
  return buildCart([], null);
}

/** Clearing drops the items and the coupon alike: the cart starts over. */
export const clearCart = emptyCart;

export function isInCart(cart: Cart, productId: ProductId): boolean {
  return cart.items.some((item) => item.product.id === productId);
}

/** Adding a product already in the cart, or one out of stock, changes nothing. */
export function addToCart(cart: Cart, product: Product, quantity = QUANTITY_MIN): Cart {
  const addable = product.stock > 0 && !isInCart(cart, product.id);
  const items = addable
    ? [...cart.items, { product, quantity: clampQuantity(quantity, product.stock) }]
    : cart.items;
  return buildCart(items, cart.coupon);
}

export function increment(cart: Cart, productId: ProductId): Cart {
  return updateQuantity(cart, productId, (quantity) => quantity + 1);
}

export function decrement(cart: Cart, productId: ProductId): Cart {
  return updateQuantity(cart, productId, (quantity) => quantity - 1);
}

export function setQuantity(cart: Cart, productId: ProductId, quantity: number): Cart {
  return updateQuantity(cart, productId, () => quantity);
}

export function removeFromCart(cart: Cart, productId: ProductId): Cart {
  return buildCart(
    cart.items.filter((item) => item.product.id !== productId),
    cart.coupon,
  );
}

export function applyCoupon(cart: Cart, coupon: Coupon): Cart {
  return buildCart(cart.items, coupon);
}

export function removeCoupon(cart: Cart): Cart {
  return buildCart(cart.items, null);
}

/** Units in the cart, for the header badge and the summary. */
export function itemCount(cart: Cart): number {
  return cart.items.reduce((count, item) => count + item.quantity, 0);
}
