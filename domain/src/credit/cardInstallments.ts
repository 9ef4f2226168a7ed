// The "6 cuotas fijas" paid by card (Getnet) or Mercado Pago: the same plan the loan step offers, charged
// by the provider as card instalments. The shop quotes it once, here, from the cart's own products; the
// storefront shows it, the server recomputes it, and the provider is told how many instalments and how much.
import type { OrderCardPlan } from '../contracts/orders';
import { formatARS, formatRate, INSTALLMENTS_SHOWN } from '../money';
import { fixedInstallmentsFinancing, quotePurchase, type InstallmentLine } from './purchaseLoan';

/** How a card or Mercado Pago purchase may be paid: in one payment, or in the products' "6 cuotas fijas". */
export const CARD_INSTALLMENT_CHOICES = [1, INSTALLMENTS_SHOWN] as const;
export type CardInstallments = (typeof CARD_INSTALLMENT_CHOICES)[number];

/**
 * The "6 cuotas fijas" of a purchase whose cash total is `total` (products after the coupon, plus
 * shipping): the French quote of fixedInstallmentsFinancing, so for one product with no coupon nor
 * shipping the instalment is its internal_cost and the total financed its list price. The provider
 * charges `totalFinanced` in `installments`; null when the products' figures make no sense.
 */
export function cardInstallmentPlan(lines: readonly InstallmentLine[], total: number, now: number): OrderCardPlan | null {
  const financing = fixedInstallmentsFinancing(lines);
  if (!financing || !(total > 0)) return null;
  const quote = quotePurchase(financing, total, now);
  return {
    installments: quote.installments,
    installmentValue: quote.highestInstallment,
    cashTotal: quote.capital,
    totalFinanced: quote.totalToRepay,
    tna: quote.tna,
    tea: quote.tea,
    cftea: quote.cftea,
  };
}

/** What the provider charges for an order: the cash total in one payment, or the plan's total financed. */
export const chargedTotal = (order: { total: number; cardPlan: OrderCardPlan | null }): number => order.cardPlan?.totalFinanced ?? order.total;

/** The instalments the provider must report for a payment to pay the order. */
export const chargedInstallments = (order: { cardPlan: OrderCardPlan | null }): number => order.cardPlan?.installments ?? 1;

/**
 * The plan in one line, wherever an order shows it (Mis compras, the back office, the e-mails): the
 * CFTEA right after the instalment, in the same words' weight, then the TEA and the totals.
 */
export function cardPlanLine(plan: OrderCardPlan): string {
  return `${plan.installments} cuotas fijas de ${formatARS(plan.installmentValue)} · CFTEA ${formatRate(plan.cftea)} · TEA ${formatRate(plan.tea)} · Total financiado ${formatARS(plan.totalFinanced)} (contado ${formatARS(plan.cashTotal)})`;
}
