// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@tienda/domain';

const product = (id: number, final_price: string, stock = 5): Product => ({
  id,
  name: `Producto ${id}`,
  price: Number(final_price) * 1.1,
  final_price,
  internal_cost: 1000,
  stock,
  description: '',
  images: { default: [] },
  category: { id: 1, name: 'Celulares' },
  brand: { name: 'Samsung' },
  highlighted: false,
});

// A fresh module per test: the cart is loaded from storage when the module starts, as on a page load.
const freshCart = async () => {
  vi.resetModules();
  return import('./cart');
};

describe('the cart in browser storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps lines, totals and coupon across a reload', async () => {
    const first = await freshCart();
    first.cartActions.add(product(1, '100000.00'));
    first.cartActions.add(product(2, '50000.50'), 2);
    first.cartActions.applyCoupon({ id: 1, code: 'BIENVENIDA10', discountType: 'PERCENTAGE', discountValue: 10 });

    const reloaded = await freshCart();
    const cart = reloaded.getCart();
    expect(cart.items.map((i) => [i.product.id, i.quantity])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(cart.total_price).toBe(200001);
    expect(cart.discountedTotal).toBe(180000.9);
  });

  it('recomputes totals instead of trusting what storage says', async () => {
    localStorage.setItem('cart', JSON.stringify({ items: [{ product: product(1, '1000.00'), quantity: 3 }], total_price: 1, coupon: null, discountedTotal: null }));
    const { getCart } = await freshCart();
    expect(getCart().total_price).toBe(3000);
  });

  it('survives a corrupt stored value', async () => {
    localStorage.setItem('cart', '{no es json');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { getCart } = await freshCart();
    expect(getCart().items).toEqual([]);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it('clearing empties the cart and removes the storage key', async () => {
    const { cartActions, getCart } = await freshCart();
    cartActions.add(product(1, '1000.00'));
    expect(localStorage.getItem('cart')).not.toBeNull();
    cartActions.clear();
    expect(getCart().items).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it("reads a cart kept by the previous version of the shop: the server's products, with their brand's id", async () => {
    const kept = { ...product(1, '1000.00'), brand: { id: 4, name: 'Samsung' } };
    localStorage.setItem(
      'cart',
      JSON.stringify({ items: [{ product: kept, quantity: 2 }], total_price: 2000, coupon: { id: 2, code: 'AHORRO5000', discountType: 'FIXED', discountValue: 500 }, discountedTotal: 1500 }),
    );
    const { getCart } = await freshCart();
    expect(getCart().items).toEqual([{ product: kept, quantity: 2 }]);
    expect(getCart().discountedTotal).toBe(1500);
  });

  it('keeps the good lines when a stored line or the coupon is not what it should be', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify({ items: [{ product: product(1, '1000.00'), quantity: 1 }, { quantity: 3 }, { product: { id: 9 }, quantity: 1 }], coupon: { code: 'X' } }),
    );
    const { getCart } = await freshCart();
    expect(getCart().items.map((i) => i.product.id)).toEqual([1]);
    expect(getCart().coupon).toBeNull();
    expect(getCart().total_price).toBe(1000);
  });
});
