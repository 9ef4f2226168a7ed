import { describe, expect, it } from 'vitest';
import { addToCart, emptyCart, type Product } from '@tienda/domain';
import { orderLines, planReorder, reorderMessage } from './reorder';

const product = (id: number, stock = 5) =>
  ({ id, name: `Producto ${id}`, price: 1000, final_price: '150000', internal_cost: 200, stock, images: { default: [] }, category: { id: 1, name: 'Celulares' }, brand: { name: 'Samsung' }, description: '', highlighted: false }) as Product;

describe("'Volver a comprar'", () => {
  it('adds what has stock, leaves what the cart already holds, and names what cannot be bought', () => {
    const cart = addToCart(emptyCart(), product(2), 1);
    const plan = planReorder(
      [
        { name: 'Producto 1', quantity: 3, product: product(1) },
        { name: 'Producto 2', quantity: 2, product: product(2) },
        { name: 'Producto 3', quantity: 1, product: product(3, 0) },
        { name: 'Retirado', quantity: 1, product: null },
      ],
      cart,
    );
    expect(plan.add).toEqual([{ product: product(1), quantity: 3 }]);
    expect(plan.alreadyInCart).toEqual(['Producto 2']);
    expect(plan.unavailable).toEqual(['Producto 3', 'Retirado']);
    expect(reorderMessage(plan)).toBe('Agregamos 1 producto a tu carrito. Ya tenías 1 producto en tu carrito. Sin stock: Producto 3, Retirado.');
  });

  it('asks for each product once', () => {
    const line = { productId: 1, name: 'Producto 1', quantity: 1, unitPrice: 100, image: null, ivaRate: 21, internalTaxRate: 0 };
    expect(orderLines({ products: [line, { ...line, quantity: 2 }, { ...line, productId: 2 }] }).map((l) => l.productId)).toEqual([1, 2]);
  });

  it('counts in Spanish', () => {
    expect(reorderMessage({ add: [{ product: product(1), quantity: 1 }, { product: product(2), quantity: 1 }], alreadyInCart: [], unavailable: [] })).toBe(
      'Agregamos 2 productos a tu carrito.',
    );
  });
});
