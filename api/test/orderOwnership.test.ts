import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@tienda/domain';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';
import { accountCalls } from './accounts';
import { checkoutCalls, GUEST, type CatalogProduct } from './checkout';
import { freshCuil } from './cuils';

const REFUSAL = { ok: false, message: 'No encontramos esa orden entre tus compras. Si compraste como invitado, ábrela desde el enlace de tu correo.' };

describe.each(databaseKinds)('solo el dueño de una orden en %s', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof checkoutCalls>;
  let a: ReturnType<typeof accountCalls>;
  let product: CatalogProduct;
  beforeAll(async () => {
    t = await startTestApp(kind);
    c = checkoutCalls(t.app);
    a = accountCalls(t.app);
    product = (await c.products(3))[0]!;
    await t.db.query('UPDATE products SET stock = 100 WHERE id = $1', [product!.id]);
  });
  afterAll(() => t.close());

  async function guestOrder(paymentMethod: PaymentMethod, coupon?: string) {
    const res = await c.guestOrder(await c.payload([{ product, quantity: 1 }], { paymentMethod, ...(coupon ? { coupon } : {}) }));
    expect(res.statusCode, res.body).toBe(201);
    return { ...(res.json().orderCreated as { id: number; total: number }), trackingToken: res.json().trackingToken as string };
  }

  async function member(email: string) {
    const { token } = await a.signUp(email);
    const res = await a.call('POST', '/api/user/first-data', { token, payload: { first_name: 'Martín', last_name: 'Sosa', cuil: freshCuil() } });
    expect(res.statusCode, res.body).toBe(200);
    return token;
  }

  const link = (orderId: number, price: number, proof: { trackingToken?: string; bearer?: string } = {}) =>
    c.call(
      'POST',
      '/api/payment/mercadopago/create',
      { orderId, price, ...(proof.trackingToken ? { trackingToken: proof.trackingToken } : {}) },
      proof.bearer ? { authorization: `Bearer ${proof.bearer}` } : {},
    );

  const missingOrder = async () => (await t.db.query<{ id: number }>('SELECT coalesce(max(id), 0) + 1000 AS id FROM orders'))[0]!.id;

  it('gives a guest order’s payment link only with its tracking token; strangers hear what a missing order answers', async () => {
    const order = await guestOrder('Mercado Pago');
    const other = await guestOrder('Mercado Pago');
    const missing = await missingOrder();
    const strangers = [
      await link(order.id, order.total),
      await link(order.id, order.total, { trackingToken: other.trackingToken }),
      await link(order.id, order.total, { trackingToken: 'abc.def' }),
      await link(missing, 1),
      await link(missing, 1, { trackingToken: order.trackingToken }),
    ];
    for (const res of strangers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(REFUSAL);
      // Nothing of the order: not its total, its method or its state.
      expect(res.body).not.toContain(String(order.total));
    }
    const paid = await link(order.id, order.total, { trackingToken: order.trackingToken });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().link).toMatch(/\/sandbox\/checkout\//);
    // The link mailed by order tracking opens it just as well.
    await c.call('POST', '/api/order/tracking', { orderNumber: other.id, email: GUEST.email });
    const mailed = (await c.mailsTo(GUEST.email)).find((mail) => mail.subject === `Tu enlace para seguir la compra N° ${other.id}`)!;
    const tokenInLink = new RegExp(`/seguimiento/${other.id}/([^\\s]+)`).exec(mailed.text)![1]!;
    expect((await link(other.id, other.total, { trackingToken: tokenInLink })).statusCode).toBe(200);
  });

  it('gives a member’s payment link only with their own bearer', async () => {
    const owner = await member('duena@ejemplo.com');
    const stranger = await member('extrano@ejemplo.com');
    const placed = await c.userOrder(owner, await c.payload([{ product, quantity: 1 }], { paymentMethod: 'Tarjeta de crédito' }));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().orderCreated as { id: number; total: number };
    expect(placed.json().trackingToken).toBeUndefined();
    const getnet = (bearer?: string) =>
      c.call('POST', '/api/payment/getnet/create', { orderId: order.id, price: order.total }, bearer ? { authorization: `Bearer ${bearer}` } : {});
    for (const res of [await getnet(), await getnet(stranger), await getnet('no.es.un.token')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(REFUSAL);
    }
    expect((await getnet(owner)).statusCode).toBe(200);
  });

  it('tells the coupon an order used only to its owner, with the same refusal as for no order', async () => {
    const order = await guestOrder('Transferencia', 'BIENVENIDA10');
    const apply = (orderId: number, trackingToken?: string) =>
      c.call('POST', '/api/coupons/BIENVENIDA10/apply', { orderId, ...(trackingToken ? { trackingToken } : {}) });
    for (const res of [await apply(order.id), await apply(await missingOrder())]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(REFUSAL);
    }
    const mine = await apply(order.id, order.trackingToken);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ ok: true, orderId: order.id, coupon: { code: 'BIENVENIDA10' } });
  });
});

describe.each(databaseKinds)('validar cupones en %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { COUPON_CHECKS_PER_ADDRESS: undefined });
  });
  afterAll(() => t.close());

  it('lets one address check 30 codes in a quarter of an hour, and refuses the next guess', async () => {
    const check = (code: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/coupons/validate', payload: { code, purchaseAmount: 100_000 }, remoteAddress });
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push((await check(`ADIVINO${i}`, '10.30.0.1')).statusCode);
    expect(new Set(answers)).toEqual(new Set([404]));
    const refused = await check('BIENVENIDA10', '10.30.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ ok: false, message: 'Demasiados intentos. Espera unos minutos y vuelve a intentar.' });
    // A shopper elsewhere still checks a real code.
    expect((await check('BIENVENIDA10', '10.30.0.2')).statusCode).toBe(200);
  });
});
