import { array, enums, integer, literal, object, optional, string, type, type Infer } from 'superstruct';
import { PageNumber } from './common';
import { ORDER_STATUSES, PlacedOrder } from './orders';

/**
 * POST /api/user/orders/{id}/loan/revocation (within the 10 business days) and
 * POST /api/user/orders/{id}/loan/cancellation (the "baja"): no body. The request's code (the
 * first one, when asked again) and the order as it now stands, its `loan.revocation` included.
 */
export const LoanRequestResponse = object({ ok: literal(true), code: string(), message: string(), order: PlacedOrder });
export type LoanRequestResponse = Infer<typeof LoanRequestResponse>;

export const LOAN_REQUEST_KINDS = ['revocation', 'cancellation'] as const;
export type LoanRequestKind = (typeof LOAN_REQUEST_KINDS)[number];

/** How the staff read each kind. */
export const LOAN_REQUEST_LABELS: Record<LoanRequestKind, string> = { revocation: 'Revocación', cancellation: 'Baja' };

/** A borrower's revocation or "baja" request, as the staff's list shows it. */
export const StaffLoanRequest = object({
  kind: enums(LOAN_REQUEST_KINDS),
  code: string(),
  orderId: integer(),
  /** The order's state now. */
  orderStatus: enums(ORDER_STATUSES),
  /** The order's state when it was asked. */
  statusWhenAsked: enums(ORDER_STATUSES),
  name: string(),
  email: string(),
  requestedAt: string(),
  /** The revocation's last day (Argentina, YYYY-MM-DD). */
  deadline: string(),
});
export type StaffLoanRequest = Infer<typeof StaffLoanRequest>;

/** GET /api/backoffice/loan-requests?page=: revocations and "bajas", the newest first, 20 a page. */
export const StaffLoanRequestsQuery = type({ page: optional(PageNumber) });
export const StaffLoanRequestsResponse = object({ ok: literal(true), requests: array(StaffLoanRequest), page: integer(), totalPages: integer() });
