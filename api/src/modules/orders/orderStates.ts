import { canMove, ORDER_STATUS_LABELS, ORDER_TRANSITIONS, WITHDRAWABLE_STATUSES, type OrderShipment, type OrderStatus } from '@tienda/domain';
import type { Database, Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import { queueCreditNotes, queueInvoices } from '../invoices/invoiceQueue';
import { lockedOrder, recordEvents, type LockedOrder } from './orderQueries';
import { linesOf, returnStock, takeStock } from './stock';

// Every change of an order's state goes through `enter`, on rows the caller locked and checked
// with canMove (domain/src/orderTerms.ts): the state and its timeline's event in one transaction,
// and the electronic voucher it calls for (paid: the Factura B; refunded: its Nota de crédito B),
// whichever path got it there.

/** What entering a state writes on the order besides the state itself. */
function stampsOf(to: OrderStatus, now: Date, shipment: OrderShipment | undefined): Record<string, unknown> {
  switch (to) {
    case 'paid':
      return { paid_at: now, closed_at: null };
    case 'shipped':
      return { shipment: JSON.stringify(shipment) };
    case 'delivered':
      // Receipt, delivered or picked up: the withdrawal's 10 days start here.
      return { delivered_at: now };
    case 'cancelled':
    case 'expired':
    case 'refunded':
      return { closed_at: now };
    default:
      return {};
  }
}

async function enter(tx: Queryable, orderIds: readonly number[], to: OrderStatus, now: Date, shipment?: OrderShipment): Promise<void> {
  const stamps = Object.entries(stampsOf(to, now, shipment));
  const sets = stamps.map(([column], index) => `, ${column} = $${index + 3}`).join('');
  await tx.query(`UPDATE orders SET status = $2${sets} WHERE id = ANY($1::int[])`, [orderIds, to, ...stamps.map(([, value]) => value)]);
  await recordEvents(tx, orderIds, to, now);
  if (to === 'paid') await queueInvoices(tx, orderIds);
  if (to === 'refunded') await queueCreditNotes(tx, orderIds);
}

/** How a refused move is said: 'La orden N° 12 está ENVIADA: no se puede marcar lista para retirar.' */
const MOVE_WORDS: Record<OrderStatus, string> = {
  pending_payment: 'volver a pendiente de pago',
  paid: 'marcar pagada',
  preparing: 'marcar en preparación',
  shipped: 'marcar enviada',
  ready_for_pickup: 'marcar lista para retirar',
  delivered: 'marcar entregada',
  cancelled: 'cancelar',
  expired: 'dar por vencida',
  withdrawal_requested: 'registrar el arrepentimiento',
  refunded: 'marcar reintegrada',
};

function refusal(orderId: number, order: LockedOrder, to: OrderStatus): HttpError {
  // Allowed from this state, but not for how this order reaches the shopper.
  const wrongDelivery = ORDER_TRANSITIONS[order.status].includes(to) && (to === 'shipped' || to === 'ready_for_pickup');
  const delivery = order.shipmentMethod === 'Retiro en local' ? ' y se retira en el local' : ' y se envía a domicilio';
  return new HttpError(409, `La orden N° ${orderId} está ${ORDER_STATUS_LABELS[order.status]}${wrongDelivery ? delivery : ''}: no se puede ${MOVE_WORDS[to]}.`);
}

/**
 * The operator's steps: preparing, shipped (with its carrier and tracking code), ready for pickup,
 * delivered, refunded, cancelled (the stock goes back) and paid, which the operator only records
 * for a pending order (never reviving one that expired or was cancelled). 404 for no order, 409
 * in Spanish for a move its life does not allow. Answers the state the order was in.
 */
export async function operatorMove(tx: Queryable, orderId: number, to: OrderStatus, now: Date, shipment?: OrderShipment): Promise<OrderStatus> {
  const order = await lockedOrder(tx, orderId);
  if (!order) throw new HttpError(404, `No encontramos la orden N° ${orderId}.`);
  const allowed = canMove(order.status, to, order.shipmentMethod) && (to !== 'paid' || order.status === 'pending_payment');
  if (!allowed) throw refusal(orderId, order, to);
  if (to === 'paid') {
    await payOrder(tx, orderId, now);
    return order.status;
  }
  if (to === 'cancelled') await returnStock(tx, [orderId]);
  await enter(tx, [orderId], to, now, shipment);
  return order.status;
}

/** What asking to mark an order paid came to. */
export type PayOutcome = 'paid' | 'already_paid' | 'refund_needed' | 'unknown_order';

/**
 * Marks an order paid, exactly once. The order's row is locked first, so webhooks, returns and
 * the operator take turns on it; an order paid (and whatever followed) stays so. A payment that
 * comes through after the order expired or was cancelled takes its stock again: if some product
 * ran out meanwhile the order stays closed and the money must be given back ('refund_needed').
 */
export async function payOrder(tx: Queryable, orderId: number, now: Date): Promise<PayOutcome> {
  const order = await lockedOrder(tx, orderId);
  if (!order) return 'unknown_order';
  if (!canMove(order.status, 'paid', order.shipmentMethod)) return 'already_paid';
  if (order.status !== 'pending_payment') {
    // The caller's transaction goes on (it records the event), so a partial take is undone here.
    await tx.query('SAVEPOINT retake');
    if ('shortOf' in (await takeStock(tx, await linesOf(tx, orderId)))) {
      await tx.query('ROLLBACK TO SAVEPOINT retake');
      return 'refund_needed';
    }
  }
  await enter(tx, [orderId], 'paid', now);
  return 'paid';
}

/**
 * A withdrawal accepted moves the order to withdrawal_requested when its state allows (it was paid
 * and is not closed); otherwise the order stays as it is. True when it moved.
 */
export async function withdrawalRequested(tx: Queryable, orderId: number, now: Date): Promise<boolean> {
  const order = await lockedOrder(tx, orderId);
  if (!order || !WITHDRAWABLE_STATUSES.includes(order.status) || !canMove(order.status, 'withdrawal_requested', order.shipmentMethod)) return false;
  await enter(tx, [orderId], 'withdrawal_requested', now);
  return true;
}

/**
 * Orders still unpaid at their expiry (card and Mercado Pago after minutes, bank transfers after
 * days) become 'expired' and give their stock back. Several servers sweep at once: each takes the orders no other holds (SKIP LOCKED), so an
 * order is expired, and its stock returned, by one of them only; an order being paid at that
 * moment is skipped and read again at the next sweep.
 */
export function expireUnpaidOrders(db: Database, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const due = await tx.query<{ id: number }>(
      `SELECT id FROM orders
        WHERE status = 'pending_payment' AND expires_at IS NOT NULL AND expires_at <= $1
        ORDER BY id LIMIT 500 FOR UPDATE SKIP LOCKED`,
      [now],
    );
    const ids = due.map((row) => row.id);
    if (ids.length === 0) return ids;
    await enter(tx, ids, 'expired', now);
    await returnStock(tx, ids);
    return ids;
  });
}
