import { describe, it, expect } from 'vitest';
import { INSTALLMENTS_SHOWN, formatARS, formatShipping, roundMoney, toNumber } from './money';

// Intl separates the sign from the amount with a non-breaking space.
const NBSP = '\u00A0';

describe('formatARS', () => {
  it.each([
    [1234.56, `$${NBSP}1.234,56`],
    ['1234.56', `$${NBSP}1.234,56`],
    [0, `$${NBSP}0,00`],
    [5, `$${NBSP}5,00`],
    [1000000, `$${NBSP}1.000.000,00`],
    ['2000000.5', `$${NBSP}2.000.000,50`],
    [0.005, `$${NBSP}0,01`],
    [-5, `-$${NBSP}5,00`],
    [-0, `$${NBSP}0,00`],
  ])('%j → %j', (amount, expected) => {
    expect(formatARS(amount)).toBe(expected);
  });
});

describe('roundMoney', () => {
  it.each([
    [1.005, 1.01],
    [10.075, 10.08],
    [1.255, 1.26],
    [2.675, 2.68],
    [1234.565, 1234.57],
    [0.1 + 0.2, 0.3],
    [1.004, 1],
    [123456789.125, 123456789.13],
    [1e-7, 0],
    [-1.005, -1.01],
    [-0.001, 0],
    [42, 42],
  ])('%d → %d', (n, expected) => {
    expect(roundMoney(n)).toBe(expected);
  });
});

describe('toNumber', () => {
  it.each([
    ['1234.56', 1234.56],
    [' 99 ', 99],
    ['0', 0],
    [1500, 1500],
  ])('%j → %d', (price, expected) => {
    expect(toNumber(price)).toBe(expected);
  });

  it.each(['', '  ', 'abc', '1.234,56', Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects %j',
    (price) => {
      expect(() => toNumber(price)).toThrow(RangeError);
    },
  );
});

describe('formatShipping', () => {
  it.each([
    [0, 'GRATIS'],
    [0.001, 'GRATIS'],
    [1500, `$${NBSP}1.500,00`],
    [2345.675, `$${NBSP}2.345,68`],
  ])('%d → %j', (cost, expected) => {
    expect(formatShipping(cost)).toBe(expected);
  });
});

describe('INSTALLMENTS_SHOWN', () => {
  it.each([[INSTALLMENTS_SHOWN, 6]])('products show %i fixed instalments', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
