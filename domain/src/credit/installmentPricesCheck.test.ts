import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { installmentOfferRates } from './installmentOffer';
import { installmentPricesProblem } from './installmentPricesCheck';

const spaced = (text: string | null) => text?.replace(/\u00a0/g, ' ') ?? null;

describe('installmentPricesProblem', () => {
  it('accepts the demo figures and a list price within the instalments’ rounding', () => {
    expect(installmentPricesProblem({ price: 119_994, final_price: '99999.00', internal_cost: 19_999 })).toBeNull();
    // 6 × $ 79.999,83 = $ 479.998,98; up to 3 centavos away is rounding.
    expect(installmentPricesProblem({ price: 479_999.01, final_price: 407_999, internal_cost: 79_999.83 })).toBeNull();
    // No cost at all is an offer too (TEA 0 %).
    expect(installmentPricesProblem({ price: 600, final_price: 600, internal_cost: 100 })).toBeNull();
  });

  it('refuses instalments that add up to less than the cash price', () => {
    expect(spaced(installmentPricesProblem({ price: 540, final_price: 600, internal_cost: 90 }))).toBe(
      'Las 6 cuotas de $ 90,00 suman $ 540,00, menos que el precio de contado de $ 600,00: las cuotas no pueden costar menos que el contado.',
    );
  });

  it('refuses a price that is not the instalments’ total', () => {
    expect(spaced(installmentPricesProblem({ price: 700, final_price: 600, internal_cost: 110 }))).toBe(
      'El precio debe ser el total de las 6 cuotas de $ 110,00: $ 660,00, no $ 700,00.',
    );
    expect(spaced(installmentPricesProblem({ price: 479_999.02, final_price: 407_999, internal_cost: 79_999.83 }))).toBe(
      'El precio debe ser el total de las 6 cuotas de $ 79.999,83: $ 479.998,98, no $ 479.999,02.',
    );
  });

  it.each([
    { price: 0, final_price: 600, internal_cost: 100 },
    { price: 600, final_price: '0', internal_cost: 100 },
    { price: 600, final_price: 600, internal_cost: 0 },
  ])('refuses a figure that is not above zero: %o', (prices) => {
    expect(installmentPricesProblem(prices)).toBe('El precio, el precio de contado y el valor de la cuota deben ser mayores que cero.');
  });

  it('accepts exactly the figures whose offer can be disclosed', () => {
    const centavos = fc.integer({ min: 0, max: 200_000_00 }).map((n) => n / 100);
    fc.assert(
      fc.property(centavos, centavos, fc.integer({ min: -10, max: 10 }), (cash, installment, off) => {
        const prices = { price: Math.round(installment * 600 + off) / 100, final_price: cash, internal_cost: installment };
        expect(installmentPricesProblem(prices) === null).toBe(installmentOfferRates(prices) !== null);
      }),
    );
  });
});
