// Calendar days as lived in Argentina, whatever the time zone of the browser or server.
// Argentina has no daylight saving today, but a named zone stays right if that ever changes.

export const ARGENTINA_TIME_ZONE = 'America/Argentina/Buenos_Aires';

export type CalendarDate = { year: number; month: number; day: number };

const argentinaDateFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: ARGENTINA_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The date in Buenos Aires at an instant; month and day count from 1. */
export function argentinaDate(epochMs: number): CalendarDate {
  const parts = argentinaDateFormatter.formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** 'YYYY-MM-DD' of the Buenos Aires calendar day, fit for storing and comparing. */
export function argentinaDateKey(epochMs: number): string {
  const { year, month, day } = argentinaDate(epochMs);
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}
