import { ARGENTINA_TIME_ZONE, argentinaDate } from '@tienda/domain';

const DAY_MS = 86_400_000;
const SUNDAY = 0;
/** Deliveries run Monday to Saturday, 8 to 20 (spec §9): a day's estimate is its last hour. */
const END_OF_DELIVERIES = '20:00:00';

const offsetFormatter = new Intl.DateTimeFormat('en-US', { timeZone: ARGENTINA_TIME_ZONE, timeZoneName: 'longOffset' });

/** '-03:00' today; read from the time-zone database, so it stays right if Argentina changes its clock. */
function argentinaOffset(epochMs: number): string {
  const name = offsetFormatter.formatToParts(epochMs).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

/**
 * The day a parcel handed over today arrives, `deliveryDays` delivery days from the Argentine
 * date of `now`, Sundays skipped, as an ISO instant at the end of that day's deliveries.
 */
export function deliveryDate(now: Date, deliveryDays: number): string {
  const today = argentinaDate(now.getTime());
  let day = Date.UTC(today.year, today.month - 1, today.day);
  for (let left = deliveryDays; left > 0; ) {
    day += DAY_MS;
    if (new Date(day).getUTCDay() !== SUNDAY) left -= 1;
  }
  const date = new Date(day).toISOString().slice(0, 10);
  return `${date}T${END_OF_DELIVERIES}${argentinaOffset(day + DAY_MS / 2)}`;
}
