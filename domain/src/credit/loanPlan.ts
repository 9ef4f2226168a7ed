// A loan plan: how many instalments, at what nominal rate, and what else the borrower pays (which
// enters the CFT). Rates are in percent, as they are disclosed.

/** IVA on a loan's interest (Ley de IVA: 21 %), unless a plan says otherwise (e.g. 10.5 or 0). */
export const DEFAULT_IVA_ON_INTEREST = 21;

export type LoanPlan = {
  /** Number of instalments. */
  installments: number;
  /** Tasa nominal anual, percent (70.53 means 70,53 %). */
  tna: number;
  /** Only monthly instalments are offered: 30-day periods, as BCRA counts them. */
  periodicity: 'monthly';
  /**
   * IVA on each instalment's interest, percent; DEFAULT_IVA_ON_INTEREST when absent. It is charged on the
   * interest only: fees and insurance are taken as written, so a fee that bears IVA is set with it included.
   */
  ivaOnInterest?: number;
  /** One-off granting fee, percent of the capital, paid at the granting. */
  grantingFee?: number;
  /** Fixed fee in pesos charged with every instalment. */
  monthlyFee?: number;
  /** Insurance, percent a month of the balance owed before each instalment. */
  insurance?: number;
};

function assertRate(name: string, value: number | undefined): void {
  if (value !== undefined && !(Number.isFinite(value) && value >= 0)) {
    throw new RangeError(`Not a ${name}: ${value}`);
  }
}

/** A plan with impossible figures is a broken setting, not a loan to price. */
export function assertLoanPlan(plan: LoanPlan): void {
  if (!(Number.isInteger(plan.installments) && plan.installments >= 1)) {
    throw new RangeError(`Not a number of instalments: ${plan.installments}`);
  }
  if (plan.periodicity !== 'monthly') throw new RangeError(`Not a periodicity: ${String(plan.periodicity)}`);
  assertRate('TNA', plan.tna);
  assertRate('IVA rate', plan.ivaOnInterest);
  assertRate('granting fee', plan.grantingFee);
  assertRate('monthly fee', plan.monthlyFee);
  assertRate('insurance rate', plan.insurance);
}
