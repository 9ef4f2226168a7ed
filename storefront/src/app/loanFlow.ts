import { isLoanFlowValid, itemCount, type Cart, type LoanFlow } from '@tienda/domain';

/**
 * What adding a product means for the loan flow (spec §4 Loan): while a flow is live and the
 * cart holds something worth paying, the shopper is asked ('ask') whether the product joins the
 * loan request; an expired flow, or an empty cart, ends it ('drop'); with no flow, nothing.
 */
export function loanFlowOnAdd(flow: LoanFlow | null, cart: Cart, now: number): 'ask' | 'drop' | 'none' {
  if (!flow) return 'none';
  if (!isLoanFlowValid(flow, now)) return 'drop';
  return itemCount(cart) > 0 && (cart.discountedTotal ?? cart.total_price) > 0 ? 'ask' : 'drop';
}

/** The flow the loan option starts: the one still live (active again now), or a new one from now. */
export function loanFlowToStart(flow: LoanFlow | null, now: number): LoanFlow {
  return flow && isLoanFlowValid(flow, now) ? { ...flow, lastActivityAt: now } : { createdAt: now, lastActivityAt: now };
}
