import { roundMoney } from '@tienda/domain';
import { fetchJson, ProviderError, type CheckoutOrder, type CheckoutUrls } from '../checkout';
import { getnetState, type GetnetApi } from './getnet';

export type GetnetCredentials = { clientId: string; clientSecret: string; authUrl: string; apiUrl: string };

/** ISO 4217 numeric code of the peso, as Getnet wants it. */
const ARS = '032';
const JSON_API = 'application/vnd.api+json';
// A token is renewed this long before it runs out.
const TOKEN_MARGIN_MS = 60_000;

/** Getnet counts cents. */
const cents = (amount: number) => Math.round(roundMoney(amount) * 100);
const price = (amount: number) => ({ currency: ARS, amount: cents(amount) });

/**
 * The order Getnet's checkout shows: each product, the coupon as a negative line, the financing
 * of the "6 cuotas fijas" as a line of its own and the shipping, so that they add up to what is
 * charged; `installments` the number of instalments the checkout charges it in (the shop computes
 * the interest, as Getnet's "no_interest" plans expect, so the issuer adds none); both redirect URLs
 * lead to the shop's return route, which asks Getnet before showing a result.
 */
function getnetOrderBody(order: CheckoutOrder, urls: CheckoutUrls, now: Date) {
  const items = order.lines.map((line) => ({ id: line.productId, name: line.name, unitPrice: price(line.unitPrice), quantity: line.quantity }));
  if (order.discount > 0) items.push({ id: 0, name: 'Descuento', unitPrice: { currency: ARS, amount: -cents(order.discount) }, quantity: 1 });
  if (order.financingCost > 0) items.push({ id: 0, name: `Financiación en ${order.installments} cuotas fijas`, unitPrice: price(order.financingCost), quantity: 1 });
  const minutesLeft = order.expiresAt ? Math.max(1, Math.floor((order.expiresAt.getTime() - now.getTime()) / 60_000)) : undefined;
  return {
    data: {
      attributes: {
        currency: ARS,
        items,
        installments: order.installments,
        ...(order.shippingCost > 0 ? { shipping: { name: 'Envío a domicilio', price: price(order.shippingCost) } } : {}),
        redirect_urls: { success: urls.returnUrl, failed: urls.returnUrl },
        webhookUrl: urls.notificationUrl,
        ...(minutesLeft ? { expireLimitMinutes: minutesLeft } : {}),
      },
    },
  };
}

type OrderAttributes = { status?: string; installments?: unknown; payment?: { installments?: unknown } };
type OrderAnswer = { data?: { id?: string; attributes?: OrderAttributes; links?: { checkout?: string } | { checkout?: string }[] }; status?: string };

/** The instalments the order was paid in, where the answer says: on the order, or on its payment. */
function paidInstallments(attributes: OrderAttributes | undefined): number | null {
  const value = Number(attributes?.installments ?? attributes?.payment?.installments);
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * Getnet Argentina's checkout API (Geopagos): a client-credentials token from the auth server,
 * then JSON:API calls to /api/v2/orders with it.
 */
export function realGetnet({ clientId, clientSecret, authUrl, apiUrl }: GetnetCredentials, now: () => Date = () => new Date()): GetnetApi {
  let token: { value: string; renewAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && Date.now() < token.renewAt) return token.value;
    const { status, body } = await fetchJson(
      `${authUrl}/oauth/token`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret, scope: '*' }),
      },
      'Getnet (token)',
    );
    const answer = body as { access_token?: string; expires_in?: number } | undefined;
    if (status !== 200 || !answer?.access_token) throw new ProviderError(`Getnet: no entregó un token (HTTP ${status})`);
    token = { value: answer.access_token, renewAt: Date.now() + (answer.expires_in ?? 3600) * 1000 - TOKEN_MARGIN_MS };
    return token.value;
  }

  const api = async (path: string, init: RequestInit = {}) =>
    fetchJson(`${apiUrl}${path}`, { ...init, headers: { 'Content-Type': JSON_API, Accept: JSON_API, Authorization: `Bearer ${await accessToken()}` } }, 'Getnet');

  return {
    async createOrder(order, urls) {
      const { status, body } = await api('/api/v2/orders', { method: 'POST', body: JSON.stringify(getnetOrderBody(order, urls, now())) });
      const data = (body as OrderAnswer | undefined)?.data;
      // Published integrations read the link as data.links.checkout and as data.links[0].checkout.
      const links = Array.isArray(data?.links) ? data.links[0] : data?.links;
      if (status >= 300 || !data?.id || !links?.checkout) throw new ProviderError(`Getnet: orden sin enlace de pago (HTTP ${status})`);
      return { id: data.id, checkoutUrl: links.checkout };
    },
    async orderState(id) {
      const { status, body } = await api(`/api/v2/orders/${encodeURIComponent(id)}`);
      if (status === 404) return undefined;
      if (status !== 200) throw new ProviderError(`Getnet: no se pudo leer la orden ${id} (HTTP ${status})`);
      const answer = body as OrderAnswer | undefined;
      return { state: getnetState(answer?.data?.attributes?.status ?? answer?.status), installments: paidInstallments(answer?.data?.attributes) };
    },
  };
}
