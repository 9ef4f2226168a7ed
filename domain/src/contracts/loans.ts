import { literal, number, pattern, string, type, union } from 'superstruct';

/** GET /api/loan/getOffer/{plan}/{channel}: the spec calls it with plan 19 and channel ONLINEAPP. */
export const LoanOfferParams = type({ plan: pattern(string(), /^\d{1,6}$/), channel: pattern(string(), /^[A-Z]{1,20}$/) });

/** The credit engine's answer, field names as it sends them (spec §3 Loan offer). */
const LoanOfferStruct = type({
  resultado: string(),
  respuestaMotor: string(),
  maximoCapital: number(),
  maximoCuota: number(),
  consultaId: union([string(), number()]),
});

/** What Argentine law asks of a credit offer, shown with its instalments: TEA and CFTEA, in percent. */
const LoanFinancingStruct = type({ plan: string(), installments: number(), tea: number(), cftea: number() });

export const LoanOfferResponse = type({ ok: literal(true), offer: LoanOfferStruct, financing: LoanFinancingStruct });
