import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, type Recorded } from '../../../test/fakeHttp';
import type { CheckoutOrder } from '../checkout';
import { realGetnet } from './real';

const NOW = new Date('2025-06-12T15:00:00Z');
const ORDER: CheckoutOrder = {
  id: 41,
  total: 118_000.5,
  installments: 1,
  financingCost: 0,
  shippingCost: 8000.5,
  discount: 10_000,
  lines: [{ productId: 7, name: 'Auriculares JBL Tune 520BT', quantity: 2, unitPrice: 60_000 }],
  payer: { name: 'Lucía Gómez', email: 'lucia@ejemplo.com' },
  expiresAt: new Date(NOW.getTime() + 30 * 60_000),
};
const URLS = { returnUrl: 'https://tienda.test/api/payment/getnet/return?orderId=41', notificationUrl: 'https://tienda.test/api/payment/getnet/webhook' };

/** Getnet's auth server and checkout API, on one local port. */
function getnetAnswers(status: string, paid: object = {}) {
  return (request: Recorded) => {
    if (request.url === '/oauth/token') return { status: 200, body: { token_type: 'Bearer', access_token: 'token-de-prueba', expires_in: 3600 } };
    if (request.headers.authorization !== 'Bearer token-de-prueba') return { status: 401, body: { message: 'Unauthenticated' } };
    if (request.method === 'POST') return { status: 201, body: { data: { id: 'a1b2c3', type: 'orders', links: [{ checkout: 'https://checkout.getnet.test/a1b2c3' }] } } };
    if (request.url === '/api/v2/orders/a1b2c3') return { status: 200, body: { data: { id: 'a1b2c3', attributes: { status, ...paid } } } };
    return { status: 404, body: { errors: [] } };
  };
}

describe('Getnet (adaptador real, contra un Getnet de prueba local)', () => {
  let close = async () => {};
  afterEach(() => close());

  it('takes a client-credentials token once, creates the checkout order and reads its status', async () => {
    const getnet = await fakeHttp(getnetAnswers('APPROVED'));
    close = getnet.close;
    const api = realGetnet({ clientId: 'cliente', clientSecret: 'secreto', authUrl: getnet.url, apiUrl: getnet.url }, () => NOW);

    expect(await api.createOrder(ORDER, URLS)).toEqual({ id: 'a1b2c3', checkoutUrl: 'https://checkout.getnet.test/a1b2c3' });
    expect(await api.orderState('a1b2c3')).toEqual({ state: 'approved', installments: null });
    expect(await api.orderState('no-existe')).toBeUndefined();

    const [token, create] = getnet.requests;
    expect(getnet.requests.filter((r) => r.url === '/oauth/token')).toHaveLength(1);
    expect(token!.body).toEqual({ grant_type: 'client_credentials', client_id: 'cliente', client_secret: 'secreto', scope: '*' });
    expect(create!.headers['content-type']).toBe('application/vnd.api+json');
    expect(create!.body).toEqual({
      data: {
        attributes: {
          currency: '032',
          items: [
            { id: 7, name: 'Auriculares JBL Tune 520BT', unitPrice: { currency: '032', amount: 6_000_000 }, quantity: 2 },
            { id: 0, name: 'Descuento', unitPrice: { currency: '032', amount: -1_000_000 }, quantity: 1 },
          ],
          installments: 1,
          shipping: { name: 'Envío a domicilio', price: { currency: '032', amount: 800_050 } },
          redirect_urls: { success: URLS.returnUrl, failed: URLS.returnUrl },
          webhookUrl: URLS.notificationUrl,
          expireLimitMinutes: 30,
        },
      },
    });
  });

  it.each([
    ['PENDING', 'pending'],
    ['FAILED', 'rejected'],
    ['EXPIRED', 'rejected'],
    ['SUCCESS', 'approved'],
  ])('reads status %s as %s', async (status, state) => {
    const getnet = await fakeHttp(getnetAnswers(status));
    close = getnet.close;
    const api = realGetnet({ clientId: 'c', clientSecret: 's', authUrl: getnet.url, apiUrl: getnet.url });
    expect((await api.orderState('a1b2c3'))?.state).toBe(state);
  });

  it('charges the "6 cuotas fijas" in 6: the financing as a line, the items adding up to the total financed, and reads the instalments paid', async () => {
    const getnet = await fakeHttp(getnetAnswers('APPROVED', { payment: { installments: 6 } }));
    close = getnet.close;
    const api = realGetnet({ clientId: 'c', clientSecret: 's', authUrl: getnet.url, apiUrl: getnet.url }, () => NOW);
    // 99.999 in cash, 6 × 19.999 financed.
    const financed: CheckoutOrder = {
      ...ORDER,
      total: 119_994,
      installments: 6,
      financingCost: 19_995,
      shippingCost: 0,
      discount: 0,
      lines: [{ productId: 3, name: 'Celular Motorola G54', quantity: 1, unitPrice: 99_999 }],
    };
    await api.createOrder(financed, URLS);
    const create = getnet.requests.find((r) => r.method === 'POST' && r.url === '/api/v2/orders')!;
    const attributes = (create.body as { data: { attributes: { items: { unitPrice: { amount: number }; quantity: number }[]; installments: number } } }).data.attributes;
    expect(attributes.installments).toBe(6);
    expect(attributes.items).toEqual([
      { id: 3, name: 'Celular Motorola G54', unitPrice: { currency: '032', amount: 9_999_900 }, quantity: 1 },
      { id: 0, name: 'Financiación en 6 cuotas fijas', unitPrice: { currency: '032', amount: 1_999_500 }, quantity: 1 },
    ]);
    expect(attributes.items.reduce((sum, item) => sum + item.unitPrice.amount * item.quantity, 0)).toBe(11_999_400);
    expect(await api.orderState('a1b2c3')).toEqual({ state: 'approved', installments: 6 });
  });
});
