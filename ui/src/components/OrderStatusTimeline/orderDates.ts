import { ARGENTINA_TIME_ZONE } from '@tienda/domain';

// Argentina's clock whatever the device's, so the shopper and the shop read the same day and hour.
const dayFormat = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: ARGENTINA_TIME_ZONE });
const timeFormat = new Intl.DateTimeFormat('es-AR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: ARGENTINA_TIME_ZONE });
// A calendar day has no hour: read at noon UTC it is the same day everywhere.
const calendarDayFormat = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** An instant (ISO 8601) as the day it fell on in Argentina: '12 de marzo de 2025'. A text that is not a date is shown as is. */
export function formatOrderDate(isoDateTime: string): string {
  const instant = new Date(isoDateTime);
  return Number.isNaN(instant.getTime()) ? isoDateTime : dayFormat.format(instant);
}

/** An instant (ISO 8601) as its day and hour in Argentina: '12 de marzo de 2025, 14:30 h'. */
export function formatOrderDateTime(isoDateTime: string): string {
  const instant = new Date(isoDateTime);
  return Number.isNaN(instant.getTime()) ? isoDateTime : `${dayFormat.format(instant)}, ${timeFormat.format(instant)} h`;
}

/** A calendar day ('2025-03-22', Argentina's) as people read it: '22 de marzo de 2025'. */
export function formatCalendarDay(dateKey: string): string {
  const [year = 0, month = 1, day = 1] = dateKey.split('-').map(Number);
  return calendarDayFormat.format(Date.UTC(year, month - 1, day, 12));
}
