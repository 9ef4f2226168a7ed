import { argentinaDateKey } from './calendar';
import type { OrderStatus } from './orderTerms';

// The withdrawal right (botón de arrepentimiento) in the shopper's words, written once: the mails,
// the checkout's last step and the order's page all say these sentences. The term's rule itself
// (the business-day calendar) lives in credit/businessDays.ts, kept out of the browser's bundle;
// these take the last day the server computed from it.

/**
 * The right lasts 10 calendar days from receipt (Ley 24.240, art. 34; Código Civil y Comercial,
 * art. 1110); a term that ends on a day off moves to the next business day.
 */
export const WITHDRAWAL_DAYS = 10;

/** The rule, before the order is received: when the days start and what happens on a day off. */
export const WITHDRAWAL_RULE = `Puedes arrepentirte de tu compra dentro de los ${WITHDRAWAL_DAYS} días corridos desde que la recibes; si el último día no es hábil, el plazo se corre al siguiente día hábil.`;

/** What withdrawing costs, said right before the link to the Botón de arrepentimiento. */
export const WITHDRAWAL_FREE = 'Sin costo para ti';

// A calendar day has no hour: read at noon UTC it is the same day everywhere.
const calendarDay = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A calendar day (YYYY-MM-DD, Argentina's) as people read it: '14 de diciembre de 2026'. */
export function withdrawalDay(dateKey: string): string {
  const [year = 0, month = 1, day = 1] = dateKey.split('-').map(Number);
  return calendarDay.format(Date.UTC(year, month - 1, day, 12));
}

/** Once received: the exact last day (the order's withdrawalDeadline), included. */
export function withdrawalUntil(deadline: string): string {
  return `Puedes arrepentirte de tu compra hasta el ${withdrawalDay(deadline)} inclusive.`;
}

/** After the last day. */
export function withdrawalEnded(deadline: string): string {
  return `El plazo para arrepentirte de esta compra terminó el ${withdrawalDay(deadline)}.`;
}

/**
 * Where an order stands with the right: 'before' receipt (the rule), 'open' (until its last day),
 * 'ended'; null where it does not apply (an order cancelled, expired, already withdrawn or refunded).
 */
export type WithdrawalPhase = 'before' | 'open' | 'ended';

const NOT_APPLICABLE: readonly OrderStatus[] = ['cancelled', 'expired', 'withdrawal_requested', 'refunded'];

export function withdrawalPhase(order: { status: OrderStatus; withdrawalDeadline: string | null }, now: number): WithdrawalPhase | null {
  if (NOT_APPLICABLE.includes(order.status)) return null;
  if (order.withdrawalDeadline === null) return 'before';
  return argentinaDateKey(now) <= order.withdrawalDeadline ? 'open' : 'ended';
}

/** The sentence for an order at `now`, or null where the right does not apply. */
export function withdrawalNotice(order: { status: OrderStatus; withdrawalDeadline: string | null }, now: number): { phase: WithdrawalPhase; sentence: string } | null {
  const phase = withdrawalPhase(order, now);
  if (phase === null) return null;
  const deadline = order.withdrawalDeadline!;
  const sentence = phase === 'before' ? WITHDRAWAL_RULE : phase === 'open' ? withdrawalUntil(deadline) : withdrawalEnded(deadline);
  return { phase, sentence };
}
