import { is, optional, string, type } from 'superstruct';
import { isSameHolder, LoanOffer } from '@tienda/domain';
import { fetchJson, ProviderError } from '../checkout';
import type { CreditEngine } from './creditEngine';

// The spec's loan offer, with fields of its own tolerated and its consultaId optional; `titular`, the
// CUIL's holder as the engine knows them, when it says.
const EngineAnswer = type({ ...LoanOffer.schema, consultaId: optional(LoanOffer.schema.consultaId), titular: optional(string()) });

/**
 * The company's own engine over HTTP: POST {CREDIT_ENGINE_URL}/getOffer/{plan}/{channel} with
 * the CUIL and the account holder's name in a JSON body (not in the URL, where they would end up in
 * access logs), bearer CREDIT_ENGINE_TOKEN when set; it answers the offer with the spec's field names
 * and, when it knows it, the CUIL's `titular`, which must be the account's person (domain isSameHolder).
 */
export function httpCreditEngine(url: string, token: string | undefined): CreditEngine {
  return {
    name: 'http',
    async offer({ cuil, holder, plan, channel }) {
      const { status, body } = await fetchJson(
        `${url.replace(/\/$/, '')}/getOffer/${encodeURIComponent(plan)}/${encodeURIComponent(channel)}`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ cuil, nombre: holder.firstName, apellido: holder.lastName }),
        },
        'Motor de crédito',
      );
      if (status !== 200 || !is(body, EngineAnswer)) throw new ProviderError(`Motor de crédito: respuesta inesperada (HTTP ${status})`);
      const { consultaId, titular, ...offer } = body;
      return {
        ...offer,
        ...(consultaId === undefined ? {} : { reference: String(consultaId) }),
        ...(titular === undefined ? {} : { holderMatches: isSameHolder({ first_name: holder.firstName, last_name: holder.lastName }, titular) }),
      };
    },
  };
}
