import { argentinaDateKey, FINAL_STATUSES, type LoanRevocationState, type OrderLoan, type OrderStatus } from '@tienda/domain';
import { revocationDeadline } from '@tienda/domain/businessDays';

/** A revocation or "baja" recorded for an order: its code and when it was asked (ISO or as the database gave it). */
export type RecordedLoanRequest = { code: string; at: string | Date };
export type RecordedLoanRequests = { revocation?: RecordedLoanRequest; cancellation?: RecordedLoanRequest };

/** When the loan was accepted: its own stamp, or the order's time for a loan placed before acceptance was kept. */
export const acceptanceOf = (loan: OrderLoan, orderCreatedAt: Date) => loan.acceptedAt ?? orderCreatedAt.toISOString();

/** The borrower's standing with the loan's revocation and "baja", as every answer about the order carries it. */
export function loanRevocationState(loan: OrderLoan, orderCreatedAt: Date, status: OrderStatus, requests: RecordedLoanRequests | null, now: Date): LoanRevocationState {
  const deadline = revocationDeadline(acceptanceOf(loan, orderCreatedAt));
  const { revocation, cancellation } = requests ?? {};
  const iso = (at: string | Date) => new Date(at).toISOString();
  return {
    deadline,
    revocable: !revocation && !FINAL_STATUSES.includes(status) && argentinaDateKey(now.getTime()) <= deadline,
    ...(revocation && { revokedAt: iso(revocation.at), code: revocation.code }),
    ...(cancellation && { cancellationRequestedAt: iso(cancellation.at), cancellationCode: cancellation.code }),
  };
}
