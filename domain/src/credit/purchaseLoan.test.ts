import { describe, expect, it } from 'vitest';
import { fixedInstallmentsFinancing, financingOf, loanDetailsFor, purchaseLoanOptions, quotePurchase, FIXED_INSTALLMENTS_PLAN, LOAN_TERMS_VERSION } from './purchaseLoan';
import { installmentOfferRates } from './installmentOffer';

// 26/11/2026 15:00 in Buenos Aires.
const NOW = Date.UTC(2026, 10, 26, 18, 0);
const plan19 = financingOf('19', { installments: 12, tna: 70 });
const offer = { resultado: 'APROBADO', respuestaMotor: 'OK', maximoCapital: 1_000_000, maximoCuota: 100_000, consultaId: 7 };

describe('a purchase paid with a loan', () => {
  it('fills the fees a plan leaves out with zero and IVA on interest at 21 %', () => {
    expect(plan19).toEqual({ plan: '19', installments: 12, tna: 70, ivaOnInterest: 21, grantingFee: 0, monthlyFee: 0, insurance: 0 });
  });

  it('quotes the purchase from the day it is granted in Buenos Aires: the first instalment a month later', () => {
    const quote = quotePurchase(plan19, 500_000, NOW);
    expect(quote.schedule[0]?.dueDate).toBe('2026-12-26');
    expect(quote.schedule.at(-1)?.dueDate).toBe('2027-11-26');
    expect(quote.capital).toBe(500_000);
  });

  it("the '6 cuotas fijas' of one product are its internal_cost, six times, over its cash price", () => {
    const product = { price: '119994.00', final_price: '99999.00', internal_cost: '19999.00' };
    const financing = fixedInstallmentsFinancing([{ product, quantity: 1 }]);
    expect(financing?.plan).toBe(FIXED_INSTALLMENTS_PLAN);
    const quote = quotePurchase(financing!, 99_999, NOW);
    expect(quote.schedule.map((row) => row.total)).toEqual(Array(6).fill(19_999));
    expect(quote.totalToRepay).toBe(119_994);
    // The same rates the card discloses.
    expect(quote.tea).toBe(installmentOfferRates(product)?.tea);
    expect(quote.cftea).toBe(installmentOfferRates(product)?.cftea);
  });

  it("several units and products: the instalment is the sum of theirs", () => {
    const a = { price: '60000.00', final_price: '50000.00', internal_cost: '10000.00' };
    const b = { price: '30000.00', final_price: '27000.00', internal_cost: '5000.00' };
    const financing = fixedInstallmentsFinancing([{ product: a, quantity: 2 }, { product: b, quantity: 1 }]);
    const quote = quotePurchase(financing!, 127_000, NOW);
    expect(quote.firstInstallment).toBe(25_000);
    expect(quote.totalToRepay).toBe(150_000);
  });

  it('has no "6 cuotas" plan when the instalments add up to less than the cash price', () => {
    expect(fixedInstallmentsFinancing([{ product: { price: '50000', final_price: '60000', internal_cost: '8333.33' }, quantity: 1 }])).toBeNull();
  });

  it("says which of the engine's limits a plan goes beyond", () => {
    const [capital] = purchaseLoanOptions({ maximoCapital: 400_000, maximoCuota: 1_000_000 }, [plan19], 500_000, NOW);
    expect(capital?.exceeded).toBe('capital');
    const [cuota] = purchaseLoanOptions({ maximoCapital: 1_000_000, maximoCuota: 40_000 }, [plan19], 500_000, NOW);
    expect(cuota?.quote.highestInstallment).toBeGreaterThan(40_000);
    expect(cuota?.exceeded).toBe('cuota');
    const [fits] = purchaseLoanOptions(offer, [plan19], 500_000, NOW);
    expect(fits?.exceeded).toBeNull();
  });

  it("the order's loanDetails carry the quote's highest instalment, the plan and the accepted terms", () => {
    const [option] = purchaseLoanOptions(offer, [plan19], 500_000, NOW);
    expect(loanDetailsFor(offer, option!, 500_000)).toEqual({
      status: 'APROBADO CON CUPO',
      requestedAmount: 500_000,
      installments: 12,
      installmentValue: option!.quote.highestInstallment,
      maxCapital: 1_000_000,
      plan: '19',
      termsVersion: LOAN_TERMS_VERSION,
      acceptedTerms: true,
    });
  });

  it('gives no loanDetails for a plan beyond a limit, nor without an approved offer', () => {
    const [over] = purchaseLoanOptions({ ...offer, maximoCuota: 10 }, [plan19], 500_000, NOW);
    expect(loanDetailsFor(offer, over!, 500_000)).toBeNull();
    const [option] = purchaseLoanOptions(offer, [plan19], 500_000, NOW);
    expect(loanDetailsFor({ ...offer, maximoCapital: 100 }, option!, 500_000)).toBeNull();
    expect(loanDetailsFor(null, option!, 500_000)).toBeNull();
  });
});
