// Business days in Argentina: not a Saturday, a Sunday, a national holiday or a "día no laborable con
// fines turísticos" (the bridge days the national government sets each year). The calendar comes from
// date-holidays, a maintained dataset, never a hand-typed list. Kept out of the package's index: the
// dataset is large and only the server needs it (the shop shows the deadline the server computed).
import Holidays from 'date-holidays';
import { argentinaDateKey } from '../calendar';
import { REVOCATION_BUSINESS_DAYS } from './loanContract';
import { WITHDRAWAL_DAYS } from '../withdrawalRight';


const argentina = new Holidays('AR');
const holidaysByYear = new Map<number, ReadonlySet<string>>();

/**
 * The days off of a year, as YYYY-MM-DD: the public holidays, and the whole "optional" days, which in
 * Argentina are the bridge days (no half-day eve such as Nochebuena, nor the banks' Jueves Santo).
 * Counting a bridge as a day off only moves a borrower's deadline later.
 */
function daysOff(year: number): ReadonlySet<string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    const wholeDay = (holiday: { start: Date; end: Date }) => holiday.end.getTime() - holiday.start.getTime() >= 24 * 3_600_000;
    days = new Set(
      argentina
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public' || (holiday.type === 'optional' && wholeDay(holiday)))
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    holidaysByYear.set(year, days);
  }
  return days;
}

const dateOfKey = (dateKey: string) => new Date(`${dateKey}T00:00:00Z`);
const keyOfDate = (date: Date) => date.toISOString().slice(0, 10);

/** Whether a calendar day (YYYY-MM-DD) is worked in Argentina. */
export function isBusinessDay(dateKey: string): boolean {
  const date = dateOfKey(dateKey);
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !daysOff(date.getUTCFullYear()).has(dateKey);
}

/** The `n`th business day after the calendar day `dateKey` (YYYY-MM-DD), that day itself not counted. */
export function addBusinessDays(dateKey: string, n: number): string {
  const date = dateOfKey(dateKey);
  for (let counted = 0; counted < n; ) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (isBusinessDay(keyOfDate(date))) counted += 1;
  }
  return keyOfDate(date);
}

/**
 * The last day (YYYY-MM-DD, Argentina, included to its end) a loan accepted at `acceptedAt` may be
 * revoked: the 10th business day after the Buenos Aires calendar day of the acceptance.
 */
export function revocationDeadline(acceptedAt: string | Date): string {
  return addBusinessDays(argentinaDateKey(new Date(acceptedAt).getTime()), REVOCATION_BUSINESS_DAYS);
}

/** Whether a loan accepted at `acceptedAt` may still be revoked at `now`. */
export function isRevocable(acceptedAt: string | Date, now: Date): boolean {
  return argentinaDateKey(now.getTime()) <= revocationDeadline(acceptedAt);
}

/** The first business day on or after the calendar day `dateKey` (YYYY-MM-DD). */
export function businessDayOnOrAfter(dateKey: string): string {
  return isBusinessDay(dateKey) ? dateKey : addBusinessDays(dateKey, 1);
}

// The right's length lives with its sentences (withdrawalRight.ts), which the browser reads without this calendar.
export { WITHDRAWAL_DAYS };

/**
 * The last Argentine day (YYYY-MM-DD, included to its end) to withdraw from an order received at
 * `receivedAt`: the 10th calendar day after the day of receipt, moved to the next business day when it is
 * not one. Receipt is when the operator recorded the order as delivered or picked up.
 */
export function withdrawalDeadline(receivedAt: string | Date): string {
  const received = dateOfKey(argentinaDateKey(new Date(receivedAt).getTime()));
  received.setUTCDate(received.getUTCDate() + WITHDRAWAL_DAYS);
  return businessDayOnOrAfter(keyOfDate(received));
}

/** Whether a withdrawal is in time at `now`: an order not yet received has not started its term. */
export function isWithdrawalInTime(receivedAt: string | Date | null, now: Date): boolean {
  return receivedAt === null || argentinaDateKey(now.getTime()) <= withdrawalDeadline(receivedAt);
}
