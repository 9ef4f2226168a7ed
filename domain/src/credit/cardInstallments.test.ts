import { describe, expect, it } from 'vitest';
import { cardInstallmentPlan, cardPlanLine, chargedInstallments, chargedTotal } from './cardInstallments';
import { installmentOfferRates } from './installmentOffer';
import { frenchInstallment } from './loanQuote';
import { periodRateFromTna } from './rates';

// 26/11/2026 15:00 in Buenos Aires.
const NOW = Date.UTC(2026, 10, 26, 18, 0);
const phone = { price: '119994.00', final_price: '99999.00', internal_cost: '19999.00' };

describe('the "6 cuotas fijas" by card or Mercado Pago', () => {
  it('for one product with no coupon nor shipping: its internal_cost six times, its list price in all, its card rates', () => {
    const plan = cardInstallmentPlan([{ product: phone, quantity: 1 }], 99_999, NOW);
    const rates = installmentOfferRates(phone)!;
    expect(plan).toEqual({
      installments: 6,
      installmentValue: 19_999,
      cashTotal: 99_999,
      totalFinanced: 119_994,
      tna: rates.tna,
      tea: rates.tea,
      cftea: rates.cftea,
    });
    // Independently: 99.999 at the plan's monthly rate over 6 months is 19.999 by the French formula.
    expect(frenchInstallment(99_999, periodRateFromTna(plan!.tna), 6)).toBeCloseTo(19_999, 0);
    expect(plan!.cftea).toBeGreaterThanOrEqual(plan!.tea);
    expect(plan!.tea).toBeGreaterThan(plan!.tna);
  });

  it('several products: the sum of their prices, instalments summed', () => {
    const a = { price: '60000.00', final_price: '50000.00', internal_cost: '10000.00' };
    const b = { price: '30000.00', final_price: '27000.00', internal_cost: '5000.00' };
    const plan = cardInstallmentPlan([{ product: a, quantity: 2 }, { product: b, quantity: 1 }], 127_000, NOW);
    expect(plan?.installmentValue).toBe(25_000);
    expect(plan?.totalFinanced).toBe(150_000);
  });

  it('finances shipping at the same rate: more cash, a larger instalment, the same CFTEA', () => {
    const bare = cardInstallmentPlan([{ product: phone, quantity: 1 }], 99_999, NOW)!;
    const shipped = cardInstallmentPlan([{ product: phone, quantity: 1 }], 104_999, NOW)!;
    expect(shipped.installmentValue).toBeGreaterThan(bare.installmentValue);
    expect(shipped.totalFinanced).toBeGreaterThan(119_994);
    expect(shipped.cftea).toBe(bare.cftea);
  });

  it('offers no plan when the instalments add up to less than the cash price, nor for nothing to pay', () => {
    expect(cardInstallmentPlan([{ product: { price: '50000', final_price: '60000', internal_cost: '8333.33' }, quantity: 1 }], 60_000, NOW)).toBeNull();
    expect(cardInstallmentPlan([{ product: phone, quantity: 1 }], 0, NOW)).toBeNull();
  });

  it('the provider charges the total financed in its instalments, or the cash total once', () => {
    const cardPlan = cardInstallmentPlan([{ product: phone, quantity: 1 }], 99_999, NOW);
    expect(chargedTotal({ total: 99_999, cardPlan })).toBe(119_994);
    expect(chargedInstallments({ cardPlan })).toBe(6);
    expect(chargedTotal({ total: 99_999, cardPlan: null })).toBe(99_999);
    expect(chargedInstallments({ cardPlan: null })).toBe(1);
  });

  it('reads as one line with the CFTEA beside the instalment', () => {
    const plan = cardInstallmentPlan([{ product: phone, quantity: 1 }], 99_999, NOW)!;
    const line = cardPlanLine(plan);
    expect(line).toMatch(/^6 cuotas fijas de \$\s?19\.999,00 · CFTEA \d+,\d+% · TEA \d+,\d+% · Total financiado \$\s?119\.994,00 \(contado \$\s?99\.999,00\)$/);
  });
});
