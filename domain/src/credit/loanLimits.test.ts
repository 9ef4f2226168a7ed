import { describe, it, expect } from 'vitest';
import { loanLimitExceeded } from './loanLimits';

const limits = { maximoCapital: 600_000, maximoCuota: 75_000 };

describe('loanLimitExceeded', () => {
  it('lets a loan within both limits through, limits included', () => {
    expect(loanLimitExceeded({ capital: 569_997, installment: 74_171.86 }, limits)).toBeNull();
    expect(loanLimitExceeded({ capital: 600_000, installment: 75_000 }, limits)).toBeNull();
  });

  it('names the capital when the amount is above maximoCapital', () => {
    expect(loanLimitExceeded({ capital: 600_000.01, installment: 10 }, limits)).toBe('capital');
  });

  it('names the cuota when the instalment is above maximoCuota', () => {
    expect(loanLimitExceeded({ capital: 569_997, installment: 75_000.01 }, limits)).toBe('cuota');
  });

  it('names the capital first when both are exceeded', () => {
    expect(loanLimitExceeded({ capital: 700_000, installment: 90_000 }, limits)).toBe('capital');
  });

  it('treats a missing limit as no room', () => {
    expect(loanLimitExceeded({ capital: 1, installment: 1 }, { maximoCapital: Number.NaN, maximoCuota: 5 })).toBe('capital');
    expect(loanLimitExceeded({ capital: 1, installment: 1 }, { maximoCapital: 5, maximoCuota: Number.NaN })).toBe('cuota');
  });
});
