import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { formatARS, GetnetPaymentResponse, MercadoPagoLinkResponse, type PaymentMethod } from '@tienda/domain';
import { expireUnpaidOrders } from '../src/modules/orders/orderStates';
import { signNotification } from '../src/providers/mercadopago/signature';
import { recordPayment } from '../src/providers/sandboxCheckout/sandboxStore';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';
import { checkoutCalls, GUEST, type CatalogProduct } from './checkout';

const MP_WEBHOOK_SECRET = 'secreto-de-avisos-de-prueba';
const HOUR = 3_600_000;

/** Path and query of an absolute link, for inject(). */
const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

describe.each(databaseKinds)('pagos en %s', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof checkoutCalls>;
  let pool: CatalogProduct[];
  let next = 0;
  beforeAll(async () => {
    t = await startTestApp(kind, { MP_WEBHOOK_SECRET });
    c = checkoutCalls(t.app);
    pool = await c.products(3);
  });
  afterAll(() => t.close());

  async function order(paymentMethod: PaymentMethod, stock = 10) {
    const product = pool[next++]!;
    await t.db.query('UPDATE products SET stock = $2 WHERE id = $1', [product.id, stock]);
    const res = await c.guestOrder(await c.payload([{ product, quantity: 1 }], { paymentMethod }));
    expect(res.statusCode, res.body).toBe(201);
    // The guest's proof of the order, which paying it asks for.
    return { ...(res.json().orderCreated as { id: number; total: number }), trackingToken: res.json().trackingToken as string, product };
  }

  const statusOf = async (id: number) => (await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [id]))[0]!.status;
  const stockOf = async (id: number) => (await c.product(id)).stock;
  const events = (id: number) => t.db.query<{ source: string; outcome: string }>('SELECT source, outcome FROM payment_events WHERE order_id = $1 ORDER BY id', [id]);
  const paidMails = async (id: number) => (await c.mailsTo(GUEST.email)).filter((mail) => mail.subject === `Pago acreditado: orden N° ${id}`).length;

  const mercadoPagoLink = async (id: number, price: number, trackingToken?: string) => {
    const res = await c.call('POST', '/api/payment/mercadopago/create', { orderId: id, price, trackingToken });
    expect(res.statusCode, res.body).toBe(200);
    expect(is(res.json(), MercadoPagoLinkResponse)).toBe(true);
    return res.json().link as string;
  };
  /** The shopper's click on the sandbox page: the page notifies, then redirects to the return route. */
  const decide = (link: string, decision: 'approved' | 'pending' | 'rejected') =>
    t.app.inject({ method: 'POST', url: pathOf(link), payload: `decision=${decision}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const follow = (location: string | undefined) => c.call('GET', pathOf(new URL(location!, 'http://localhost').toString()));
  /** Mercado Pago's notification for a payment, signed with `secret`. */
  const notify = (paymentId: number | string, secret = MP_WEBHOOK_SECRET) => {
    const requestId = randomUUID();
    const signature = signNotification(secret, String(paymentId), requestId, Math.floor(Date.now() / 1000));
    return c.call('POST', `/api/payment/mercadopago/webhook?data.id=${paymentId}&type=payment`, { type: 'payment', data: { id: String(paymentId) } }, {
      'x-signature': signature,
      'x-request-id': requestId,
    });
  };
  const checkoutIdOf = (link: string) => new URL(link).pathname.split('/').pop()!;

  it('gives one Checkout Pro link per order, for exactly its total', async () => {
    const placed = await order('Mercado Pago');
    const wrong = await c.call('POST', '/api/payment/mercadopago/create', { orderId: placed.id, price: placed.total - 1, trackingToken: placed.trackingToken });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe(`El monto a pagar (${formatARS(placed.total - 1)}) no coincide con el total de la orden (${formatARS(placed.total)}).`);
    const link = await mercadoPagoLink(placed.id, placed.total, placed.trackingToken);
    expect(link).toMatch(/^http:\/\/localhost:3000\/sandbox\/checkout\/[0-9a-f-]{36}$/);
    expect(await mercadoPagoLink(placed.id, placed.total, placed.trackingToken)).toBe(link);

    const transfer = await order('Transferencia');
    expect((await c.call('POST', '/api/payment/mercadopago/create', { orderId: transfer.id, price: transfer.total, trackingToken: transfer.trackingToken })).json().message).toBe(
      `La orden N° ${transfer.id} no se paga con Mercado Pago.`,
    );
    expect((await c.call('POST', '/api/payment/mercadopago/create', { orderId: 999999, price: 1 })).statusCode).toBe(404);
  });

  it('serves a Spanish sandbox page without inline scripts, whose buttons post back', async () => {
    const placed = await order('Mercado Pago');
    const page = await c.call('GET', pathOf(await mercadoPagoLink(placed.id, placed.total, placed.trackingToken)));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    for (const text of ['lang="es-AR"', 'Aprobar pago', 'Dejar pendiente', 'Rechazar pago', '<form method="post"', formatARS(placed.total)]) expect(page.body).toContain(text);
    expect(page.body).not.toMatch(/<script|<style|onclick/i);
    expect((await c.call('GET', '/sandbox/checkout.css')).headers['content-type']).toContain('text/css');
  });

  it('pays once when the notification comes before the shopper returns, and again and again after', async () => {
    const placed = await order('Mercado Pago');
    const link = await mercadoPagoLink(placed.id, placed.total, placed.trackingToken);
    const decided = await decide(link, 'approved');
    expect(decided.statusCode).toBe(303);
    expect(decided.headers.location).toMatch(/\/api\/payment\/mercadopago\/return\?orderId=\d+&collection_id=\d+&collection_status=approved&payment_id=\d+/);
    // The page's own notification has already paid it.
    expect(await statusOf(placed.id)).toBe('paid');
    const back = await follow(decided.headers.location);
    expect([back.statusCode, back.headers.location]).toEqual([303, `/success?orderId=${placed.id}`]);

    const paymentId = new URL(decided.headers.location!).searchParams.get('payment_id')!;
    const [{ paid_at: paidAt }] = (await t.db.query<{ paid_at: Date }>('SELECT paid_at FROM orders WHERE id = $1', [placed.id])) as [{ paid_at: Date }];
    const repeats = await Promise.all(Array.from({ length: 5 }, () => notify(paymentId)));
    expect(repeats.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await t.db.query('SELECT paid_at FROM orders WHERE id = $1', [placed.id])).toEqual([{ paid_at: paidAt }]);
    expect((await events(placed.id)).map((e) => e.outcome)).toEqual(['paid', ...Array(6).fill('already_paid')]);
    expect(await paidMails(placed.id)).toBe(1);
  });

  it('pays once when the shopper returns before the notification comes', async () => {
    const placed = await order('Mercado Pago');
    const link = await mercadoPagoLink(placed.id, placed.total, placed.trackingToken);
    // An approval whose notification is late: only the return knows of it yet.
    const paymentId = await recordPayment(t.db, checkoutIdOf(link), 'approved');
    const back = await c.call('GET', `/api/payment/mercadopago/return?orderId=${placed.id}&payment_id=${paymentId}&status=approved`);
    expect(back.headers.location).toBe(`/success?orderId=${placed.id}`);
    expect(await statusOf(placed.id)).toBe('paid');
    expect((await notify(paymentId)).statusCode).toBe(200);
    expect((await events(placed.id)).map((e) => [e.source, e.outcome])).toEqual([
      ['return', 'paid'],
      ['webhook', 'already_paid'],
    ]);
    expect(await paidMails(placed.id)).toBe(1);
  });

  it('refuses a forged signature, and believes no status a return claims', async () => {
    const placed = await order('Mercado Pago');
    const link = await mercadoPagoLink(placed.id, placed.total, placed.trackingToken);
    const paymentId = await recordPayment(t.db, checkoutIdOf(link), 'approved');
    const forged = await notify(paymentId, 'no-es-el-secreto');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ ok: false, message: 'Firma inválida.' });
    const unsigned = await c.call('POST', `/api/payment/mercadopago/webhook?data.id=${paymentId}&type=payment`, { data: { id: String(paymentId) } });
    expect(unsigned.statusCode).toBe(401);
    expect(await statusOf(placed.id)).toBe('pending_payment');

    // A pending payment, whatever the return's query says about it.
    const pending = await recordPayment(t.db, checkoutIdOf(link), 'pending');
    const back = await c.call('GET', `/api/payment/mercadopago/return?orderId=${placed.id}&payment_id=${pending}&status=approved`);
    expect(back.headers.location).toBe(`/pending?orderId=${placed.id}`);
    expect(await statusOf(placed.id)).toBe('pending_payment');
  });

  it('keeps a rejected or pending order waiting, so a later approval still pays it', async () => {
    const placed = await order('Mercado Pago');
    const link = await mercadoPagoLink(placed.id, placed.total, placed.trackingToken);
    expect((await follow((await decide(link, 'rejected')).headers.location)).headers.location).toBe(`/failure?orderId=${placed.id}`);
    expect(await statusOf(placed.id)).toBe('pending_payment');
    expect((await follow((await decide(link, 'pending')).headers.location)).headers.location).toBe(`/pending?orderId=${placed.id}`);
    expect(await statusOf(placed.id)).toBe('pending_payment');
    expect((await follow((await decide(link, 'approved')).headers.location)).headers.location).toBe(`/success?orderId=${placed.id}`);
    expect(await statusOf(placed.id)).toBe('paid');
    const res = await c.call('POST', '/api/payment/mercadopago/create', { orderId: placed.id, price: placed.total, trackingToken: placed.trackingToken });
    expect(res.json()).toEqual({ ok: false, message: 'La orden ya está pagada.' });
  });

  it('takes the stock again for an approval after expiry, or leaves the order for a refund when it sold out', async () => {
    const late = await order('Mercado Pago', 5);
    const lateLink = await mercadoPagoLink(late.id, late.total, late.trackingToken);
    const soldOut = await order('Mercado Pago', 1);
    const soldOutLink = await mercadoPagoLink(soldOut.id, soldOut.total, soldOut.trackingToken);
    await expireUnpaidOrders(t.db, new Date(Date.now() + HOUR));
    expect([await stockOf(late.product.id), await stockOf(soldOut.product.id)]).toEqual([5, 1]);
    expect((await c.call('POST', '/api/payment/mercadopago/create', { orderId: late.id, price: late.total, trackingToken: late.trackingToken })).statusCode).toBe(409);

    await decide(lateLink, 'approved');
    expect(await statusOf(late.id)).toBe('paid');
    expect(await stockOf(late.product.id)).toBe(4);

    const other = await c.guestOrder(await c.payload([{ product: soldOut.product, quantity: 1 }]));
    expect(other.statusCode).toBe(201);
    await decide(soldOutLink, 'approved');
    expect(await statusOf(soldOut.id)).toBe('expired');
    expect(await stockOf(soldOut.product.id)).toBe(0);
    expect((await events(soldOut.id)).map((e) => e.outcome)).toContain('refund_needed');
  });

  it('does not mark paid a payment for less than the order', async () => {
    const placed = await order('Mercado Pago');
    const link = await mercadoPagoLink(placed.id, placed.total, placed.trackingToken);
    await t.db.query('UPDATE sandbox_checkouts SET amount = amount - 100 WHERE id = $1', [checkoutIdOf(link)]);
    await decide(link, 'approved');
    expect(await statusOf(placed.id)).toBe('pending_payment');
    expect((await events(placed.id)).map((e) => e.outcome)).toEqual(['amount_mismatch']);
  });

  it('pays a card order through Getnet’s checkout, asking Getnet rather than believing its notice', async () => {
    const placed = await order('Tarjeta de crédito');
    const created = await c.call('POST', '/api/payment/getnet/create', { orderId: placed.id, price: placed.total, trackingToken: placed.trackingToken });
    expect(created.statusCode, created.body).toBe(200);
    expect(is(created.json(), GetnetPaymentResponse)).toBe(true);
    const link: string = created.json().getnet.redirect_url;
    expect((await c.call('POST', '/api/payment/getnet/create', { orderId: placed.id, price: placed.total + 1, trackingToken: placed.trackingToken })).statusCode).toBe(409);

    // A notice for the order before anything was decided: Getnet says pending, nothing changes.
    expect((await c.call('POST', '/api/payment/getnet/webhook', { data: { order: { uuid: checkoutIdOf(link) } } })).statusCode).toBe(200);
    expect((await c.call('POST', '/api/payment/getnet/webhook', { data: { order: { uuid: 'de-otro-comercio' } } })).statusCode).toBe(200);
    expect(await statusOf(placed.id)).toBe('pending_payment');

    const decided = await decide(link, 'approved');
    expect(decided.headers.location).toBe(`http://localhost:3000/api/payment/getnet/return?orderId=${placed.id}`);
    expect(await statusOf(placed.id)).toBe('paid');
    expect((await follow(decided.headers.location)).headers.location).toBe(`/success?orderId=${placed.id}`);
    expect(await paidMails(placed.id)).toBe(1);
    expect((await events(placed.id)).map((e) => [e.source, e.outcome])).toEqual([
      ['webhook', 'pending'],
      ['webhook', 'paid'],
      ['return', 'already_paid'],
    ]);
  });
});

describe('pagos en producción sin credenciales', () => {
  it('offers no sandbox: the payment methods are unavailable', async () => {
    const t = await startTestApp('pglite', { NODE_ENV: 'production' });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/payment/mercadopago/create', payload: { orderId: 1, price: 1 } });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Este medio de pago no está disponible en este momento. Elige otro.');
      const decision = await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${randomUUID()}`, payload: { decision: 'approved' } });
      expect(decision.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
