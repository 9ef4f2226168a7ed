import { is } from 'superstruct';
import { argentinaDateKey, IdNumber, WITHDRAWABLE_STATUSES, type PlacedOrder } from '@tienda/domain';

// What a shopper may still do with an order, from the order as the server sent it.

/** A positive whole number in an address (an order, a page), or null when it names none. */
export function numberInAddress(text: string | null | undefined): number | null {
  const n = text && /^\d+$/.test(text) ? Number(text) : null;
  return is(n, IdNumber) ? n : null;
}

/** 'Pagar' again: an unpaid Mercado Pago or card order, before it expires. */
export function canPayAgain(order: PlacedOrder, now: number): boolean {
  const provider = order.paymentMethod === 'Mercado Pago' || order.paymentMethod === 'Tarjeta de crédito';
  const expired = order.expiresAt !== null && Date.parse(order.expiresAt) <= now;
  return order.status === 'pending_payment' && provider && !expired;
}

/**
 * The withdrawal form prefilled with the order, while the right lasts: a paid order not yet
 * received (the ten days have not started), or one received up to its last day (Argentina's calendar).
 */
export function withdrawalHref(order: PlacedOrder, now: number): string | undefined {
  if (!WITHDRAWABLE_STATUSES.includes(order.status)) return undefined;
  if (order.withdrawalDeadline !== null && argentinaDateKey(now) > order.withdrawalDeadline) return undefined;
  return `/repentance?${new URLSearchParams({ pedido: String(order.id), correo: order.contact.email })}`;
}
