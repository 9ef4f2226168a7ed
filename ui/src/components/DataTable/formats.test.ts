import { describe, expect, it } from 'vitest';
import { formatShortDateTime, formatShortDay } from './formats';

describe('table dates', () => {
  it("reads an instant on Argentina's clock, whatever the machine's", () => {
    // 13:05 UTC is 10:05 in Buenos Aires (UTC-3).
    expect(formatShortDateTime('2025-03-10T13:05:00.000Z')).toBe('10/03/2025 10:05');
    // Just after midnight UTC is still the day before in Argentina.
    expect(formatShortDateTime('2025-03-11T01:30:00.000Z')).toBe('10/03/2025 22:30');
  });

  it('shows a text that is not a date as it is', () => {
    expect(formatShortDateTime('mañana')).toBe('mañana');
  });

  it('turns a calendar day around, without moving it', () => {
    expect(formatShortDay('2025-03-24')).toBe('24/03/2025');
  });
});
