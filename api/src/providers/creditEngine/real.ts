import { is, optional, type } from 'superstruct';
import { LoanOffer } from '@tienda/domain';
import { fetchJson, ProviderError } from '../checkout';
import type { CreditEngine } from './creditEngine';

// The spec's loan offer, with fields of its own tolerated and its consultaId optional.
const EngineAnswer = type({ ...LoanOffer.schema, consultaId: optional(LoanOffer.schema.consultaId) });

/**
 * The company's own engine over HTTP: POST {CREDIT_ENGINE_URL}/getOffer/{plan}/{channel} with
 * the CUIL in a JSON body (not in the URL, where it would end up in access logs), bearer
 * CREDIT_ENGINE_TOKEN when set; it answers the offer with the spec's field names.
 */
export function httpCreditEngine(url: string, token: string | undefined): CreditEngine {
  return {
    name: 'http',
    async offer({ cuil, plan, channel }) {
      const { status, body } = await fetchJson(
        `${url.replace(/\/$/, '')}/getOffer/${encodeURIComponent(plan)}/${encodeURIComponent(channel)}`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ cuil }),
        },
        'Motor de crédito',
      );
      if (status !== 200 || !is(body, EngineAnswer)) throw new ProviderError(`Motor de crédito: respuesta inesperada (HTTP ${status})`);
      const { consultaId, ...offer } = body;
      return { ...offer, ...(consultaId === undefined ? {} : { reference: String(consultaId) }) };
    },
  };
}
