// Monthly due dates: the same day of the month as the granting, or the month's last day when it is shorter
// (granted on 31 January, due 28 or 29 February, 31 March, 30 April…).
import type { CalendarDate } from '../calendar';

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC keeps the host's zone out of it.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The date `months` months after `start`, clamped to that month's last day. */
export function addMonthsClamped(start: CalendarDate, months: number): CalendarDate {
  const monthIndex = start.month - 1 + months;
  const year = start.year + Math.floor(monthIndex / 12);
  const month = (((monthIndex % 12) + 12) % 12) + 1;
  return { year, month, day: Math.min(start.day, daysInMonth(year, month)) };
}

/** 'YYYY-MM-DD' of a calendar date, fit for storing and comparing. */
export function calendarDateKey({ year, month, day }: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The due dates of `count` monthly instalments, the first one month after `start`. */
export function monthlyDueDates(start: CalendarDate, count: number): string[] {
  return Array.from({ length: count }, (_, index) => calendarDateKey(addMonthsClamped(start, index + 1)));
}

/** 'DD/MM/AAAA' of a 'YYYY-MM-DD' date, as Argentina writes a day. */
export function dayMonthYearOf(dateKey: string): string {
  const [year, month, day] = dateKey.split('-');
  return `${day}/${month}/${year}`;
}
