import { is, type } from 'superstruct';
import { StandardDelivery } from '@tienda/domain';
import { fetchJson, ProviderError } from '../checkout';
import type { ZippinApi, ZippinQuote } from './zippin';

export type ZippinCredentials = { apiToken: string; apiSecret: string; accountId: number; originId: number; apiUrl: string };

const QuoteAnswer = type({ results: type({ standard_delivery: StandardDelivery }) });

/**
 * Zippin's API v2 (https://api.zippin.com.ar): quotes by items, which Zippin packs itself.
 * HTTP basic authentication with the account's API token and secret.
 */
export function realZippin({ apiToken, apiSecret, accountId, originId, apiUrl }: ZippinCredentials): ZippinApi {
  const authorization = `Basic ${Buffer.from(`${apiToken}:${apiSecret}`).toString('base64')}`;
  return {
    async quote({ declared_value, items, destination }) {
      const { status, body } = await fetchJson(
        `${apiUrl}/v2/shipments/quote`,
        {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: authorization },
          body: JSON.stringify({
            account_id: accountId,
            origin_id: originId,
            declared_value,
            items,
            destination: { ...destination, country: 'AR' },
            // Lets the account's own rules single out this shop's quotes.
            source: 'tienda-online',
          }),
        },
        'Zippin',
      );
      // Without a standard delivery there is nothing to offer, whatever else came back.
      if (status !== 200 || !is(body, QuoteAnswer)) throw new ProviderError(`Zippin: cotización sin envío a domicilio (HTTP ${status})`);
      return body as ZippinQuote;
    },
  };
}
