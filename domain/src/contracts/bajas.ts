import { array, enums, integer, literal, nullable, object, optional, refine, string, type, type Infer } from 'superstruct';
import { emailStruct } from '../validation';
import { PageNumber, ShortText } from './common';
import { OrderNumber } from './withdrawals';

/** What the 'Botón de baja' cancels: an order not yet shipped, or an account. */
export const BAJA_KINDS = ['order', 'account'] as const;
export type BajaKind = (typeof BAJA_KINDS)[number];

/**
 * What a confirmed baja came to: an unpaid order cancelled (its stock back), a paid one on its way
 * to a refund (it moves to withdrawal_requested), an order already on its way or received (nothing
 * changes: the botón de arrepentimiento is for it), an order or account already closed, an account
 * deleted.
 */
export const BAJA_OUTCOMES = ['order_cancelled', 'refund_requested', 'already_shipped', 'already_closed', 'account_deleted'] as const;
export type BajaOutcome = (typeof BAJA_OUTCOMES)[number];

/** Where a request stands for the staff: waiting for its link, matching nothing, or its outcome. */
export const BAJA_STANDINGS = ['pending', 'no_match', ...BAJA_OUTCOMES] as const;
export type BajaStanding = (typeof BAJA_STANDINGS)[number];

/** How the staff read each kind and standing. */
export const BAJA_KIND_LABELS: Record<BajaKind, string> = { order: 'Compra', account: 'Cuenta' };
export const BAJA_STANDING_LABELS: Record<BajaStanding, string> = {
  pending: 'Esperando confirmación',
  no_match: 'Sin coincidencia',
  order_cancelled: 'Compra cancelada',
  refund_requested: 'Reintegro pendiente',
  already_shipped: 'Ya enviada: sin cambios',
  already_closed: 'Ya cerrada: sin cambios',
  account_deleted: 'Cuenta eliminada',
};

export const BAJA_ORDER_NUMBER_MISSING = 'Introduce el número de compra.';

/**
 * POST /api/baja, the 'Botón de baja' (no sign-in): an order with its number and the e-mail it was
 * bought with, or an account with its e-mail. Nothing changes until the link mailed to that address
 * is opened.
 */
export const BajaBody = refine(
  type({ kind: enums(BAJA_KINDS), email: emailStruct, orderNumber: optional(OrderNumber) }),
  'orderNumber',
  (value) => value.kind !== 'order' || value.orderNumber !== undefined || BAJA_ORDER_NUMBER_MISSING,
);
export type BajaRequest = Infer<typeof BajaBody>;

/** POST /api/baja's answer: the request's code at once, and the same words whether or not anything matched. */
export const BajaResponse = object({ ok: literal(true), code: string(), message: string() });
export type BajaResponse = Infer<typeof BajaResponse>;

/** POST /api/baja/confirm: the token of the link mailed to the order's or account's address. */
export const BajaConfirmBody = type({ token: ShortText(100) });

/** POST /api/baja/confirm's answer: what the baja came to, in words; the same when the link is opened again. */
export const BajaConfirmResponse = object({
  ok: literal(true),
  code: string(),
  kind: enums(BAJA_KINDS),
  outcome: enums(BAJA_OUTCOMES),
  orderId: nullable(integer()),
  message: string(),
});
export type BajaConfirmResponse = Infer<typeof BajaConfirmResponse>;

/** A baja request as the staff's list shows it. Dates in ISO 8601. */
export const StaffBaja = object({
  code: string(),
  kind: enums(BAJA_KINDS),
  orderId: nullable(integer()),
  email: string(),
  standing: enums(BAJA_STANDINGS),
  requestedAt: string(),
  confirmedAt: nullable(string()),
});
export type StaffBaja = Infer<typeof StaffBaja>;

/** GET /api/backoffice/bajas?page=: the newest first, 20 a page. */
export const StaffBajasQuery = type({ page: optional(PageNumber) });
export const StaffBajasResponse = object({ ok: literal(true), bajas: array(StaffBaja), page: integer(), totalPages: integer() });
