import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { installmentOfferRates } from './installmentOffer';

// Reference figures by referenceFigures.py (beside this file): Python decimal at 50 digits, the IRR of
// 6 monthly payments of internal_cost against final_price by the secant method (the code bisects),
// TNA = i × 365/30 and TEA = (1 + i)^(365/30) − 1. In a spreadsheet: =RATE(6; -79999.83; 407999).
describe('installmentOfferRates', () => {
  it('prices 6 × $ 79.999,83 against $ 407.999 cash at TNA 59,02 %, TEA and CFTEA 77,95 %', () => {
    // Reference: TNA 59.018226 %, TEA 77.946835 %.
    expect(installmentOfferRates({ price: 479_999, final_price: '407999.00', internal_cost: 79_999.83 })).toEqual({
      installments: 6,
      installment: 79_999.83,
      cashPrice: 407_999,
      totalFinanced: 479_998.98,
      financingCost: 71_999.98,
      tna: 59.02,
      tea: 77.95,
      cftea: 77.95,
    });
  });

  it('prices an offer with no cost at zero', () => {
    expect(installmentOfferRates({ price: 600, final_price: 600, internal_cost: 100 })).toMatchObject({ tna: 0, tea: 0, cftea: 0, financingCost: 0 });
  });

  it.each([
    ['instalments adding up to less than the cash price', { price: 540, final_price: 600, internal_cost: 90 }],
    ['a list price that is not the instalments’ total', { price: 700, final_price: 600, internal_cost: 110 }],
    ['no instalment', { price: 0, final_price: 600, internal_cost: 0 }],
    ['no cash price', { price: 600, final_price: '0', internal_cost: 100 }],
  ])('refuses %s', (_, prices) => {
    expect(installmentOfferRates(prices)).toBeNull();
  });

  it('accepts a list price within the centavos the instalments were rounded by', () => {
    // 6 × $ 79.999,83 = $ 479.998,98: six roundings of half a centavo reach $ 479.999,01 at most.
    expect(installmentOfferRates({ price: 479_998.95, final_price: 407_999, internal_cost: 79_999.83 })).not.toBeNull();
    expect(installmentOfferRates({ price: 479_999.01, final_price: 407_999, internal_cost: 79_999.83 })).not.toBeNull();
    expect(installmentOfferRates({ price: 479_999.02, final_price: 407_999, internal_cost: 79_999.83 })).toBeNull();
    expect(installmentOfferRates({ price: 479_998.94, final_price: 407_999, internal_cost: 79_999.83 })).toBeNull();
  });

  it('has TEA ≥ TNA and a cost that grows with the instalment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100_000, max: 100_000_000 }), fc.double({ min: 1, max: 1.5, noNaN: true }), (cashCentavos, markup) => {
        const cash = cashCentavos / 100;
        const installmentCentavos = Math.round((cashCentavos * markup) / 6);
        const installment = installmentCentavos / 100;
        const rates = installmentOfferRates({ price: installment * 6, final_price: cash, internal_cost: installment });
        if (installmentCentavos * 6 < cashCentavos) {
          expect(rates).toBeNull();
          return;
        }
        expect(rates).not.toBeNull();
        expect(rates!.tea).toBeGreaterThanOrEqual(rates!.tna);
        const dearer = installmentOfferRates({ price: (installment + 1) * 6, final_price: cash, internal_cost: installment + 1 });
        expect(dearer!.tea).toBeGreaterThanOrEqual(rates!.tea);
      }),
    );
  });
});
