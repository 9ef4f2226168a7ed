import { LOAN_INSTALLMENTS, type LoanFinancing } from '@tienda/domain';
import type { Settings } from '../../settings';

/** The figures of a plan as the operator set them (LOAN_PLANS), or undefined for a plan the shop does not offer. */
export function financingOf(plans: Settings['loanPlans'], plan: string): LoanFinancing | undefined {
  const rates = plans[plan];
  return rates && { plan, installments: LOAN_INSTALLMENTS, tea: rates.tea, cftea: rates.cftea };
}
