import { useSyncExternalStore } from 'react';
import {
  addToCart,
  applyCoupon,
  clearCart,
  decrement,
  emptyCart,
  increment,
  removeCoupon,
  removeFromCart,
  setQuantity,
  type Cart,
  type Coupon,
  type Product,
} from '@tienda/domain';
import { onOtherTabChange, readJson, remove, STORAGE_KEYS, writeJson } from './storage';

/**
 * The cart (spec §4 Cart): domain rules on plain data, kept in storage key 'cart' so it
 * survives reloads, and in step across tabs through the storage event.
 */
let current: Cart = load();
const listeners = new Set<() => void>();

function load(): Cart {
  const stored = readJson<Cart>(STORAGE_KEYS.cart);
  if (!stored || !Array.isArray(stored.items)) return emptyCart();
  // Rebuilt through the domain so totals are never trusted from storage.
  const items = stored.items.reduce((cart, { product, quantity }) => addToCart(cart, product, quantity), emptyCart());
  return stored.coupon ? applyCoupon(items, stored.coupon) : items;
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

export const cartActions = {
  add: (product: Product, quantity = 1) => commit(addToCart(current, product, quantity)),
  increment: (productId: number) => commit(increment(current, productId)),
  decrement: (productId: number) => commit(decrement(current, productId)),
  setQuantity: (productId: number, quantity: number) => commit(setQuantity(current, productId, quantity)),
  remove: (productId: number) => commit(removeFromCart(current, productId)),
  applyCoupon: (coupon: Coupon) => commit(applyCoupon(current, coupon)),
  removeCoupon: () => commit(removeCoupon(current)),
  clear: () => commit(clearCart()),
};

export const getCart = () => current;

// The server renders every page with an empty cart; the stored one fills in after hydration.
const EMPTY_CART = clearCart();
const getServerCart = () => EMPTY_CART;

export function useCart(): Cart {
  return useSyncExternalStore(subscribe, getCart, getServerCart);
}
