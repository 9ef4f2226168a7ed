import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import type { Settings } from '../../settings';
import { orderLinks, transferReminderMail } from './orderMail';
import { readOrders } from './orderQueries';

export type ReminderDependencies = { mailer: Mailer; settings: Pick<Settings, 'bank' | 'publicUrl' | 'transferExpiry' | 'company'> };

/**
 * Unpaid transfer orders within `reminderHoursBefore` of their expiry get one reminder mail. The
 * stamp and the mail are written in one transaction, and several servers sweep at once taking
 * only rows no other holds (SKIP LOCKED): each order is reminded once, whoever sweeps.
 */
export function remindUnpaidTransfers(db: Database, { mailer, settings }: ReminderDependencies, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const due = await tx.query<{ id: number }>(
      `SELECT id FROM orders
        WHERE status = 'pending_payment' AND payment_method = 'Transferencia' AND expiry_reminded_at IS NULL
          AND expires_at > $1 AND expires_at <= $1::timestamptz + $2 * interval '1 hour'
        ORDER BY id LIMIT 500 FOR UPDATE SKIP LOCKED`,
      [now, settings.transferExpiry.reminderHoursBefore],
    );
    const ids = due.map((row) => row.id);
    if (ids.length === 0) return ids;
    await tx.query('UPDATE orders SET expiry_reminded_at = $2 WHERE id = ANY($1::int[])', [ids, now]);
    for (const { order, userId } of await readOrders(tx, ids, settings.bank)) {
      await mailer.send(transferReminderMail(order, orderLinks(settings.publicUrl, order.id, userId), settings.company), tx);
    }
    return ids;
  });
}
