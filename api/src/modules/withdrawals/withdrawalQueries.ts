import { createHash } from 'node:crypto';
import type { ContactRequest, WithdrawalRequest } from '@tienda/domain';
import type { Queryable } from '../../db/database';

/** Only the link token's hash is kept: the table opens nothing. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Keeps a withdrawal until the link mailed with `token` is opened (before `expiresAt`). */
export async function recordPendingWithdrawal(db: Queryable, orderId: number, token: string, request: WithdrawalRequest, expiresAt: Date): Promise<void> {
  const { name, email, phone, message = '' } = request;
  await db.query(
    'INSERT INTO withdrawal_confirmations (token_hash, order_id, name, email, phone, message, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [hashOf(token), orderId, name, email.trim(), phone, message, expiresAt],
  );
  // Links long dead go, so the table holds only those that may still be opened.
  await db.query(`DELETE FROM withdrawal_confirmations WHERE expires_at < now() - interval '7 days'`);
}

/** The withdrawal a live link stands for, with its order's receipt; undefined for a link unknown or expired. */
export async function pendingWithdrawal(db: Queryable, token: string, now: Date) {
  const [row] = await db.query<{ order_id: number; user_id: number | null; delivered_at: Date | null; name: string; email: string; phone: string; message: string }>(
    `SELECT w.order_id, o.user_id, o.delivered_at, w.name, w.email, w.phone, w.message
       FROM withdrawal_confirmations w JOIN orders o ON o.id = w.order_id
      WHERE w.token_hash = $1 AND w.expires_at > $2`,
    [hashOf(token), now],
  );
  return row;
}

/** The code of the order's withdrawal, when one was recorded. */
export async function withdrawalCodeOf(db: Queryable, orderId: number): Promise<string | undefined> {
  const [row] = await db.query<{ code: string }>('SELECT code FROM withdrawals WHERE order_id = $1', [orderId]);
  return row?.code;
}

/** The order, when its number and its contact e-mail (any case) go together; nobody else may withdraw from it. */
export async function orderOfContact(db: Queryable, orderId: number, email: string) {
  const [order] = await db.query<{ id: number; user_id: number | null; delivered_at: Date | null; contact_email: string; contact_name: string }>(
    'SELECT id, user_id, delivered_at, contact_email, contact_name FROM orders WHERE id = $1 AND lower(contact_email) = lower($2)',
    [orderId, email.trim()],
  );
  return order;
}

/** Records the withdrawal of an order under `code`; asked again, it keeps the first code and gives it back. */
export async function recordWithdrawal(db: Queryable, orderId: number, code: string, request: WithdrawalRequest): Promise<string> {
  const { name, email, phone, message = '' } = request;
  const [row] = await db.query<{ code: string }>(
    `INSERT INTO withdrawals (code, order_id, name, email, phone, message) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (order_id) DO UPDATE SET order_id = EXCLUDED.order_id RETURNING code`,
    [code, orderId, name, email.trim(), phone, message],
  );
  return row!.code;
}

export async function recordContactMessage(db: Queryable, { topic = 'question', name, email, phone, message }: ContactRequest): Promise<void> {
  await db.query('INSERT INTO contact_messages (topic, name, email, phone, message) VALUES ($1, $2, $3, $4, $5)', [topic, name, email.trim(), phone, message]);
}
