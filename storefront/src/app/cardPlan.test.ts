import { describe, expect, it } from 'vitest';
import { addToCart, emptyCart, type Product } from '@tienda/domain';
import { cartCardPlan, chosenInstallments } from './cardPlan';

const NOW = Date.UTC(2026, 10, 26, 18);
const phone = {
  id: 1,
  name: 'Celular Motorola G54',
  description: '',
  price: 119_994,
  final_price: '99999.00',
  internal_cost: 19_999,
  stock: 5,
  images: { default: [] },
  category: { id: 1, name: 'Celulares' },
  brand: { name: 'Motorola' },
  highlighted: false,
} as unknown as Product;

describe("the cart's 6 cuotas fijas by card", () => {
  const cart = addToCart(emptyCart(), phone);

  it("quotes the products' plan over what the purchase costs, shipping included", () => {
    expect(cartCardPlan(cart, 0, NOW)).toMatchObject({ installments: 6, installmentValue: 19_999, cashTotal: 99_999, totalFinanced: 119_994 });
    expect(cartCardPlan(cart, 5_000, NOW)?.cashTotal).toBe(104_999);
    // Until the shipping is known there is nothing to quote.
    expect(cartCardPlan(cart, null, NOW)).toBeNull();
  });

  it('asks for 6 only with a card or Mercado Pago, a plan to offer, and 6 chosen', () => {
    const plan = cartCardPlan(cart, 0, NOW);
    expect(chosenInstallments({ option: 'Tarjeta de crédito', installments: 6 }, plan)).toBe(6);
    expect(chosenInstallments({ option: 'Mercado Pago', installments: 6 }, plan)).toBe(6);
    expect(chosenInstallments({ option: 'Transferencia', installments: 6 }, plan)).toBe(1);
    expect(chosenInstallments({ option: 'Tarjeta de crédito' }, plan)).toBe(1);
    expect(chosenInstallments({ option: 'Tarjeta de crédito', installments: 6 }, null)).toBe(1);
  });
});
