import { array, enums, integer, literal, nullable, number, object, optional, string, type, type Infer } from 'superstruct';
import { CalendarDay, Id, PageNumber, ShortText } from './common';

/**
 * The electronic vouchers ARCA authorises for an order: its Factura B once paid, and the Nota de
 * crédito B that cancels it when the order is refunded. Kinds are the domain's VoucherKind.
 */
export const INVOICE_KINDS = ['facturaB', 'notaDeCreditoB'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * pending: queued, or waiting for ARCA to answer (the worker tries again with a growing wait);
 * issued: ARCA gave its CAE; failed: ARCA refused it (its message kept), until the staff retry it.
 */
export const INVOICE_STATES = ['pending', 'issued', 'failed'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** What the buyer reads of a voucher on their order's page ("Mis compras", the tracking page). */
export const OrderInvoice = object({
  id: integer(),
  kind: enums(INVOICE_KINDS),
  state: enums(INVOICE_STATES),
  /** "00001-00000042", once issued. */
  number: nullable(string()),
  /** The voucher's date (Argentina, YYYY-MM-DD), once issued. */
  date: nullable(string()),
  total: number(),
  cae: nullable(string()),
  /** YYYY-MM-DD. */
  caeDueDate: nullable(string()),
  /** The PDF, signed for whoever was shown the order (owner, tracking link, staff); null until issued. */
  pdfUrl: nullable(string()),
});
export type OrderInvoice = Infer<typeof OrderInvoice>;

/** A voucher as the staff see it: the buyer's view plus the order, the attempts and ARCA's last word. */
export const StaffInvoice = object({
  id: integer(),
  orderId: integer(),
  kind: enums(INVOICE_KINDS),
  state: enums(INVOICE_STATES),
  pointOfSale: integer(),
  number: nullable(string()),
  date: nullable(string()),
  total: number(),
  cae: nullable(string()),
  caeDueDate: nullable(string()),
  pdfUrl: nullable(string()),
  /** The buyer as the voucher names them: "CUIL 20-30111222-0", "Consumidor Final". */
  buyer: string(),
  attempts: integer(),
  /** When the worker tries again (pending only). */
  nextAttemptAt: nullable(string()),
  /** ARCA's refusal or why it could not be reached, in ARCA's words; null when none. */
  lastError: nullable(string()),
  createdAt: string(),
  /** A credit note's invoice, "00001-00000042". */
  cancels: nullable(string()),
});
export type StaffInvoice = Infer<typeof StaffInvoice>;

/** GET /api/backoffice/invoices?state=&from=&to=&page=: newest first; days are Argentina's. */
export const StaffInvoicesQuery = type({
  state: optional(enums(INVOICE_STATES)),
  from: optional(CalendarDay),
  to: optional(CalendarDay),
  page: optional(PageNumber),
});
export type StaffInvoicesFilter = Infer<typeof StaffInvoicesQuery>;

export const StaffInvoicesResponse = object({ ok: literal(true), invoices: array(StaffInvoice), page: integer(), totalPages: integer(), total: integer() });

/** POST /api/backoffice/invoices/{id}/retry: a failed voucher goes back to the queue. */
export const StaffInvoiceParams = type({ id: Id });
export const StaffInvoiceRetryResponse = object({ ok: literal(true), invoice: StaffInvoice, message: string() });

/** GET /api/backoffice/invoices.csv?from=&to=: the period's issued vouchers, one row each. */
export const StaffInvoicesCsvQuery = type({ from: CalendarDay, to: CalendarDay });

/** GET /api/invoices/{id}.pdf?token=: the link signed for whoever was shown the voucher (owner, tracking link, staff, the "paid" mail). */
export const InvoicePdfParams = type({ id: Id });
// Bounded loosely: a token of another shape is refused like a wrong one (404), not as bad input.
export const InvoicePdfQuery = type({ token: optional(ShortText(2000)) });
