import { ARGENTINA_TIME_ZONE } from '@tienda/domain';

// Argentina's clock whatever the device's, as in the shop's order pages; short, for dense tables.
const shortDateTime = new Intl.DateTimeFormat('es-AR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: ARGENTINA_TIME_ZONE,
});

/** An instant (ISO 8601) as its day and hour in Argentina, for a table: '12/03/2025 14:30'. */
export function formatShortDateTime(isoDateTime: string): string {
  const instant = new Date(isoDateTime);
  return Number.isNaN(instant.getTime()) ? isoDateTime : shortDateTime.format(instant).replace(',', '');
}

/** A calendar day ('2025-03-22', Argentina's) for a table: '22/03/2025'. */
export function formatShortDay(dateKey: string): string {
  const [year, month, day] = dateKey.split('-');
  return year && month && day ? `${day}/${month}/${year}` : dateKey;
}
