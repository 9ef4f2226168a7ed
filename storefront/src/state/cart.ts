import { useSyncExternalStore } from 'react';
import { array, is, number, optional, type, unknown } from 'superstruct';
import {
  addToCart,
  applyCoupon,
  clearCart,
  Coupon,
  decrement,
  emptyCart,
  increment,
  Product,
  removeCoupon,
  removeFromCart,
  setQuantity,
  type Cart,
} from '@tienda/domain';
import { onOtherTabChange, readJson, remove, STORAGE_KEYS, writeJson } from './storage';

// What storage keeps, checked line by line: a line that is not a product and a quantity is left
// out, never the whole cart, and a coupon that is not one leaves the lines alone. (A product kept
// by an older version of the shop may lack its brand's id: the cart's Product does not need it.)
const StoredCart = type({ items: array(unknown()), coupon: optional(unknown()) });
const StoredLine = type({ product: type(Product.schema), quantity: number() });

// The server renders every page with this empty cart. A browser with nothing stored hands React the
// very same object, so hydration finds nothing changed and renders no page a second time.
const EMPTY_CART = clearCart();

/**
 * The cart (spec §4 Cart): domain rules on plain data, kept in storage key 'cart' so it
 * survives reloads, and in step across tabs through the storage event. Read from storage when
 * first asked for, not while the page's scripts load.
 */
let current: Cart | undefined;
const listeners = new Set<() => void>();

function load(): Cart {
  const stored = readJson<unknown>(STORAGE_KEYS.cart);
  if (!is(stored, StoredCart)) return EMPTY_CART;
  // Rebuilt through the domain so totals are never trusted from storage.
  const items = stored.items
    .filter((line) => is(line, StoredLine))
    .reduce((cart, { product, quantity }) => addToCart(cart, product, quantity), emptyCart());
  const cart = is(stored.coupon, Coupon) ? applyCoupon(items, stored.coupon) : items;
  return cart.items.length === 0 && !cart.coupon ? EMPTY_CART : cart;
}

function commit(next: Cart) {
  current = next;
  if (next.items.length === 0 && !next.coupon) remove(STORAGE_KEYS.cart);
  else writeJson(STORAGE_KEYS.cart, next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const stop = onOtherTabChange([STORAGE_KEYS.cart], () => {
    current = load();
    listener();
  });
  return () => {
    listeners.delete(listener);
    stop();
  };
}

export const getCart = (): Cart => (current ??= load());

export const cartActions = {
  add: (product: Product, quantity = 1) => commit(addToCart(getCart(), product, quantity)),
  increment: (productId: number) => commit(increment(getCart(), productId)),
  decrement: (productId: number) => commit(decrement(getCart(), productId)),
  setQuantity: (productId: number, quantity: number) => commit(setQuantity(getCart(), productId, quantity)),
  remove: (productId: number) => commit(removeFromCart(getCart(), productId)),
  applyCoupon: (coupon: Coupon) => commit(applyCoupon(getCart(), coupon)),
  removeCoupon: () => commit(removeCoupon(getCart())),
  clear: () => commit(clearCart()),
};

// The stored cart fills in after hydration.
const getServerCart = () => EMPTY_CART;

export function useCart(): Cart {
  return useSyncExternalStore(subscribe, getCart, getServerCart);
}
