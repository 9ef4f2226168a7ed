import { argentinaDate } from '@tienda/domain';

/**
 * An estimated delivery (Zippin's ISO date-time, e.g. '2025-06-20T20:00:00-03:00') as the
 * day and month it falls on in Argentina: '20/06'. A text that is not a date is shown as is.
 */
export function formatDayMonth(isoDateTime: string): string {
  const epochMs = Date.parse(isoDateTime);
  if (Number.isNaN(epochMs)) return isoDateTime;
  const { day, month } = argentinaDate(epochMs);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}`;
}
