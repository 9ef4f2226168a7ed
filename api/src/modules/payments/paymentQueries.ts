import type { Queryable } from '../../db/database';

export type Provider = 'mercadopago' | 'getnet';

/** The provider's checkout of an order: a Mercado Pago preference or a Getnet order. */
export type ProviderCheckout = { orderId: number; provider: Provider; reference: string; redirectUrl: string };

const COLUMNS = 'order_id AS "orderId", provider, reference, redirect_url AS "redirectUrl"';

export async function checkoutOf(db: Queryable, orderId: number, provider: Provider): Promise<ProviderCheckout | undefined> {
  const [row] = await db.query<ProviderCheckout>(`SELECT ${COLUMNS} FROM payments WHERE order_id = $1 AND provider = $2`, [orderId, provider]);
  return row;
}

export async function checkoutByReference(db: Queryable, provider: Provider, reference: string): Promise<ProviderCheckout | undefined> {
  const [row] = await db.query<ProviderCheckout>(`SELECT ${COLUMNS} FROM payments WHERE provider = $1 AND reference = $2`, [provider, reference]);
  return row;
}

/** Keeps the checkout; if a concurrent request kept one first, that one is the order's. */
export async function saveCheckout(db: Queryable, checkout: ProviderCheckout, amount: number): Promise<ProviderCheckout> {
  await db.query(
    'INSERT INTO payments (order_id, provider, reference, redirect_url, amount) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (order_id, provider) DO NOTHING',
    [checkout.orderId, checkout.provider, checkout.reference, checkout.redirectUrl, amount],
  );
  return (await checkoutOf(db, checkout.orderId, checkout.provider))!;
}
