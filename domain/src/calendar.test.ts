import { describe, it, expect } from 'vitest';
import { argentinaDate, argentinaDateKey } from './calendar';

// Buenos Aires is UTC−3: its midnight is 03:00 UTC.
describe('argentinaDateKey', () => {
  it.each([
    ['2026-11-21T02:59:59.999Z', '2026-11-20'],
    ['2026-11-21T03:00:00.000Z', '2026-11-21'],
    ['2026-11-21T12:00:00.000Z', '2026-11-21'],
    ['2026-11-22T02:59:59.000Z', '2026-11-21'],
    ['2027-01-01T02:00:00.000Z', '2026-12-31'],
    ['2024-03-01T01:00:00.000Z', '2024-02-29'],
    ['2026-07-05T03:00:00.000Z', '2026-07-05'],
  ])('%s is %s in Buenos Aires', (instant, expected) => {
    expect(argentinaDateKey(Date.parse(instant))).toBe(expected);
  });
});

describe('argentinaDate', () => {
  it.each([
    ['2026-11-21T02:59:59Z', { year: 2026, month: 11, day: 20 }],
    ['2026-11-21T03:00:00Z', { year: 2026, month: 11, day: 21 }],
    ['2026-01-01T03:00:00Z', { year: 2026, month: 1, day: 1 }],
  ])('%s → %j', (instant, expected) => {
    expect(argentinaDate(Date.parse(instant))).toEqual(expected);
  });
});
