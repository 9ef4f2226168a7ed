import { describe, expect, it } from 'vitest';
import { deliveryDate } from './deliveryDate';

describe('fecha de entrega', () => {
  it.each([
    // now (UTC), delivery days, estimate
    ['2025-06-11T15:00:00Z', 2, '2025-06-13T20:00:00-03:00'], // Wednesday → Friday
    ['2025-06-13T15:00:00Z', 2, '2025-06-16T20:00:00-03:00'], // Friday → Saturday, Monday: Sunday skipped
    ['2025-06-14T02:00:00Z', 1, '2025-06-14T20:00:00-03:00'], // 23:00 on Friday in Buenos Aires → Saturday
    ['2025-06-14T15:00:00Z', 1, '2025-06-16T20:00:00-03:00'], // Saturday → Monday
    ['2025-06-12T15:00:00Z', 8, '2025-06-21T20:00:00-03:00'], // a week and more: one Sunday skipped
  ])('from %s, %i delivery days: %s', (now, days, expected) => {
    expect(deliveryDate(new Date(now), days)).toBe(expected);
  });
});
