import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { frenchInstallment, quoteLoan } from './loanQuote';
import type { LoanPlan } from './loanPlan';

// Every pinned figure below was computed apart from this code by referenceFigures.py (beside this file):
// Python's decimal module at 50 digits, centavos rounded ROUND_HALF_UP, interest on the balance at
// TNA × 30/365, the IVA on each instalment's interest, the IRR by the secant method (the code bisects),
// annualised as (1 + i)^(365/30) − 1. Run `python3 domain/src/credit/referenceFigures.py` to see them.

const grantedOn = { year: 2026, month: 11, day: 26 };
const plan = (fields: Partial<LoanPlan> = {}): LoanPlan => ({ installments: 12, tna: 70.53, periodicity: 'monthly', ...fields });
const cents = (amount: number) => Math.round(amount * 100);

describe('quoteLoan: $ 569.997 in 12 monthly instalments at TNA 70,53 % (TEA 98,50 %), IVA 21 %', () => {
  const quote = quoteLoan(plan(), 569_997, grantedOn);

  it('has the French instalment, the instalment with IVA and the total to repay of the reference', () => {
    // The "about $ 67.540 / $ 810.000" compounds TEA 98,5 % over 12 periods; with BCRA's
    // 30-day periods the same TEA is TNA 70,53 % and the pure instalment is $ 67.232,90 (× 12 ≈ $ 806.795).
    expect(quote.pureInstallment).toBe(67_232.9);
    expect(quote.firstInstallment).toBe(74_171.86);
    expect(quote.highestInstallment).toBe(74_171.86);
    expect(quote.totalInterest).toBe(236_797.73);
    expect(quote.totalIva).toBe(49_727.53);
    expect(quote.totalCharges).toBe(0);
    expect(quote.totalToRepay).toBe(856_522.26);
    expect(quote.grantingFee).toBe(0);
  });

  it('discloses TNA 70,53 %, TEA 98,50 %, CFTEA 128,15 % with IVA and 98,50 % without', () => {
    expect(quote).toMatchObject({ tna: 70.53, tea: 98.5, cftea: 128.15, cfteaWithoutIva: 98.5 });
  });

  it('has the schedule of the reference, row by row', () => {
    expect(quote.schedule[0]).toEqual({
      number: 1,
      dueDate: '2026-12-26',
      interest: 33_042.65,
      iva: 6_938.96,
      charges: 0,
      capital: 34_190.25,
      total: 74_171.86,
      balance: 535_806.75,
    });
    expect(quote.schedule[5]).toMatchObject({ number: 6, dueDate: '2027-05-26', interest: 21_915.1, iva: 4_602.17, capital: 45_317.8, total: 71_835.07, balance: 332_725.23 });
    // The last instalment pays off the balance left by the roundings: 7 centavos less capital + interest.
    expect(quote.schedule[11]).toEqual({
      number: 12,
      dueDate: '2027-11-26',
      interest: 3_683.92,
      iva: 773.62,
      charges: 0,
      capital: 63_548.91,
      total: 68_006.45,
      balance: 0,
    });
  });

  it('without IVA repays 11 × $ 67.232,90 + $ 67.232,83, and its CFTEA is its TEA', () => {
    const untaxed = quoteLoan(plan({ ivaOnInterest: 0 }), 569_997, grantedOn);
    expect(untaxed.schedule.slice(0, 11).every((row) => row.total === 67_232.9)).toBe(true);
    expect(untaxed.schedule[11]?.total).toBe(67_232.83);
    expect(untaxed.totalToRepay).toBe(806_794.73);
    expect(untaxed.cftea).toBe(98.5);
  });
});

describe('quoteLoan with every charge: $ 500.000, 12 × TNA 80 %, 3 % granting fee, $ 1.500 a month, insurance 0,1 % of the balance', () => {
  const quote = quoteLoan(plan({ tna: 80, grantingFee: 3, monthlyFee: 1_500, insurance: 0.1 }), 500_000, grantedOn);

  it('matches the reference', () => {
    expect(quote.pureInstallment).toBe(61_533.9);
    expect(quote.grantingFee).toBe(15_000);
    expect(quote.schedule[0]).toMatchObject({ interest: 32_876.71, iva: 6_904.11, charges: 2_000, capital: 28_657.19, total: 70_438.01 });
    expect(quote.schedule[11]).toMatchObject({ interest: 3_796.37, iva: 797.24, charges: 1_557.74, capital: 57_737.53, total: 63_888.88, balance: 0 });
    // The last instalment's interest is cut to keep it within the pure instalment: the lender gives up 7 centavos.
    expect(quote.totalToRepay).toBe(810_098);
    // TEA 117,015273 %, CFTEA 188,839291 % with IVA and 146,666203 % without (the reference's figures).
    expect(quote).toMatchObject({ tea: 117.02, cftea: 188.84, cfteaWithoutIva: 146.67 });
  });
});

describe('quoteLoan at a zero rate', () => {
  it('splits $ 569.997 in 12 exact instalments of $ 47.499,75, costing nothing', () => {
    const quote = quoteLoan(plan({ tna: 0 }), 569_997, grantedOn);
    expect(quote.schedule.every((row) => row.total === 47_499.75 && row.interest === 0 && row.iva === 0)).toBe(true);
    expect(quote.totalToRepay).toBe(569_997);
    expect(quote).toMatchObject({ pureInstallment: 47_499.75, tea: 0, cftea: 0, cfteaWithoutIva: 0 });
  });

  it('lets the last instalment absorb the centavos: $ 100.000 in 6 is 5 × $ 16.666,67 + $ 16.666,65', () => {
    const quote = quoteLoan(plan({ tna: 0, installments: 6 }), 100_000, grantedOn);
    expect(quote.schedule.map((row) => row.total)).toEqual([16_666.67, 16_666.67, 16_666.67, 16_666.67, 16_666.67, 16_666.65]);
    expect(quote.totalToRepay).toBe(100_000);
  });
});

describe('frenchInstallment', () => {
  it('is the PMT of a spreadsheet, rounded to centavos', () => {
    // =PMT(70.53%*30/365; 12; -569997) in a spreadsheet: 67232.8971547…
    expect(frenchInstallment(569_997, (0.7053 * 30) / 365, 12)).toBe(67_232.9);
  });
});

describe('quoteLoan refuses broken plans', () => {
  it.each([
    ['no instalments', plan({ installments: 0 }), 1_000],
    ['a fraction of an instalment', plan({ installments: 1.5 }), 1_000],
    ['a negative TNA', plan({ tna: -1 }), 1_000],
    ['a NaN fee', plan({ monthlyFee: Number.NaN }), 1_000],
    ['no capital', plan(), 0],
  ])('%s', (_, broken, capital) => {
    expect(() => quoteLoan(broken, capital, grantedOn)).toThrow(RangeError);
  });
});

// Plans a lender could offer: from $ 10.000, where a centavo of rounding cannot move a rate by a disclosed decimal.
const planArbitrary = fc.record({
  installments: fc.integer({ min: 1, max: 48 }),
  tna: fc.integer({ min: 100, max: 15_000 }).map((hundredths) => hundredths / 100),
  periodicity: fc.constant('monthly' as const),
  ivaOnInterest: fc.constantFrom(undefined, 0, 10.5, 21),
  grantingFee: fc.option(fc.double({ min: 0, max: 5, noNaN: true }), { nil: undefined }),
  monthlyFee: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: undefined }),
  insurance: fc.option(fc.double({ min: 0, max: 0.5, noNaN: true }), { nil: undefined }),
});
const capitalArbitrary = fc.integer({ min: 1_000_000, max: 1_000_000_000 }).map((centavos) => centavos / 100);

describe('quoteLoan properties', () => {
  it('amortises exactly the capital, with balances falling to 0, and repays at least the capital', () => {
    fc.assert(
      fc.property(planArbitrary, capitalArbitrary, (loanPlan, capital) => {
        const { schedule, totalToRepay } = quoteLoan(loanPlan, capital, grantedOn);
        expect(schedule.reduce((sum, row) => sum + cents(row.capital), 0)).toBe(cents(capital));
        let before = capital;
        for (const row of schedule) {
          expect(row.balance).toBeLessThan(before);
          expect(cents(row.balance)).toBe(cents(before) - cents(row.capital));
          expect(cents(row.total)).toBe(cents(row.capital) + cents(row.interest) + cents(row.iva) + cents(row.charges));
          before = row.balance;
        }
        expect(before).toBe(0);
        expect(totalToRepay).toBeGreaterThanOrEqual(capital);
      }),
    );
  });

  it('discloses CFTEA ≥ TEA ≥ TNA for a positive rate, and CFTEA = TEA when nothing but interest is paid', () => {
    fc.assert(
      fc.property(planArbitrary, capitalArbitrary, (loanPlan, capital) => {
        const quote = quoteLoan(loanPlan, capital, grantedOn);
        expect(quote.tea).toBeGreaterThanOrEqual(quote.tna);
        expect(quote.cftea).toBeGreaterThanOrEqual(quote.cfteaWithoutIva);
        const pureInterest = !loanPlan.grantingFee && !loanPlan.monthlyFee && !loanPlan.insurance;
        if (pureInterest) {
          // Interest rounded to centavos may move the IRR by far less than the two decimals disclosed.
          expect(Math.abs(Math.round(quote.cfteaWithoutIva * 100) - Math.round(quote.tea * 100))).toBeLessThanOrEqual(1);
        } else {
          // Charges only add cost; the same centavo roundings may still show one hundredth less.
          expect(Math.round(quote.cfteaWithoutIva * 100)).toBeGreaterThanOrEqual(Math.round(quote.tea * 100) - 1);
        }
        if (loanPlan.ivaOnInterest !== 0) expect(quote.cftea).toBeGreaterThan(quote.tea);
      }),
    );
  });

  it('repays exactly the capital at a zero rate with no charges, in instalments of capital / n', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), capitalArbitrary, (installments, capital) => {
        const quote = quoteLoan({ installments, tna: 0, periodicity: 'monthly' }, capital, grantedOn);
        expect(quote.totalToRepay).toBe(capital);
        expect(Math.abs(cents(quote.pureInstallment) - (cents(capital) / installments))).toBeLessThanOrEqual(0.5);
        expect(quote.cftea).toBe(0);
        expect(quote.tea).toBe(0);
      }),
    );
  });
});
