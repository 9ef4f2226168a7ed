import { argentinaDate, argentinaDateKey } from '@tienda/domain';

/** The right of withdrawal lasts 10 calendar days from receipt (Ley 24.240, art. 34; spec §9). */
export const WITHDRAWAL_DAYS = 10;

/** The Argentine calendar day `days` days after the one `at` falls on, as YYYY-MM-DD. */
export function argentineDayAfter(at: Date, days: number): string {
  const { year, month, day } = argentinaDate(at.getTime());
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** YYYY-MM-DD as a person in Argentina writes it: DD/MM/YYYY. */
export const dayMonthYear = (isoDate: string) => isoDate.split('-').reverse().join('/');

/**
 * The last Argentine calendar day a withdrawal is in time, as YYYY-MM-DD, for an order received
 * at `receivedAt`. Receipt is when the operator recorded the order as delivered or picked up: an
 * order not yet received has no deadline, since the ten days have not started.
 */
export function withdrawalDeadline(receivedAt: Date): string {
  return argentineDayAfter(receivedAt, WITHDRAWAL_DAYS);
}

export function isWithdrawalInTime(receivedAt: Date | null, now: Date): boolean {
  return receivedAt === null || argentinaDateKey(now.getTime()) <= withdrawalDeadline(receivedAt);
}
