import { argentinaDateKey } from '@tienda/domain';
import { createPurposeTokens } from '../auth/purposeTokens';

/** How long the link to a contract kept with an order opens it (the mail's link, "Mis compras"). */
export const LOAN_CONTRACT_LINK_DAYS = 365;

/** A member's link to the terms of today's loan quote: the user's id its subject, carried in the token. */
export const createLoanTermsTokens = (secret: string | undefined) => createPurposeTokens(secret, 'loan-terms');

/** The link to the contract kept with an order: the order's id its subject. */
export const createLoanContractTokens = (secret: string | undefined) => createPurposeTokens(secret, 'loan-contract');

/**
 * The first instant of the next Buenos Aires calendar day: when an offer read today stops being
 * today's (spec §4), so does the link to its terms. Found by stepping from that day's UTC midnight,
 * which is still the evening before in Argentina, so no offset is written down.
 */
export function endOfArgentineDay(now: Date): Date {
  const today = argentinaDateKey(now.getTime());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  let instant = Date.UTC(year, month - 1, day + 1);
  while (argentinaDateKey(instant) <= today) instant += 60 * 60_000;
  return new Date(instant);
}

/** When the link to an order's contract, accepted at `acceptedAt`, stops working. */
export const loanContractLinkExpiry = (acceptedAt: Date) => new Date(acceptedAt.getTime() + LOAN_CONTRACT_LINK_DAYS * 86_400_000);
