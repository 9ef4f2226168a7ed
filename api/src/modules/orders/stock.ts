import type { Queryable } from '../../db/database';

export type OrderLine = { productId: number; quantity: number };

/**
 * Takes each line's units from stock, all or none (the caller's transaction rolls back on a
 * shortfall). A row is only changed while it still holds enough, so no number of concurrent
 * buyers can sell beyond the stock; rows are taken in product order, so two orders never deadlock.
 * Answers the cash price each product had when its row was locked.
 */
export async function takeStock(tx: Queryable, lines: readonly OrderLine[]): Promise<{ prices: Map<number, string> } | { shortOf: number }> {
  const prices = new Map<number, string>();
  for (const { productId, quantity } of [...lines].sort((a, b) => a.productId - b.productId)) {
    const [row] = await tx.query<{ final_price: string }>(
      'UPDATE products SET stock = stock - $2 WHERE id = $1 AND stock >= $2 RETURNING final_price::text',
      [productId, quantity],
    );
    if (!row) return { shortOf: productId };
    prices.set(productId, row.final_price);
  }
  return { prices };
}

/** Gives back the units of these orders (cancelled or expired), in product order like takeStock. */
export async function returnStock(tx: Queryable, orderIds: readonly number[]): Promise<void> {
  const lines = await tx.query<{ product_id: number; quantity: number }>(
    'SELECT product_id, sum(quantity)::int AS quantity FROM order_items WHERE order_id = ANY($1::int[]) GROUP BY product_id ORDER BY product_id',
    [orderIds],
  );
  for (const line of lines) await tx.query('UPDATE products SET stock = stock + $2 WHERE id = $1', [line.product_id, line.quantity]);
}

/** The line items of an order, to take their stock again. */
export function linesOf(tx: Queryable, orderId: number): Promise<OrderLine[]> {
  return tx.query<OrderLine>('SELECT product_id AS "productId", quantity FROM order_items WHERE order_id = $1', [orderId]);
}
