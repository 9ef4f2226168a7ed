import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { PaymentState } from '../checkout';

export type SandboxProvider = 'mercadopago' | 'getnet';

/** `amount` is what is charged, in `installments` (1, or the order's "6 cuotas fijas"). */
export type SandboxCheckout = { id: string; provider: SandboxProvider; orderId: number; amount: number; installments: number; returnUrl: string; notificationUrl: string };

/** A payment of the sandbox as the provider reports it: paid in the checkout's instalments. */
export type SandboxPayment = { state: PaymentState; orderId: number; amount: number; installments: number };

/** A checkout of the sandbox: what the provider would keep for a preference or an order. */
export async function openCheckout(db: Queryable, checkout: Omit<SandboxCheckout, 'id'>): Promise<string> {
  const id = randomUUID();
  await db.query(
    'INSERT INTO sandbox_checkouts (id, provider, order_id, amount, installments, return_url, notification_url) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [id, checkout.provider, checkout.orderId, checkout.amount, checkout.installments, checkout.returnUrl, checkout.notificationUrl],
  );
  return id;
}

export async function checkoutById(db: Queryable, id: string): Promise<SandboxCheckout | undefined> {
  const [row] = await db.query<SandboxCheckout>(
    `SELECT id, provider, order_id AS "orderId", amount::float8 AS amount, installments, return_url AS "returnUrl", notification_url AS "notificationUrl"
       FROM sandbox_checkouts WHERE id = $1`,
    [id],
  );
  return row;
}

/** The shopper's decision on the page: a payment of the checkout, whose id Mercado Pago's sandbox reports. */
export async function recordPayment(db: Queryable, checkoutId: string, state: PaymentState): Promise<number> {
  const [row] = await db.query<{ id: number }>('INSERT INTO sandbox_payments (checkout_id, state) VALUES ($1, $2) RETURNING id', [checkoutId, state]);
  return row!.id;
}

export async function paymentById(db: Queryable, id: number): Promise<SandboxPayment | undefined> {
  const [row] = await db.query<SandboxPayment>(
    `SELECT p.state, c.order_id AS "orderId", c.amount::float8 AS amount, c.installments
       FROM sandbox_payments p JOIN sandbox_checkouts c ON c.id = p.checkout_id WHERE p.id = $1`,
    [id],
  );
  return row;
}

/**
 * Where a checkout stands, as Getnet reports an order: an approval settles it, else the latest
 * decision, else pending; with the instalments it is charged in.
 */
export async function checkoutState(db: Queryable, checkoutId: string): Promise<{ state: PaymentState; installments: number }> {
  const [row] = await db.query<{ state: PaymentState | null; installments: number }>(
    `SELECT (SELECT state FROM sandbox_payments WHERE checkout_id = c.id ORDER BY (state = 'approved') DESC, id DESC LIMIT 1) AS state, c.installments
       FROM sandbox_checkouts c WHERE c.id = $1`,
    [checkoutId],
  );
  return { state: row?.state ?? 'pending', installments: row?.installments ?? 1 };
}
