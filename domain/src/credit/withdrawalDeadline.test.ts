import { describe, expect, it } from 'vitest';
import { isWithdrawalInTime, withdrawalDeadline } from './businessDays';

// Days off of 2026 written out by hand from the official list (Decreto 1027/2024): 7 Dec bridge,
// 8 Dec Inmaculada Concepción; 25 Dec Navidad. June 2025: 16 Jun Güemes (moved), 20 Jun Belgrano.

describe('plazo de arrepentimiento', () => {
  it('counts ten calendar days from the Argentine day of receipt', () => {
    // 23:30 of 31 May in Buenos Aires is already 1 June in UTC; the 10th day, Tue 10 June, is worked.
    const received = new Date('2025-06-01T02:30:00Z');
    expect(withdrawalDeadline(received)).toBe('2025-06-10');
    expect(isWithdrawalInTime(received, new Date('2025-06-11T02:59:00Z'))).toBe(true); // 10 June, 23:59 there
    expect(isWithdrawalInTime(received, new Date('2025-06-11T03:00:00Z'))).toBe(false);
  });

  it('moves a term that ends on a Sunday past the bridge and the holiday that follow it', () => {
    // Received Thu 26 Nov 2026: the 10th day is Sun 6 Dec; Mon 7 is a bridge, Tue 8 Inmaculada → Wed 9.
    const received = new Date('2026-11-26T15:00:00Z');
    expect(withdrawalDeadline(received)).toBe('2026-12-09');
    expect(isWithdrawalInTime(received, new Date('2026-12-10T02:59:00Z'))).toBe(true); // 9 Dec, 23:59 there
    expect(isWithdrawalInTime(received, new Date('2026-12-10T03:00:00Z'))).toBe(false);
  });

  it('moves a term that ends on a Saturday to the Monday', () => {
    // Received Wed 2 Dec 2026: the 10th day is Sat 12 Dec → Mon 14 Dec.
    expect(withdrawalDeadline(new Date('2026-12-02T15:00:00Z'))).toBe('2026-12-14');
  });

  it('moves a term that ends on a national holiday on a weekday', () => {
    // Received Tue 15 Dec 2026: the 10th day is Fri 25 Dec, Navidad → Mon 28 Dec.
    expect(withdrawalDeadline(new Date('2026-12-15T15:00:00Z'))).toBe('2026-12-28');
    // Received Tue 10 Jun 2025: the 10th day is Fri 20 Jun, Día de la Bandera → Mon 23 Jun.
    expect(withdrawalDeadline(new Date('2025-06-10T15:00:00Z'))).toBe('2025-06-23');
  });

  it('has not started for an order not yet received', () => {
    expect(isWithdrawalInTime(null, new Date('2030-01-01T00:00:00Z'))).toBe(true);
  });
});
