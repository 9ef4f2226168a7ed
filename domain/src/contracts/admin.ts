import { array, assign, literal, nullable, object, string } from 'superstruct';
import { PlacedOrder } from './orders';

/** GET /api/admin/orders: the latest orders, each with the code of its withdrawal request, if any. */
export const AdminOrdersResponse = object({
  ok: literal(true),
  orders: array(assign(PlacedOrder, object({ withdrawalCode: nullable(string()) }))),
});

/** The operator's steps on one order (paid, delivered, cancelled): the order as it now stands. */
export const AdminOrderResponse = object({ ok: literal(true), order: PlacedOrder });
