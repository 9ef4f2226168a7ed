// Rates as BCRA defines them for consumer credit (Texto ordenado "Tasas de interés en las operaciones
// de crédito" and "Protección de los usuarios de servicios financieros"): a monthly plan runs in periods
// of 30 days and a year has 365 days, so the period rate is TNA × 30/365 and an effective annual rate
// compounds a period rate 365/30 times: TEA = (1 + TNA × 30/365)^(365/30) − 1. The same annualisation
// turns the monthly internal rate of return of a loan's cash flows into its CFTEA.
// (The other common reading, (1 + TNA/12)^12 − 1, gives a slightly different instalment: not used.)
import { roundMoney } from '../money';

export const PERIOD_DAYS = 30;
export const DAYS_A_YEAR = 365;
export const PERIODS_A_YEAR = DAYS_A_YEAR / PERIOD_DAYS;

/** The rate of one 30-day period, as a fraction, from a TNA in percent. */
export function periodRateFromTna(tnaPercent: number): number {
  return (tnaPercent / 100) * (PERIOD_DAYS / DAYS_A_YEAR);
}

/** The TNA in percent whose 30-day period rate is the given fraction. */
export function tnaFromPeriodRate(periodRate: number): number {
  return periodRate * PERIODS_A_YEAR * 100;
}

/** The effective annual rate, in percent, of a 30-day period rate (a fraction) compounded 365/30 times. */
export function effectiveAnnualRate(periodRate: number): number {
  return ((1 + periodRate) ** PERIODS_A_YEAR - 1) * 100;
}

/** TEA in percent from a TNA in percent (monthly plans, 30-day periods). */
export function teaFromTna(tnaPercent: number): number {
  return effectiveAnnualRate(periodRateFromTna(tnaPercent));
}

/** Rates are disclosed in percent with two decimals, halves away from zero, like money. */
export function roundRate(percent: number): number {
  return roundMoney(percent);
}
