import { describe, expect, it } from 'vitest';
import { isWithdrawalInTime, withdrawalDeadline } from './withdrawalDeadline';

describe('plazo de arrepentimiento', () => {
  it('counts ten calendar days from the Argentine day of receipt', () => {
    // 23:30 of 31 May in Buenos Aires is already 1 June in UTC.
    const received = new Date('2025-06-01T02:30:00Z');
    expect(withdrawalDeadline(received)).toBe('2025-06-10');
    expect(isWithdrawalInTime(received, new Date('2025-06-11T02:59:00Z'))).toBe(true); // 10 June, 23:59 there
    expect(isWithdrawalInTime(received, new Date('2025-06-11T03:00:00Z'))).toBe(false);
  });

  it('has not started for an order not yet received', () => {
    expect(isWithdrawalInTime(null, new Date('2030-01-01T00:00:00Z'))).toBe(true);
  });
});
