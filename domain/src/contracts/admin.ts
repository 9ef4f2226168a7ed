import { array, assign, enums, integer, literal, max, nullable, object, optional, pattern, refine, string, type } from 'superstruct';
import { Id, PageNumber, ShortText } from './common';
import { ORDER_STATUSES, PlacedOrder } from './orders';

/** How many orders a page of the operator's list may hold. */
const MAX_ORDERS_PER_PAGE = 100;

/** A day as YYYY-MM-DD that exists on the calendar (no 31 February). */
const CalendarDay = refine(
  pattern(string(), /^\d{4}-\d{2}-\d{2}$/),
  'calendarDay',
  (value) => (value >= '1900' && isCalendarDay(value)) || 'La fecha debe ser un día que exista, como AAAA-MM-DD.',
);

function isCalendarDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/** GET /api/admin/orders?status=&from=&to=&page=&perPage=: a page of orders, newest first; dates are Argentina's calendar days. */
export const AdminOrdersQuery = type({
  status: optional(enums(ORDER_STATUSES)),
  from: optional(CalendarDay),
  to: optional(CalendarDay),
  page: optional(PageNumber),
  /** Orders per page: 20 unless asked, at most 100. */
  perPage: optional(max(Id, MAX_ORDERS_PER_PAGE)),
});

/** GET /api/admin/orders: each order with the code of its withdrawal request, if any. */
export const AdminOrdersResponse = object({
  ok: literal(true),
  orders: array(assign(PlacedOrder, object({ withdrawalCode: nullable(string()) }))),
  page: integer(),
  totalPages: integer(),
});

/** A text the operator must fill in, in a sentence that says which. */
const Required = (maxLength: number, missing: string) => refine(ShortText(maxLength), 'required', (value) => value.length > 0 || missing);

/** POST /api/admin/orders/{id}/shipped: who carries it, its tracking code and, when the carrier has one, the page to follow it. */
export const ShippedBody = type({
  carrier: Required(60, 'Indica la empresa que lleva el envío.'),
  trackingCode: Required(80, 'Indica el código de seguimiento del envío.'),
  trackingUrl: optional(
    refine(ShortText(500), 'trackingUrl', (value) => /^https?:\/\/\S+$/.test(value) || 'El enlace de seguimiento debe empezar con https://.'),
  ),
});

/** The operator's steps on one order: the order as it now stands. */
export const AdminOrderResponse = object({ ok: literal(true), order: PlacedOrder });
