import { describe, it, expect } from 'vitest';
import { internalRateOfReturn } from './irr';

describe('internalRateOfReturn', () => {
  it('finds the rate of a single repayment: 110 a period after 100 is 10 %', () => {
    expect(internalRateOfReturn(100, [{ period: 1, amount: 110 }])).toBeCloseTo(0.1, 12);
  });

  it('finds the rate of an annuity: 3 payments of 40.21148… for 100 is 10 % (PMT(10 %, 3, 100))', () => {
    const payment = (100 * 0.1) / (1 - 1.1 ** -3);
    const payments = [1, 2, 3].map((period) => ({ period, amount: payment }));
    expect(internalRateOfReturn(100, payments)).toBeCloseTo(0.1, 12);
  });

  it('counts a payment at the granting as less money received', () => {
    // 5 paid at once and 105 a period later for 100: 105 / 95 − 1.
    const rate = internalRateOfReturn(100, [
      { period: 0, amount: 5 },
      { period: 1, amount: 105 },
    ]);
    expect(rate).toBeCloseTo(105 / 95 - 1, 12);
  });

  it('is 0 when the payments add up to what was received', () => {
    expect(internalRateOfReturn(100, [1, 2, 3, 4].map((period) => ({ period, amount: 25 })))).toBe(0);
  });

  it('is null when the payments add up to less than was received', () => {
    expect(internalRateOfReturn(100, [{ period: 1, amount: 99.99 }])).toBeNull();
  });

  it('finds rates above 100 % a period', () => {
    expect(internalRateOfReturn(100, [{ period: 1, amount: 350 }])).toBeCloseTo(2.5, 12);
  });
});
