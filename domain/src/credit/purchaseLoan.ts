// A purchase paid with a loan: the plans the shop offers for it (the operator's LOAN_PLANS, and the
// "6 cuotas fijas" the cart's own products promise), each quoted by the French system on the day it is
// granted and checked against the engine's limits. The storefront shows these figures and the server
// accepts only these: one computation for both ends.
import { argentinaDate } from '../calendar';
import type { LoanDetails } from '../contracts/orders';
import type { LoanFinancing, LoanOffer, LoanQuote } from '../contracts/loans';
import { loanOfferState } from '../loan';
import { INSTALLMENTS_SHOWN, roundMoney, toNumber } from '../money';
import { internalRateOfReturn } from './irr';
import type { InstallmentOfferPrices } from './installmentOffer';
import { loanLimitExceeded, type LoanLimit } from './loanLimits';
import { DEFAULT_IVA_ON_INTEREST, type LoanPlan } from './loanPlan';
import { quoteLoan } from './loanQuote';
import { tnaFromPeriodRate } from './rates';

/** The "6 cuotas fijas" of the product cards, offered as a loan plan: its id on the wire and in orders. */
export const FIXED_INSTALLMENTS_PLAN = 'cuotas-fijas';

/**
 * The version of the loan terms a borrower accepts (the clauses of the contract PDF). Change it with the
 * text: an order keeps the version it was accepted under, and an acceptance of another version is refused.
 */
export const LOAN_TERMS_VERSION = '2026-11';

/** A plan's figures as a LoanPlan for quoteLoan (every plan is monthly). */
export function loanPlanOf(financing: LoanFinancing): LoanPlan {
  const { installments, tna, ivaOnInterest, grantingFee, monthlyFee, insurance } = financing;
  return { installments, tna, periodicity: 'monthly', ivaOnInterest, grantingFee, monthlyFee, insurance };
}

/** A plan set by the operator (LOAN_PLANS) with the fees it leaves out at zero and IVA at its default. */
export function financingOf(plan: string, figures: Partial<Omit<LoanFinancing, 'plan'>> & { installments: number; tna: number }): LoanFinancing {
  return {
    plan,
    installments: figures.installments,
    tna: figures.tna,
    ivaOnInterest: figures.ivaOnInterest ?? DEFAULT_IVA_ON_INTEREST,
    grantingFee: figures.grantingFee ?? 0,
    monthlyFee: figures.monthlyFee ?? 0,
    insurance: figures.insurance ?? 0,
  };
}

/** A cart line or an order line, as far as its instalments go. */
export type InstallmentLine = { product: InstallmentOfferPrices; quantity: number };

/**
 * The "6 cuotas fijas" plan of a cart: the rate at which its products' cash prices become their
 * instalments (Σ internal_cost × units a month, six times, for Σ final_price × units), applied to what
 * the purchase costs in cash. For a single product with no coupon nor shipping the instalment is its
 * internal_cost, as the card promised. The prices include IVA, so none is added to the interest.
 * Null when the figures make no sense (an instalment total below the cash price, nothing to finance).
 */
export function fixedInstallmentsFinancing(lines: readonly InstallmentLine[]): LoanFinancing | null {
  const cash = roundMoney(lines.reduce((sum, { product, quantity }) => sum + toNumber(product.final_price) * quantity, 0));
  const installment = roundMoney(lines.reduce((sum, { product, quantity }) => sum + toNumber(product.internal_cost) * quantity, 0));
  if (!(cash > 0 && installment > 0)) return null;
  const payments = Array.from({ length: INSTALLMENTS_SHOWN }, (_, index) => ({ period: index + 1, amount: installment }));
  const rate = internalRateOfReturn(cash, payments);
  if (rate === null) return null;
  return { plan: FIXED_INSTALLMENTS_PLAN, installments: INSTALLMENTS_SHOWN, tna: tnaFromPeriodRate(rate), ivaOnInterest: 0, grantingFee: 0, monthlyFee: 0, insurance: 0 };
}

/** The loan of `total` pesos under `financing`, granted today in Buenos Aires. */
export function quotePurchase(financing: LoanFinancing, total: number, now: number): LoanQuote {
  return quoteLoan(loanPlanOf(financing), total, argentinaDate(now));
}

/** A plan for this purchase: its quote, and the engine limit it goes beyond, if any. */
export type PurchaseLoanOption = { financing: LoanFinancing; quote: LoanQuote; exceeded: LoanLimit | null };

/** Each plan quoted for the purchase and checked against the offer's maximoCapital and maximoCuota. */
export function purchaseLoanOptions(
  offer: Pick<LoanOffer, 'maximoCapital' | 'maximoCuota'>,
  plans: readonly LoanFinancing[],
  total: number,
  now: number,
): PurchaseLoanOption[] {
  return plans.map((financing) => {
    const quote = quotePurchase(financing, total, now);
    const exceeded = loanLimitExceeded({ capital: quote.capital, installment: quote.highestInstallment }, offer);
    return { financing, quote, exceeded };
  });
}

/**
 * The order's loanDetails for the chosen plan: only on an approved offer whose limits the loan fits,
 * with the terms accepted. The instalment is the quote's highest (its first), the one disclosed.
 */
export function loanDetailsFor(offer: LoanOffer | null, option: PurchaseLoanOption | null, total: number): LoanDetails | null {
  const state = loanOfferState(offer, total);
  if (state.kind !== 'approved' || !offer || !option || option.exceeded) return null;
  return {
    status: state.status,
    requestedAmount: roundMoney(total),
    installments: option.quote.installments,
    installmentValue: option.quote.highestInstallment,
    maxCapital: offer.maximoCapital,
    plan: option.financing.plan,
    termsVersion: LOAN_TERMS_VERSION,
    acceptedTerms: true,
  };
}
