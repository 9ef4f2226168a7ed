import { argentinaDate, argentinaDateKey } from '@tienda/domain';

/** The right of withdrawal lasts 10 calendar days from receipt (Ley 24.240, art. 34; spec §9). */
const WITHDRAWAL_DAYS = 10;

/**
 * The last Argentine calendar day a withdrawal is in time, as YYYY-MM-DD, for an order received
 * at `receivedAt`. Receipt is when the operator recorded the order as delivered or picked up: an
 * order not yet received has no deadline, since the ten days have not started.
 */
export function withdrawalDeadline(receivedAt: Date): string {
  const { year, month, day } = argentinaDate(receivedAt.getTime());
  return new Date(Date.UTC(year, month - 1, day + WITHDRAWAL_DAYS)).toISOString().slice(0, 10);
}

export function isWithdrawalInTime(receivedAt: Date | null, now: Date): boolean {
  return receivedAt === null || argentinaDateKey(now.getTime()) <= withdrawalDeadline(receivedAt);
}
