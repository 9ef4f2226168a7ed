import type { LoanOffer } from '@tienda/domain';

/**
 * What is asked of the engine: whose offer (the CUIL and the account holder's name, for an engine that
 * checks them together), on which plan and channel (the spec's 19 and ONLINEAPP).
 */
export type OfferQuery = { cuil: string; holder: { firstName: string; lastName: string }; plan: string; channel: string };

/**
 * The engine's answer, field names as it sends them; `reference` is its own id for the query, if it has
 * one; `holderMatches` says whether the CUIL's holder is the account's person, when the engine names them.
 */
export type EngineOffer = Omit<LoanOffer, 'consultaId'> & { reference?: string; holderMatches?: boolean };

/**
 * The credit engine: by default the pre-approved credit lines the operator loads (creditLines.ts),
 * or the company's own engine over HTTP when CREDIT_ENGINE_URL is set (real.ts).
 */
export interface CreditEngine {
  readonly name: string;
  offer(query: OfferQuery): Promise<EngineOffer>;
}
