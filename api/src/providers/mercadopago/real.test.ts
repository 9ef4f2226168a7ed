import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutOrder } from '../checkout';
import { realMercadoPago } from './real';

const ORDER: CheckoutOrder = {
  id: 12,
  total: 154_999.9,
  installments: 1,
  financingCost: 0,
  shippingCost: 4999.9,
  discount: 0,
  lines: [{ productId: 3, name: 'Parlante JBL Flip 6', quantity: 1, unitPrice: 150_000 }],
  payer: { name: 'Lucía Gómez', email: 'lucia@ejemplo.com' },
  expiresAt: new Date('2025-06-12T15:30:00Z'),
};
const URLS = { returnUrl: 'https://tienda.test/api/payment/mercadopago/return?orderId=12', notificationUrl: 'https://tienda.test/api/payment/mercadopago/webhook' };

type Sent = { url: string; method: string; headers: Record<string, string>; body: any };

/**
 * The official SDK always calls https://api.mercadopago.com, so instead of a local server the
 * test stands in for fetch: it sees exactly what the SDK sends and answers as Mercado Pago would.
 */
function fakeMercadoPago(answer: (sent: Sent) => { status: number; body: unknown }) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const request = { url, method: String(init.method), headers: init.headers as Record<string, string>, body: init.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(request);
    const { status, body } = answer(request);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

describe('Mercado Pago (adaptador real con el SDK oficial)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates a Checkout Pro preference for the order’s exact total, once per order', async () => {
    const sent = fakeMercadoPago(() => ({ status: 201, body: { id: '123-abc', init_point: 'https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=123-abc' } }));
    const preference = await realMercadoPago('APP_USR-prueba').createPreference(ORDER, URLS);
    expect(preference).toEqual({ id: '123-abc', link: 'https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=123-abc' });
    const [request] = sent;
    expect(request).toMatchObject({ url: 'https://api.mercadopago.com/checkout/preferences/', method: 'POST' });
    expect(request!.headers.Authorization ?? request!.headers.authorization).toBe('Bearer APP_USR-prueba');
    expect(request!.headers['X-Idempotency-Key'] ?? request!.headers['x-idempotency-key']).toBe('orden-12');
    expect(request!.body).toEqual({
      items: [{ id: '12', title: 'Tu compra en la tienda: orden N° 12', description: '1 × Parlante JBL Flip 6', quantity: 1, unit_price: 154_999.9, currency_id: 'ARS' }],
      payer: { name: 'Lucía Gómez', email: 'lucia@ejemplo.com' },
      external_reference: '12',
      back_urls: { success: URLS.returnUrl, pending: URLS.returnUrl, failure: URLS.returnUrl },
      auto_return: 'approved',
      notification_url: URLS.notificationUrl,
      payment_methods: { installments: 1, default_installments: 1 },
      expires: true,
      expiration_date_to: '2025-06-12T15:30:00.000Z',
    });
  });

  it('reads a payment’s status, order and amount, and knows an unknown one', async () => {
    fakeMercadoPago(({ url }) =>
      url.endsWith('/v1/payments/777')
        ? { status: 200, body: { id: 777, status: 'in_process', external_reference: '12', transaction_amount: 154_999.9 } }
        : { status: 404, body: { message: 'Payment not found', error: 'not_found', status: 404 } },
    );
    const api = realMercadoPago('APP_USR-prueba');
    expect(await api.payment('777')).toEqual({ state: 'pending', orderId: 12, amount: 154_999.9, installments: null });
    expect(await api.payment('778')).toBeUndefined();
  });

  it('asks for the "6 cuotas fijas": the total financed, 6 instalments offered and preselected, credit cards only', async () => {
    const sent = fakeMercadoPago(() => ({ status: 201, body: { id: '124-abc', init_point: 'https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=124-abc' } }));
    await realMercadoPago('APP_USR-prueba').createPreference({ ...ORDER, total: 185_994, installments: 6, financingCost: 30_994.1 }, URLS);
    const [request] = sent;
    expect(request!.body.items[0]).toMatchObject({ title: 'Tu compra en la tienda: orden N° 12, en 6 cuotas fijas', unit_price: 185_994, quantity: 1 });
    expect(request!.body.payment_methods).toEqual({
      installments: 6,
      default_installments: 6,
      excluded_payment_types: [{ id: 'debit_card' }, { id: 'prepaid_card' }, { id: 'ticket' }, { id: 'atm' }],
    });
  });

  it('reads the instalments a payment was made in', async () => {
    fakeMercadoPago(() => ({ status: 200, body: { id: 779, status: 'approved', external_reference: '12', transaction_amount: 185_994, installments: 6 } }));
    expect(await realMercadoPago('APP_USR-prueba').payment('779')).toEqual({ state: 'approved', orderId: 12, amount: 185_994, installments: 6 });
  });
});
