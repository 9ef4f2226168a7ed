import { LOAN_INSTALLMENTS } from '@tienda/domain';
import type { Settings } from '../../settings';

/** What Argentine law asks to be shown with a credit offer's instalments: its TEA and CFTEA (percent a year). */
export type Financing = { plan: string; installments: number; tea: number; cftea: number };

/** The figures of a plan as the operator set them (LOAN_PLANS), or undefined for a plan the shop does not offer. */
export function financingOf(plans: Settings['loanPlans'], plan: string): Financing | undefined {
  const rates = plans[plan];
  return rates && { plan, installments: LOAN_INSTALLMENTS, tea: rates.tea, cftea: rates.cftea };
}
