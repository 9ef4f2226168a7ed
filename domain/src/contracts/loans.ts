import { array, integer, literal, number, object, pattern, string, type, union, type Infer } from 'superstruct';

/** GET /api/loan/getOffer/{plan}/{channel}: the spec calls it with plan 19 and channel ONLINEAPP. */
export const LoanOfferParams = type({ plan: pattern(string(), /^\d{1,6}$/), channel: pattern(string(), /^[A-Z]{1,20}$/) });

/** The credit engine's answer, field names as it sends them (spec §3 Loan offer). */
export const LoanOffer = object({
  resultado: string(),
  respuestaMotor: string(),
  maximoCapital: number(),
  maximoCuota: number(),
  consultaId: union([string(), number()]),
});
export type LoanOffer = Infer<typeof LoanOffer>;

/**
 * A loan plan as the shop offers it (LOAN_PLANS, or the "6 cuotas fijas" a cart's products imply): its id,
 * how many monthly instalments, the TNA, and what else enters the CFT. Rates in percent; fees as in LoanPlan.
 */
export const LoanFinancing = object({
  plan: string(),
  installments: integer(),
  tna: number(),
  ivaOnInterest: number(),
  grantingFee: number(),
  monthlyFee: number(),
  insurance: number(),
});
export type LoanFinancing = Infer<typeof LoanFinancing>;

/** GET /api/loan/getOffer/{plan}/{channel} and /api/loan/apply-for-loan: the member's offer and the plan it is priced by. */
export const LoanOfferResponse = object({ ok: literal(true), offer: LoanOffer, financing: LoanFinancing });
export type LoanOfferAnswer = Infer<typeof LoanOfferResponse>;

/** One instalment of a loan's schedule (French system). Amounts in pesos; dueDate 'YYYY-MM-DD'. */
export const LoanScheduleRow = object({
  number: integer(),
  dueDate: string(),
  interest: number(),
  /** IVA on this instalment's interest. */
  iva: number(),
  /** Monthly fee plus insurance on the balance owed before this instalment. */
  charges: number(),
  /** Capital amortised by this instalment. */
  capital: number(),
  /** What the borrower pays: capital + interest + IVA + charges. */
  total: number(),
  /** Capital still owed after this instalment. */
  balance: number(),
});
export type LoanScheduleRow = Infer<typeof LoanScheduleRow>;

/** A loan priced by the French system (credit/loanQuote.ts): what the contract summary shows. */
export const LoanQuote = object({
  capital: number(),
  installments: integer(),
  periodicity: literal('monthly'),
  /** The French instalment: capital + interest, the same every month (the last one absorbs the rounding). */
  pureInstallment: number(),
  /** The first instalment with IVA and charges; they follow the balance, so later ones are lower. */
  firstInstallment: number(),
  /** The largest instalment the borrower pays (the one compared with the engine's maximoCuota). */
  highestInstallment: number(),
  /** Paid at the granting. */
  grantingFee: number(),
  schedule: array(LoanScheduleRow),
  totalInterest: number(),
  totalIva: number(),
  totalCharges: number(),
  /** The sum of every instalment's total (the granting fee is paid apart, at the granting). */
  totalToRepay: number(),
  /** Percent a year, two decimals. */
  tna: number(),
  tea: number(),
  /** CFTEA with IVA: the one BCRA asks to show first. */
  cftea: number(),
  cfteaWithoutIva: number(),
});
export type LoanQuote = Infer<typeof LoanQuote>;
