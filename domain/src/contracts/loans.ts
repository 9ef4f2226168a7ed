import { integer, literal, number, object, pattern, string, type, union, type Infer } from 'superstruct';

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

/** What Argentine law asks of a credit offer, shown with its instalments: TEA and CFTEA, in percent a year. */
export const LoanFinancing = object({ plan: string(), installments: integer(), tea: number(), cftea: number() });
export type LoanFinancing = Infer<typeof LoanFinancing>;

/** GET /api/loan/getOffer/{plan}/{channel} and /api/loan/apply-for-loan: the member's offer and its cost. */
export const LoanOfferResponse = object({ ok: literal(true), offer: LoanOffer, financing: LoanFinancing });
export type LoanOfferAnswer = Infer<typeof LoanOfferResponse>;
