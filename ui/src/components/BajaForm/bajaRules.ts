import { BAJA_ORDER_NUMBER_MISSING, validateEmail, type BajaKind, type FieldErrors } from '@tienda/domain';

/** What a person fills in: what to cancel, the order's number (for an order) and the e-mail. */
export type BajaValues = { kind: BajaKind; orderNumber: string; email: string };

/** What is sent (POST /api/baja). */
export type BajaSubmission = { kind: BajaKind; email: string; orderNumber?: number };

export const emptyBaja: BajaValues = { kind: 'order', orderNumber: '', email: '' };

/** One message per failing field; the number is asked only for an order. */
export function validateBaja({ kind, orderNumber, email }: BajaValues): FieldErrors<BajaValues> {
  const errors: FieldErrors<BajaValues> = {};
  if (kind === 'order' && (!/^\d+$/.test(orderNumber) || Number(orderNumber) < 1)) errors.orderNumber = BAJA_ORDER_NUMBER_MISSING;
  const emailError = validateEmail(email);
  if (emailError) errors.email = emailError;
  return errors;
}

/** The values as the server takes them: the number only for an order, the e-mail trimmed. */
export const toBajaSubmission = ({ kind, orderNumber, email }: BajaValues): BajaSubmission =>
  kind === 'order' ? { kind, orderNumber: Number(orderNumber), email: email.trim() } : { kind, email: email.trim() };
