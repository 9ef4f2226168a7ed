import type { Database, Queryable } from '../../db/database';
import { lockedStatus } from './orderQueries';
import { linesOf, returnStock, takeStock } from './stock';

/** What asking to mark an order paid came to. */
export type PayOutcome = 'paid' | 'already_paid' | 'refund_needed' | 'unknown_order';

/**
 * Marks an order paid, exactly once. The order's row is locked first, so webhooks, returns and
 * the operator take turns on it; a paid order stays paid. A payment that comes through after the
 * order expired or was cancelled takes its stock again: if some product ran out meanwhile the
 * order stays closed and the money must be given back ('refund_needed').
 */
export async function payOrder(tx: Queryable, orderId: number, now: Date): Promise<PayOutcome> {
  const status = await lockedStatus(tx, orderId);
  if (!status) return 'unknown_order';
  if (status === 'paid') return 'already_paid';
  if (status !== 'pending_payment') {
    // The caller's transaction goes on (it records the event), so a partial take is undone here.
    await tx.query('SAVEPOINT retake');
    if ('shortOf' in (await takeStock(tx, await linesOf(tx, orderId)))) {
      await tx.query('ROLLBACK TO SAVEPOINT retake');
      return 'refund_needed';
    }
  }
  await tx.query(`UPDATE orders SET status = 'paid', paid_at = $2, closed_at = NULL WHERE id = $1`, [orderId, now]);
  return 'paid';
}

/** The operator cancels an unpaid order: its stock goes back. False when it was not pending. */
export function cancelOrder(db: Database, orderId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [closed] = await tx.query(
      `UPDATE orders SET status = 'cancelled', closed_at = $2 WHERE id = $1 AND status = 'pending_payment' RETURNING id`,
      [orderId, now],
    );
    if (closed) await returnStock(tx, [orderId]);
    return Boolean(closed);
  });
}

/** The operator records that the shopper received a paid order (delivered or picked up). */
export async function markDelivered(db: Queryable, orderId: number, now: Date): Promise<boolean> {
  const [row] = await db.query(`UPDATE orders SET delivered_at = $2 WHERE id = $1 AND status = 'paid' AND delivered_at IS NULL RETURNING id`, [orderId, now]);
  return Boolean(row);
}

/**
 * Card and Mercado Pago orders still unpaid at their expiry become 'expired' and give their stock
 * back. Several servers sweep at once: each takes the orders no other holds (SKIP LOCKED), so an
 * order is expired, and its stock returned, by one of them only; an order being paid at that
 * moment is skipped and read again at the next sweep.
 */
export function expireUnpaidOrders(db: Database, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const expired = await tx.query<{ id: number }>(
      `UPDATE orders SET status = 'expired', closed_at = $1
        WHERE id IN (SELECT id FROM orders
                      WHERE status = 'pending_payment' AND expires_at IS NOT NULL AND expires_at <= $1
                      ORDER BY id LIMIT 500 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      [now],
    );
    const ids = expired.map((row) => row.id);
    if (ids.length > 0) await returnStock(tx, ids);
    return ids;
  });
}
