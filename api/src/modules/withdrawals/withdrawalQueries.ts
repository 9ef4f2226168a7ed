import type { ContactRequest, WithdrawalRequest } from '@tienda/domain';
import type { Queryable } from '../../db/database';

/** The order, when its number and its contact e-mail (any case) go together; nobody else may withdraw from it. */
export async function orderOfContact(db: Queryable, orderId: number, email: string) {
  const [order] = await db.query<{ id: number; user_id: number | null; delivered_at: Date | null }>(
    'SELECT id, user_id, delivered_at FROM orders WHERE id = $1 AND lower(contact_email) = lower($2)',
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

export async function recordContactMessage(db: Queryable, { name, email, phone, message }: ContactRequest): Promise<void> {
  await db.query('INSERT INTO contact_messages (name, email, phone, message) VALUES ($1, $2, $3, $4)', [name, email.trim(), phone, message]);
}
