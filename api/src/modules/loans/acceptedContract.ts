import { createHash } from 'node:crypto';
import { argentinaDateKey, LOAN_TERMS_VERSION, type Company, type LoanBorrower, type OrderLoan } from '@tienda/domain';
import type { Queryable } from '../../db/database';
import { loanContractPdf } from './contractPdf';
import { storeLoanContract, type StoredContract } from './loanContractQueries';
import { loanContractLinkExpiry, type createLoanContractTokens } from './loanTokens';

export const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The contract of the loan an order accepts, drawn from the very figures accepted (plan, quote, terms
 * version) on the day they were: the same bytes the borrower could download before accepting.
 */
export async function drawAcceptedContract(lender: Company, loan: OrderLoan, borrower: LoanBorrower, acceptedAt: Date): Promise<StoredContract> {
  // loanForOrder always quotes the loan; an order without its quote has no contract to draw.
  if (!loan.financing || !loan.quote) throw new Error('A loan accepted without its quote');
  const termsVersion = loan.termsVersion ?? LOAN_TERMS_VERSION;
  const pdf = await loanContractPdf({ lender, borrower, financing: loan.financing, quote: loan.quote, date: argentinaDateKey(acceptedAt.getTime()), termsVersion });
  return { termsVersion, sha256: sha256Hex(pdf), pdf, acceptedAt };
}

/** Where the order's contract is downloaded, with a token for that order that lasts a year. */
export function loanContractUrl(tokens: ReturnType<typeof createLoanContractTokens>, orderId: number, acceptedAt: Date): string {
  return `/api/orders/${orderId}/loan-contract.pdf?token=${tokens.sign(orderId, loanContractLinkExpiry(acceptedAt))}`;
}

/** Keeps the contract with the order, in its transaction, and links it from the order's loan. */
export async function keepAcceptedContract(
  tx: Queryable,
  tokens: ReturnType<typeof createLoanContractTokens>,
  orderId: number,
  contract: StoredContract,
): Promise<void> {
  await storeLoanContract(tx, orderId, contract, loanContractUrl(tokens, orderId, contract.acceptedAt));
}
