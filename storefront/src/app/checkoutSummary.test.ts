import { describe, expect, it } from 'vitest';
import { addToCart, applyCoupon, emptyCart, type Product } from '@tienda/domain';
import { checkoutStepsFor, summaryFigures } from './checkoutSummary';

const product = { id: 1, name: 'Parlante', price: 1000, final_price: '100000.50', internal_cost: 200, stock: 5, images: { default: [] }, category: { id: 3, name: 'Parlantes' }, brand: { name: 'JBL' }, description: '', highlighted: false } as Product;
const cart = addToCart(emptyCart(), product, 2);

describe('the figures of the checkout summary', () => {
  it('adds the shipping to the total; unknown shipping adds nothing yet', () => {
    // Without national taxes (a product kept without rates: 21 %): 2 × 100.000,50 / 1,21 = 2 × 82.645,04,
    // plus 4.520,50 / 1,21 = 3.735,95 of shipping, worked out by hand.
    expect(summaryFigures(cart, 4520.5)).toEqual({
      itemCount: 2,
      subtotal: 200001,
      coupon: undefined,
      shipping: 4520.5,
      total: 204521.5,
      totalWithoutNationalTaxes: 169_026.03,
    });
    expect(summaryFigures(cart, null).total).toBe(200001);
  });

  it('takes the coupon off before the shipping', () => {
    const withCoupon = applyCoupon(cart, { id: 1, code: 'BIENVENIDA10', discountType: 'PERCENTAGE', discountValue: 10 });
    expect(summaryFigures(withCoupon, 0)).toMatchObject({ subtotal: 200001, coupon: { code: 'BIENVENIDA10', discount: 20000.1 }, shipping: 0, total: 180000.9 });
  });
});

describe('the steps of the checkout', () => {
  it('are four for a guest; a member skips the contact', () => {
    expect(checkoutStepsFor(false)).toEqual(['contact', 'delivery', 'payment', 'summary']);
    expect(checkoutStepsFor(true)).toEqual(['delivery', 'payment', 'summary']);
  });
});
