import { describe, it, expect } from 'vitest';
import {
  addToCart,
  applyCoupon,
  clampQuantity,
  MAX_UNITS_PER_PRODUCT,
  UNITS_PER_PRODUCT_EXCEEDED,
  unitsAllowed,
  clearCart,
  couponDiscount,
  decrement,
  emptyCart,
  increment,
  isInCart,
  itemCount,
  removeCoupon,
  removeFromCart,
  setQuantity,
  type Cart,
} from './cart';
import type { Product } from './contracts/catalog';
import type { Coupon } from './contracts/coupons';

function product(id: number, final_price: string, stock: number): Product {
  return {
    id,
    name: `Producto ${id}`,
    price: Number(final_price) * 1.2,
    final_price,
    internal_cost: 100,
    stock,
    description: '<p>Descripción</p>',
    images: { default: [`producto-${id}.png`] },
    category: { id: 1, name: 'Celulares' },
    brand: { name: 'Marca' },
    highlighted: false,
  };
}

const phone = product(1, '1000.50', 3);
const speaker = product(2, '250', 1);
const soldOut = product(3, '999', 0);

const percent10: Coupon = { id: 1, code: 'DIEZ', discountType: 'PERCENTAGE', discountValue: 10 };
const fixed300: Coupon = { id: 2, code: 'TRESCIENTOS', discountType: 'FIXED', discountValue: 300 };
const fixed5000: Coupon = { id: 3, code: 'CINCOMIL', discountType: 'FIXED', discountValue: 5000 };
// A type the engine might send that is neither of the two the cart knows.
const otherType = { ...fixed300, discountType: 'MONTO' } as unknown as Coupon;

/** A cart holding the phone once. */
const withPhone = addToCart(emptyCart(), phone);
/** The phone at its stock (3) and the speaker (1): 3001.50 + 250. */
const full = addToCart(setQuantity(withPhone, phone.id, 3), speaker);

const quantities = (cart: Cart) => cart.items.map((item) => [item.product.id, item.quantity]);

describe('emptyCart and clearCart', () => {
  it.each([
    ['emptyCart()', emptyCart()],
    ['clearCart()', clearCart()],
  ])('%s has no items, no total and no coupon', (_name, cart) => {
    expect(cart).toEqual({ items: [], total_price: 0, coupon: null, discountedTotal: null });
  });
});

describe('addToCart', () => {
  it.each<[string, Cart, Product, number | undefined, number[][], number]>([
    ['adds one unit by default', emptyCart(), phone, undefined, [[1, 1]], 1000.5],
    ['adds the quantity asked', emptyCart(), phone, 2, [[1, 2]], 2001],
    ['clamps the quantity to the stock', emptyCart(), phone, 10, [[1, 3]], 3001.5],
    ['raises a quantity below 1 to 1', emptyCart(), phone, 0, [[1, 1]], 1000.5],
    ['appends after the existing lines', withPhone, speaker, 1, [[1, 1], [2, 1]], 1250.5],
    ['does not add a product twice', withPhone, phone, 2, [[1, 1]], 1000.5],
    ['does not add a product with stock 0', emptyCart(), soldOut, 1, [], 0],
  ])('%s', (_rule, cart, added, quantity, expectedQuantities, expectedTotal) => {
    const result = addToCart(cart, added, quantity);
    expect(quantities(result)).toEqual(expectedQuantities);
    expect(result.total_price).toBe(expectedTotal);
  });
});

describe('increment, decrement and setQuantity', () => {
  const twoPhones = setQuantity(withPhone, phone.id, 2);
  const threePhones = setQuantity(withPhone, phone.id, 3);

  it.each<[string, Cart, number]>([
    ['plus adds one unit', increment(withPhone, phone.id), 2],
    ['plus stops at the stock', increment(threePhones, phone.id), 3],
    ['minus takes one unit away', decrement(twoPhones, phone.id), 1],
    ['minus stops at 1', decrement(withPhone, phone.id), 1],
    ['set takes the quantity', setQuantity(withPhone, phone.id, 2), 2],
    ['set drops the fraction', setQuantity(withPhone, phone.id, 2.7), 2],
    ['set clamps to the stock', setQuantity(withPhone, phone.id, 99), 3],
    ['set clamps 0 to 1', setQuantity(twoPhones, phone.id, 0), 1],
    ['set clamps negatives to 1', setQuantity(twoPhones, phone.id, -3), 1],
    ['set turns NaN into 1', setQuantity(twoPhones, phone.id, Number.NaN), 1],
  ])('%s', (_rule, cart, expectedQuantity) => {
    expect(cart.items[0]?.quantity).toBe(expectedQuantity);
    expect(cart.total_price).toBe(1000.5 * expectedQuantity);
  });

  it.each([
    ['increment', increment(withPhone, speaker.id)],
    ['decrement', decrement(withPhone, speaker.id)],
    ['setQuantity', setQuantity(withPhone, speaker.id, 2)],
  ])('%s of a product not in the cart changes nothing', (_name, cart) => {
    expect(quantities(cart)).toEqual([[1, 1]]);
  });
});

describe('clampQuantity', () => {
  it.each([
    [2, 5, 2],
    [9, 5, 5],
    [0, 5, 1],
    [3.9, 5, 3],
    [Number.POSITIVE_INFINITY, 5, 5],
    [Number.NaN, 5, 1],
    [2, 0, 1],
    // However much stock there is, one order takes a household's units of a product.
    [9, 40, MAX_UNITS_PER_PRODUCT],
    [6, 6, MAX_UNITS_PER_PRODUCT],
  ])('quantity %d with stock %d → %d', (quantity, stock, expected) => {
    expect(clampQuantity(quantity, stock)).toBe(expected);
  });

  it('stops adding, plus and typing at the cap of units per product', () => {
    const plenty = product(9, '100.00', 40);
    const added = addToCart(emptyCart(), plenty, 12);
    expect(quantities(added)).toEqual([[9, MAX_UNITS_PER_PRODUCT]]);
    expect(quantities(increment(added, 9))).toEqual([[9, MAX_UNITS_PER_PRODUCT]]);
    expect(quantities(setQuantity(added, 9, 6))).toEqual([[9, MAX_UNITS_PER_PRODUCT]]);
    expect(unitsAllowed(40)).toBe(5);
    expect(unitsAllowed(3)).toBe(3);
    expect(UNITS_PER_PRODUCT_EXCEEDED).toBe('Puedes llevar hasta 5 unidades de cada producto por compra.');
  });
});

describe('removeFromCart', () => {
  it.each<[string, number, number[][], number]>([
    ['removes the line', phone.id, [[2, 1]], 250],
    ['ignores a product not in the cart', soldOut.id, [[1, 3], [2, 1]], 3251.5],
  ])('%s', (_rule, productId, expectedQuantities, expectedTotal) => {
    const result = removeFromCart(full, productId);
    expect(quantities(result)).toEqual(expectedQuantities);
    expect(result.total_price).toBe(expectedTotal);
  });
});

describe('couponDiscount', () => {
  it.each<[string, Coupon, number, number]>([
    ['percentage of the total', percent10, 1000, 100],
    ['percentage rounded to cents', { ...percent10, discountValue: 33 }, 100.01, 33],
    ['percentage above 100 stops at the total', { ...percent10, discountValue: 150 }, 1000, 1000],
    ['negative percentage gives nothing', { ...percent10, discountValue: -5 }, 1000, 0],
    ['fixed amount', fixed300, 1000, 300],
    ['fixed amount larger than the total stops at the total', fixed5000, 1000, 1000],
    ['negative fixed amount gives nothing', { ...fixed300, discountValue: -50 }, 1000, 0],
    ['any other type counts as fixed', otherType, 1000, 300],
    ['nothing off an empty cart', percent10, 0, 0],
  ])('%s', (_rule, coupon, total, expected) => {
    expect(couponDiscount(coupon, total)).toBe(expected);
  });
});

describe('coupon on the cart', () => {
  // The phone and the speaker with 10 % off: 3251.50 − 325.15.
  const discounted = applyCoupon(full, percent10);

  it.each<[string, Cart, number, number | null]>([
    ['applying sets discountedTotal', discounted, 3251.5, 2926.35],
    ['recalculated after adding', addToCart(applyCoupon(withPhone, percent10), speaker), 1250.5, 1125.45],
    ['recalculated after plus', increment(applyCoupon(withPhone, percent10), phone.id), 2001, 1800.9],
    ['recalculated after minus', decrement(discounted, phone.id), 2251, 2025.9],
    ['recalculated after setting a quantity', setQuantity(discounted, phone.id, 1), 1250.5, 1125.45],
    ['recalculated after removing', removeFromCart(discounted, phone.id), 250, 225],
    ['fixed coupon larger than the total leaves 0', applyCoupon(full, fixed5000), 3251.5, 0],
    ['fixed coupon subtracted', applyCoupon(full, fixed300), 3251.5, 2951.5],
    ['removing the coupon clears discountedTotal', removeCoupon(discounted), 3251.5, null],
    ['clearing drops the coupon', clearCart(), 0, null],
  ])('%s', (_rule, cart, expectedTotal, expectedDiscounted) => {
    expect(cart.total_price).toBe(expectedTotal);
    expect(cart.discountedTotal).toBe(expectedDiscounted);
  });

  it.each([
    ['applyCoupon', discounted, percent10],
    ['removeCoupon', removeCoupon(discounted), null],
  ])('%s sets the coupon', (_name, cart, expected) => {
    expect(cart.coupon).toEqual(expected);
  });
});

describe('itemCount and isInCart', () => {
  it.each([
    ['empty', emptyCart(), 0],
    ['one phone', withPhone, 1],
    ['three phones and a speaker', full, 4],
  ])('%s counts %i units', (_name, cart, expected) => {
    expect(itemCount(cart)).toBe(expected);
  });

  it.each([
    [phone.id, true],
    [speaker.id, false],
  ])('product %i in the cart with the phone: %s', (productId, expected) => {
    expect(isInCart(withPhone, productId)).toBe(expected);
  });
});

describe('immutability', () => {
  function deepFreeze<T>(value: T): T {
    if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
      Object.values(value).forEach(deepFreeze);
      Object.freeze(value);
    }
    return value;
  }

  // Frozen inputs make any in-place write throw (modules run in strict mode).
  const input = deepFreeze(applyCoupon(full, percent10));
  const snapshot = JSON.stringify(input);

  it.each<[string, (cart: Cart) => Cart]>([
    ['addToCart', (cart) => addToCart(cart, product(4, '10', 5))],
    ['increment', (cart) => increment(cart, speaker.id)],
    ['decrement', (cart) => decrement(cart, phone.id)],
    ['setQuantity', (cart) => setQuantity(cart, phone.id, 1)],
    ['removeFromCart', (cart) => removeFromCart(cart, phone.id)],
    ['applyCoupon', (cart) => applyCoupon(cart, fixed300)],
    ['removeCoupon', (cart) => removeCoupon(cart)],
  ])('%s returns a new cart and leaves its input alone', (_name, operation) => {
    const result = operation(input);
    expect(result).not.toBe(input);
    expect(JSON.stringify(input)).toBe(snapshot);
  });
});
