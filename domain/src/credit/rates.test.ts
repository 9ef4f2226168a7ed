import { describe, it, expect } from 'vitest';
import { effectiveAnnualRate, periodRateFromTna, roundRate, teaFromTna, tnaFromPeriodRate } from './rates';

// Reference values from referenceFigures.py (Python decimal, 50 digits): TEA = (1 + TNA·30/365)^(365/30) − 1.
describe('TEA from TNA, BCRA 30-day periods', () => {
  it.each([
    [0, 0],
    [70.53, 98.5], // 98.499055 %
    [80, 117.02], // 117.015273 %
  ])('TNA %s %% gives TEA %s %%', (tna, tea) => {
    expect(roundRate(teaFromTna(tna))).toBe(tea);
  });

  it('takes a 30-day period as 30/365 of the year', () => {
    // 36.5 % a year is 0.1 % a day, so 3 % a 30-day period.
    expect(periodRateFromTna(36.5)).toBeCloseTo(0.03, 15);
    expect(tnaFromPeriodRate(0.03)).toBeCloseTo(36.5, 12);
  });

  it('compounds a period rate 365/30 times a year', () => {
    // 5 % a period: 1.05^(365/30) − 1 = 81.05 % (the figure BCRA-style worked examples give).
    expect(roundRate(effectiveAnnualRate(0.05))).toBe(81.05);
  });

  it('rounds a rate to two decimals, halves away from zero', () => {
    expect(roundRate(98.499055)).toBe(98.5);
    expect(roundRate(1.005)).toBe(1.01);
  });
});
