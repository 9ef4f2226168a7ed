import { array, coerce, integer, literal, number, object, optional, pattern, refine, string, type, union, type Infer } from 'superstruct';
import { roundMoney } from '../money';
import { ShortText } from './common';

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

/**
 * GET /api/loan/getOffer/{plan}/{channel} and /api/loan/apply-for-loan: the member's offer and the plan it is
 * priced by. `termsToken` opens the loan's contract PDF (loanContractPath) for this member until the end of
 * the Argentine day, so a plain link downloads it.
 */
export const LoanOfferResponse = object({ ok: literal(true), offer: LoanOffer, financing: LoanFinancing, termsToken: string() });
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

/** The largest purchase a contract is drawn for: the order's own cap on money. */
const MAX_CONTRACT_AMOUNT = 1_000_000_000;

/** A cart's lines in a URL: `{productId}x{quantity}` joined by commas ('12x1,40x2'), at most 50 of them. */
const CONTRACT_PRODUCTS = /^\d{1,10}x\d{1,3}(,\d{1,10}x\d{1,3}){0,49}$/;

/**
 * GET /api/loan/contract.pdf: the contract of a loan of `amount` pesos under `plan` (one of LOAN_PLANS, or the
 * "6 cuotas fijas", which needs the cart's `products`), for the member whose `token` the offer gave.
 */
export const LoanContractQuery = type({
  plan: ShortText(40),
  amount: coerce(
    refine(number(), 'amount', (value) => (Number.isFinite(value) && value > 0 && value <= MAX_CONTRACT_AMOUNT) || 'El monto del préstamo no es válido.'),
    string(),
    (value) => (/^\d{1,10}(\.\d{1,2})?$/.test(value) ? Number(value) : Number.NaN),
  ),
  /** Optional here so that a link without it hears the same 401 as one with a stale token. */
  token: optional(ShortText(200)),
  products: optional(refine(string(), 'products', (value) => CONTRACT_PRODUCTS.test(value) || 'La lista de productos no es válida.')),
});
export type LoanContractRequest = Infer<typeof LoanContractQuery>;

export type ContractProductLine = { productId: number; quantity: number };

/** '12x1,40x2' → the lines it names. */
export function parseContractProducts(text: string): ContractProductLine[] {
  return text.split(',').map((pair) => {
    const [productId, quantity] = pair.split('x').map(Number);
    return { productId: productId!, quantity: quantity! };
  });
}

/**
 * The link to a loan's contract before it is accepted (on /loans): the plan, the purchase's total, the
 * offer's termsToken, and for the "6 cuotas fijas" the cart's lines (their prices make the plan's rate).
 */
export function loanContractPath({ plan, amount, token, products }: { plan: string; amount: number; token: string; products?: readonly ContractProductLine[] }): string {
  // Rounded to centavos as every total is, so the figure reads back as the route's Money (at most two decimals).
  const query: [string, string][] = [['plan', plan], ['amount', String(roundMoney(amount))]];
  if (products && products.length > 0) query.push(['products', products.map((line) => `${line.productId}x${line.quantity}`).join(',')]);
  query.push(['token', token]);
  return `/api/loan/contract.pdf?${query.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
}

/**
 * GET /api/orders/{id}/loan-contract.pdf: the contract kept with a loan order, for the holder of the
 * link's token (OrderLoan.contract.url) or the order's owner signed in.
 */
export const LoanContractFileQuery = type({ token: optional(ShortText(200)) });
