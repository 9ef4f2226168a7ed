import { describe, it, expect } from 'vitest';
import { addMonthsClamped, calendarDateKey, monthlyDueDates } from './dueDates';

describe('monthlyDueDates', () => {
  it('falls on the same day of each following month', () => {
    expect(monthlyDueDates({ year: 2026, month: 11, day: 26 }, 3)).toEqual(['2026-12-26', '2027-01-26', '2027-02-26']);
  });

  it("moves to the month's last day when the month is shorter, and back after it", () => {
    expect(monthlyDueDates({ year: 2027, month: 1, day: 31 }, 4)).toEqual([
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
    ]);
    expect(monthlyDueDates({ year: 2028, month: 1, day: 30 }, 1)).toEqual(['2028-02-29']);
  });

  it('crosses years: twelve instalments from 15 March end on 15 March of the next year', () => {
    const dates = monthlyDueDates({ year: 2026, month: 3, day: 15 }, 12);
    expect(dates).toHaveLength(12);
    expect(dates[9]).toBe('2027-01-15');
    expect(dates[11]).toBe('2027-03-15');
  });
});

describe('addMonthsClamped and calendarDateKey', () => {
  it('adds whole years through December', () => {
    expect(addMonthsClamped({ year: 2026, month: 12, day: 5 }, 25)).toEqual({ year: 2029, month: 1, day: 5 });
  });

  it('pads the key', () => {
    expect(calendarDateKey({ year: 2027, month: 2, day: 3 })).toBe('2027-02-03');
  });
});
