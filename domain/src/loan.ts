// The pre-approved loan of spec §4: how an offer compares with the cart total, the instalment,
// and how long a loan flow and an offer stay usable.
import { argentinaDateKey } from './calendar';
import { roundMoney } from './money';
import type { LoanOffer } from './contracts/loans';

/** The spec's loan: 12 instalments (the demo plan's; LOAN_PLANS sets each plan's own). */
export const LOAN_INSTALLMENTS = 12;
/** An offer of at least total / 1.2 is "nearly there". */
export const NEAR_MISS_FACTOR = 1.2;
/** An offer above 1.5 × total leaves credit unused, which the shopper is told about. */
export const SURPLUS_FACTOR = 1.5;
/** The usage bar changes colour at these shares of the offer. */
export const USAGE_MEDIUM_THRESHOLD = 0.3;
export const USAGE_HIGH_THRESHOLD = 0.7;
export const LOAN_FLOW_LIFETIME_MS = 15 * 60_000;
export const LOAN_FLOW_IDLE_LIMIT_MS = 30 * 60_000;

export type LoanOfferState =
  | { kind: 'none' }
  | { kind: 'approved'; status: 'APROBADO CON CUPO'; surplus: boolean }
  | { kind: 'nearly'; status: 'PENDIENTE'; shortfall: number }
  | { kind: 'pending'; status: 'PENDIENTE'; shortfall: number };

// The engine's rejection wording is not in the spec: any resultado containing "RECHAZ"
// (RECHAZADO, Rechazada…) counts as a rejection.
const REJECTION = /RECHAZ/i;

export function loanOfferState(offer: LoanOffer | null, total: number): LoanOfferState {
  // Written as "not above zero" so that a missing or NaN maximoCapital is no offer too.
  if (!offer || REJECTION.test(offer.resultado) || !(offer.maximoCapital > 0)) return { kind: 'none' };
  const { maximoCapital } = offer;
  if (maximoCapital >= total) {
    return { kind: 'approved', status: 'APROBADO CON CUPO', surplus: maximoCapital > total * SURPLUS_FACTOR };
  }
  const shortfall = roundMoney(total - maximoCapital);
  return maximoCapital >= total / NEAR_MISS_FACTOR
    ? { kind: 'nearly', status: 'PENDIENTE', shortfall }
    : { kind: 'pending', status: 'PENDIENTE', shortfall };
}

/** Share of the offer the cart would use, within [0, 1]; no capital means nothing is left. */
export function usageRatio(total: number, maximoCapital: number): number {
  if (!(maximoCapital > 0)) return 1;
  return Math.min(Math.max(total / maximoCapital, 0), 1);
}

export type UsageLevel = 'low' | 'medium' | 'high';

export function usageLevel(total: number, maximoCapital: number): UsageLevel {
  const ratio = usageRatio(total, maximoCapital);
  if (ratio < USAGE_MEDIUM_THRESHOLD) return 'low';
  return ratio < USAGE_HIGH_THRESHOLD ? 'medium' : 'high';
}

/** Instants in epoch milliseconds. */
export type LoanFlow = { createdAt: number; lastActivityAt: number };

// A duration is the same in every time zone, so the spec's "Argentina time" plays no part
// here: it only matters for calendar days (isOfferFromToday).
export function isLoanFlowValid(flow: LoanFlow, now: number): boolean {
  return now < flow.createdAt + LOAN_FLOW_LIFETIME_MS && now < flow.lastActivityAt + LOAN_FLOW_IDLE_LIMIT_MS;
}

/** Offers are cached per calendar day in Argentina; the key comes from argentinaDateKey. */
export function isOfferFromToday(offerDateKey: string, now: number): boolean {
  return offerDateKey === argentinaDateKey(now);
}
