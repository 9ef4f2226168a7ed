import { argentinaDate } from '@tienda/domain';

// The term itself is the domain's rule (10 calendar days, moved to the next business day).
export { isWithdrawalInTime, WITHDRAWAL_DAYS, withdrawalDeadline } from '@tienda/domain/businessDays';

/** The Argentine calendar day `days` days after the one `at` falls on, as YYYY-MM-DD. */
export function argentineDayAfter(at: Date, days: number): string {
  const { year, month, day } = argentinaDate(at.getTime());
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** YYYY-MM-DD as a person in Argentina writes it: DD/MM/YYYY. */
export const dayMonthYear = (isoDate: string) => isoDate.split('-').reverse().join('/');
