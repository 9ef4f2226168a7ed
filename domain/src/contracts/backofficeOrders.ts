import { array, assign, enums, integer, literal, max, nullable, number, object, optional, refine, string, type, type Infer } from 'superstruct';
import { CalendarDay, Id, PageNumber, ShortText } from './common';
import { ORDER_STATUSES, PAYMENT_METHODS, PlacedOrder } from './orders';
import { RequiredText } from './backofficeCatalog';
import { StaffInvoice } from './invoices';

/** How many orders a page of the staff's list may hold. */
const MAX_ORDERS_PER_PAGE = 100;

/**
 * GET /api/backoffice/orders?status=&paymentMethod=&from=&to=&q=&page=&perPage=: a page of orders,
 * newest first. Dates are Argentina's calendar days; `q` is an order number, an e-mail or a CUIL.
 */
export const StaffOrdersQuery = type({
  status: optional(enums(ORDER_STATUSES)),
  paymentMethod: optional(enums(PAYMENT_METHODS)),
  from: optional(CalendarDay),
  to: optional(CalendarDay),
  q: optional(ShortText(100)),
  page: optional(PageNumber),
  /** Orders per page: 20 unless asked, at most 100. */
  perPage: optional(max(Id, MAX_ORDERS_PER_PAGE)),
});
export type StaffOrdersFilter = Infer<typeof StaffOrdersQuery>;

/** An order in the staff's list: the order with the code of its withdrawal request, if any. */
export const StaffOrderRow = assign(PlacedOrder, object({ withdrawalCode: nullable(string()) }));
export type StaffOrderRow = Infer<typeof StaffOrderRow>;

export const StaffOrdersResponse = object({ ok: literal(true), orders: array(StaffOrderRow), page: integer(), totalPages: integer(), total: integer() });

/** One thing that happened to an order, for the staff's history: a state entered, a payment notice, a mail, a staff step. */
export const ORDER_HISTORY_KINDS = ['state', 'payment', 'mail', 'staff'] as const;
export const OrderHistoryEntry = object({
  at: string(),
  kind: enums(ORDER_HISTORY_KINDS),
  /** What happened, in a line ('PAGADA', 'Mercado Pago: approved', 'Correo: Tu compra N° 12 fue enviada'). */
  title: string(),
  /** Who or what more: the staff member's e-mail, the payment's id, the mail's recipient and whether it went. */
  detail: nullable(string()),
});
export type OrderHistoryEntry = Infer<typeof OrderHistoryEntry>;

/** Who placed the order, as they gave it: a member's account or a guest's data. */
export const OrderCustomer = object({
  name: string(),
  email: string(),
  phone: string(),
  cuil: nullable(string()),
  /** The member's account number, or null for a guest. */
  memberId: nullable(integer()),
});
export type OrderCustomer = Infer<typeof OrderCustomer>;

/** A withdrawal request (botón de arrepentimiento) as the staff sees it. Dates in ISO 8601. */
export const StaffWithdrawal = object({
  code: string(),
  orderId: integer(),
  orderStatus: enums(ORDER_STATUSES),
  name: string(),
  email: string(),
  phone: string(),
  message: nullable(string()),
  requestedAt: string(),
  /** The last day (Argentina, YYYY-MM-DD) the shopper could ask, from the order's delivery; null before delivery. */
  deadline: nullable(string()),
});
export type StaffWithdrawal = Infer<typeof StaffWithdrawal>;

/** GET /api/backoffice/orders/{id}: everything the shopper gave and everything that happened. */
export const StaffOrderResponse = object({
  ok: literal(true),
  order: PlacedOrder,
  customer: OrderCustomer,
  withdrawal: nullable(StaffWithdrawal),
  /** The shop's Términos y condiciones the buyer accepted to place it; null for orders from before it was asked. */
  termsAcceptance: nullable(object({ version: string(), acceptedAt: string() })),
  /** Oldest first. */
  history: array(OrderHistoryEntry),
  /** Its invoice and credit note, oldest first, with their state. */
  invoices: array(StaffInvoice),
});
export type StaffOrderDetail = Infer<typeof StaffOrderResponse>;

/** POST /api/backoffice/orders/{id}/shipped: who carries it, its tracking code and, when the carrier has one, the page to follow it. */
export const ShippedBody = type({
  carrier: RequiredText(60, 'Indica la empresa que lleva el envío.'),
  trackingCode: RequiredText(80, 'Indica el código de seguimiento del envío.'),
  trackingUrl: optional(
    refine(ShortText(500), 'trackingUrl', (value) => /^https?:\/\/\S+$/.test(value) || 'El enlace de seguimiento debe empezar con https://.'),
  ),
});
export type ShippedDetails = Infer<typeof ShippedBody>;

/**
 * POST /api/backoffice/orders/{id}/{paid|preparing|shipped|ready-for-pickup|delivered|refunded|cancel}:
 * the order as it now stands, with a sentence of what was done.
 */
export const StaffOrderStepResponse = object({ ok: literal(true), order: PlacedOrder, message: string() });

/** The staff's steps, by the last part of their address, and the state each leads to. */
export const STAFF_ORDER_STEPS = {
  paid: 'paid',
  preparing: 'preparing',
  shipped: 'shipped',
  'ready-for-pickup': 'ready_for_pickup',
  delivered: 'delivered',
  refunded: 'refunded',
  cancel: 'cancelled',
} as const;
export type StaffOrderStep = keyof typeof STAFF_ORDER_STEPS;

/** GET /api/backoffice/withdrawals?page=: the newest first, 20 a page. */
export const StaffWithdrawalsQuery = type({ page: optional(PageNumber) });
export const StaffWithdrawalsResponse = object({ ok: literal(true), withdrawals: array(StaffWithdrawal), page: integer(), totalPages: integer() });

/** Orders and money of a period, for one payment method or all. */
const SalesFigures = object({
  /** Orders placed in the period (any state). */
  orders: integer(),
  /** Orders placed in the period and paid (paid or any later step but refunded). */
  paidOrders: integer(),
  /** What those paid orders came to, shipping included. */
  sales: number(),
});

export const PeriodFigures = assign(SalesFigures, object({ byPaymentMethod: array(assign(SalesFigures, object({ paymentMethod: enums(PAYMENT_METHODS) }))) }));
export type PeriodFigures = Infer<typeof PeriodFigures>;

/** GET /api/backoffice/dashboard: today's and this week's numbers (Argentina's calendar, the week from Monday). */
export const DashboardResponse = object({
  ok: literal(true),
  today: PeriodFigures,
  week: PeriodFigures,
  /** Transfer orders waiting for the staff to confirm the money arrived. */
  pendingTransfers: integer(),
  /** Active products with no stock left. */
  outOfStock: integer(),
});
export type Dashboard = Infer<typeof DashboardResponse>;
