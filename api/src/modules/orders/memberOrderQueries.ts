import { ORDER_STATUS_LABELS, type OrderStatus, type OrderSummary } from '@tienda/domain';
import type { Queryable } from '../../db/database';

// The shopper's own ways to their orders: a member's list, a guest's look-up by number and e-mail.

/** Orders on a page of "Mis compras". */
export const MEMBER_ORDERS_PER_PAGE = 10;

type SummaryRow = {
  orders: number;
  id: number | null;
  status: OrderStatus;
  created_at: Date;
  total: number;
  units: number;
  product_id: number;
  product_name: string;
  product_image: string | null;
};

/**
 * One page of a member's orders, newest first, and how many they have in all: one query, one row
 * per order (or a single row with only the count when the page is past the end). The first
 * product is the first line as the order page lists them (by product), with its first picture.
 */
export async function memberOrderPage(db: Queryable, userId: number, page: number): Promise<{ orders: OrderSummary[]; count: number }> {
  const rows = await db.query<SummaryRow>(
    `WITH mine AS (SELECT id, status, created_at, total FROM orders WHERE user_id = $1),
          shown AS (SELECT * FROM mine ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3::bigint)
     SELECT counted.orders, s.id, s.status, s.created_at, s.total::float8 AS total, lines.units,
            first_line.product_id, first_line.name AS product_name, first_line.image AS product_image
       FROM (SELECT count(*)::int AS orders FROM mine) counted
       LEFT JOIN shown s ON true
       LEFT JOIN LATERAL (SELECT sum(i.quantity)::int AS units FROM order_items i WHERE i.order_id = s.id) lines ON true
       LEFT JOIN LATERAL (SELECT i.product_id, i.name, p.images[1] AS image
                            FROM order_items i JOIN products p ON p.id = i.product_id
                           WHERE i.order_id = s.id ORDER BY i.product_id LIMIT 1) first_line ON true
      ORDER BY s.created_at DESC, s.id DESC`,
    [userId, MEMBER_ORDERS_PER_PAGE, (page - 1) * MEMBER_ORDERS_PER_PAGE],
  );
  const orders = rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      id: row.id!,
      status: row.status,
      statusLabel: ORDER_STATUS_LABELS[row.status],
      createdAt: row.created_at.toISOString(),
      total: row.total,
      itemCount: row.units,
      firstProduct: { id: row.product_id, name: row.product_name, image: row.product_image },
    }));
  return { orders, count: rows[0]?.orders ?? 0 };
}

/** The order's contact, when its number and e-mail (any case, trimmed) go together; undefined otherwise. */
export async function orderContact(db: Queryable, orderId: number, email: string) {
  const [row] = await db.query<{ id: number; name: string; email: string }>(
    'SELECT id, contact_name AS name, contact_email AS email FROM orders WHERE id = $1 AND lower(contact_email) = lower($2)',
    [orderId, email.trim()],
  );
  return row;
}
