import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { formatARS, OrderCreatedResponse, roundMoney, TERMS_VERSION, toNumber } from '@tienda/domain';
import { expireUnpaidOrders } from '../src/modules/orders/orderStates';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';
import { accountCalls } from './accounts';
import { checkoutCalls, GUEST, HOME, type CatalogProduct } from './checkout';
import { freshCuil } from './cuils';
import { staffToken } from './staffSession';

const MINUTE = 60_000;

describe.each(databaseKinds)('órdenes en %s', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof checkoutCalls>;
  let a: ReturnType<typeof accountCalls>;
  let pool: CatalogProduct[];
  let next = 0;
  let operator: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    operator = await staffToken(t.app, 'operador');
    c = checkoutCalls(t.app);
    a = accountCalls(t.app);
    pool = await c.products(3);
  });
  afterAll(() => t.close());

  /** A product no other test touches, with exactly `stock` units. */
  async function freshProduct(stock = 20): Promise<CatalogProduct> {
    const product = pool[next++]!;
    await t.db.query('UPDATE products SET stock = $2 WHERE id = $1', [product.id, stock]);
    return { ...product, stock };
  }
  const stockOf = async (id: number) => (await c.product(id)).stock;
  const admin = (method: 'GET' | 'POST', url: string) => c.call(method, url, undefined, { authorization: `Bearer ${operator}` });

  async function member(email: string, cuil = '20301112220') {
    const { token } = await a.signUp(email);
    const res = await a.call('POST', '/api/user/first-data', { token, payload: { first_name: 'Martín', last_name: 'Sosa', cuil } });
    expect(res.statusCode, res.body).toBe(200);
    return token;
  }

  it('places a guest order by transfer with the server’s figures, takes the stock and mails the bank data', async () => {
    const product = await freshProduct(10);
    const payload = await c.payload([{ product, quantity: 2 }]);
    const res = await c.guestOrder(payload);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(is(body, OrderCreatedResponse)).toBe(true);
    const order = body.orderCreated;
    const subtotal = roundMoney(toNumber(product.final_price) * 2);
    expect(order).toMatchObject({
      status: 'pending_payment',
      statusLabel: 'PENDIENTE',
      paymentMethod: 'Transferencia',
      shipmentMethod: 'Retiro en local',
      products: [{ productId: product.id, name: product.name, quantity: 2, unitPrice: toNumber(product.final_price) }],
      subtotal,
      discount: 0,
      totalPrice: subtotal,
      shippingCost: 0,
      total: subtotal,
      couponCode: null,
      address: { store: 'Sucursal Centro', address: expect.any(String), phone: expect.any(String) },
      contact: { name: GUEST.name, email: GUEST.email, phone: GUEST.phone },
      bankTransfer: { cbu: '9990001800000123456784', alias: 'TIENDA.DEMO.PRUEBA', whatsapp: '5491155550199' },
    });
    // An unpaid transfer keeps its stock for TRANSFER_EXPIRY_HOURS (72 by default), not for ever.
    expect(new Date(order.expiresAt).getTime() - new Date(order.createdAt).getTime()).toBe(72 * 60 * MINUTE);
    expect(await stockOf(product.id)).toBe(8);

    const [mail] = await c.mailsTo(GUEST.email);
    expect(mail!.subject).toBe(`Recibimos tu orden N° ${order.id}`);
    expect(mail!.text).toContain(`Total: ${formatARS(subtotal)}`);
    expect(mail!.text).toContain('CBU: 9990001800000123456784');
    expect(mail!.text).toContain('https://wa.me/5491155550199');
    expect(mail!.text).toContain('PENDIENTE');
  });

  it('quotes a member’s home delivery again, and gives a Mercado Pago order its expiry', async () => {
    const token = await member('comprador@ejemplo.com');
    const product = await freshProduct();
    const payload = await c.payload([{ product, quantity: 1 }], { paymentMethod: 'Mercado Pago', home: HOME, coupon: 'AHORRO5000' });
    const res = await c.userOrder(token, payload);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().orderCreated;
    expect(order.shippingCost).toBe(payload.shippingCost);
    expect(order.shippingCost).toBeGreaterThan(0);
    expect(order.total).toBe(roundMoney(payload.totalPrice + payload.shippingCost));
    expect(order.discount).toBe(5000);
    expect(order.carrierId).toBe(payload.carrierId);
    expect(order.estimatedDelivery).toEqual(expect.any(String));
    expect(order.address).toEqual({ street: HOME.street, number: HOME.number, zipCode: HOME.zipCode, city: HOME.city, province: HOME.province });
    expect(order.contact).toEqual({ name: 'Martín Sosa', email: 'comprador@ejemplo.com', phone: '' });
    expect(new Date(order.expiresAt).getTime() - new Date(order.createdAt).getTime()).toBe(30 * MINUTE);
    expect(order.bankTransfer).toBeNull();
    expect((await c.userOrder('no-es-un-token', payload)).statusCode).toBe(401);
  });

  it('refuses a tampered total or shipping cost with the new figures, and takes nothing', async () => {
    const product = await freshProduct(5);
    const payload = await c.payload([{ product, quantity: 1 }], { home: HOME });
    const cheaper = await c.guestOrder({ ...payload, totalPrice: payload.totalPrice - 1000 });
    expect(cheaper.statusCode).toBe(409);
    expect(cheaper.json()).toEqual({
      ok: false,
      message: `Los precios cambiaron desde que armaste tu compra: los productos suman ${formatARS(payload.totalPrice)} y el envío: ${formatARS(payload.shippingCost)}. Revisa tu carrito y confirma de nuevo.`,
    });
    const freeShipping = await c.guestOrder({ ...payload, shippingCost: 0 });
    expect(freeShipping.statusCode).toBe(409);
    expect(freeShipping.json().message).toMatch(/^Los precios cambiaron/);
    expect(await stockOf(product.id)).toBe(5);
  });

  it('records a coupon’s use with the order; /apply confirms it without counting it again', async () => {
    const usesOf = async (code: string) => (await t.db.query<{ uses: number }>('SELECT uses FROM coupons WHERE code = $1', [code]))[0]!.uses;
    const before = await usesOf('BIENVENIDA10');
    const product = await freshProduct();
    const payload = await c.payload([{ product, quantity: 1 }], { coupon: 'bienvenida10' });
    const res = await c.guestOrder(payload);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().orderCreated;
    expect(order.couponCode).toBe('BIENVENIDA10');
    expect(order.discount).toBe(roundMoney(toNumber(product.final_price) / 10));
    expect(await usesOf('BIENVENIDA10')).toBe(before + 1);

    const trackingToken = res.json().trackingToken;
    const applied = await c.call('POST', '/api/coupons/BIENVENIDA10/apply', { orderId: order.id, trackingToken });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ ok: true, orderId: order.id, coupon: { code: 'BIENVENIDA10', discountType: 'PERCENTAGE' }, discountAmount: order.discount });
    expect(await usesOf('BIENVENIDA10')).toBe(before + 1);
    expect((await c.call('POST', '/api/coupons/AHORRO5000/apply', { orderId: order.id, trackingToken })).statusCode).toBe(404);

    const expired = await c.guestOrder({ ...payload, couponCode: 'VERANO2024' });
    expect(expired.json()).toEqual({ ok: false, message: 'El cupón ingresado está vencido.' });
  });

  it('keeps a coupon within its usage limit under concurrent orders', async () => {
    await t.db.query(`INSERT INTO coupons (code, discount_type, discount_value, max_uses) VALUES ('TRES', 'FIXED', 1000, 3)`);
    const product = await freshProduct(20);
    const payload = await c.payload([{ product, quantity: 1 }], { coupon: 'TRES' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => c.guestOrder(payload)));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(3);
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expect(res.json()).toEqual({ ok: false, message: 'El cupón ingresado ya no tiene usos disponibles.' });
    }
    expect((await t.db.query<{ uses: number }>(`SELECT uses FROM coupons WHERE code = 'TRES'`))[0]!.uses).toBe(3);
    expect(await stockOf(product.id)).toBe(17);
  });

  it('answers a retried order with the same Idempotency-Key with the same order, once', async () => {
    const product = await freshProduct(10);
    const payload = await c.payload([{ product, quantity: 1 }], { paymentMethod: 'Mercado Pago' });
    const headers = { 'idempotency-key': 'reintento-1' };
    const first = await c.guestOrder(payload, headers);
    expect(first.statusCode).toBe(201);
    const retry = await c.guestOrder(payload, headers);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await stockOf(product.id)).toBe(9);

    // An answer kept by the previous version of the shop, without the order's timeline: the retry
    // gets the same order as it now reads, never a 500 for a shape the contract no longer allows.
    await t.db.query(`UPDATE idempotency_keys SET response = response - 'timeline' - 'shipment' - 'withdrawalDeadline' WHERE key = 'reintento-1'`);
    const afterUpgrade = await c.guestOrder(payload, headers);
    expect(afterUpgrade.statusCode).toBe(201);
    expect(afterUpgrade.json()).toEqual(first.json());
    const confirmations = (await c.mailsTo(GUEST.email)).filter((mail) => mail.subject === `Recibimos tu orden N° ${first.json().orderCreated.id}`);
    expect(confirmations).toHaveLength(1);

    const other = await c.guestOrder({ ...payload, products: [{ productId: product.id, quantity: 2 }] }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ ok: false, message: 'Esta Idempotency-Key ya se usó para otra orden distinta.' });

    // Twins sent at the same time still make one order.
    const twins = await Promise.all(Array.from({ length: 5 }, () => c.guestOrder(payload, { 'idempotency-key': 'gemelos' })));
    expect(new Set(twins.map((res) => res.json().orderCreated.id)).size).toBe(1);
    expect(await stockOf(product.id)).toBe(8);

    const bad = await c.guestOrder(payload, { 'idempotency-key': 'x'.repeat(256) });
    expect(bad.statusCode).toBe(400);
  });

  it('sells 10 units to exactly 10 of 50 concurrent buyers, leaving the stock at 0', async () => {
    const product = await freshProduct(10);
    const payload = await c.payload([{ product, quantity: 1 }]);
    const answers = await Promise.all(Array.from({ length: 50 }, () => c.guestOrder(payload)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json().message).toMatch(/sin stock|quedan?/);
    expect(await stockOf(product.id)).toBe(0);
    const [sold] = await t.db.query<{ orders: number; units: number }>(
      'SELECT count(*)::int AS orders, sum(quantity)::int AS units FROM order_items WHERE product_id = $1',
      [product.id],
    );
    expect(sold).toEqual({ orders: 10, units: 10 });
  });

  it('says how many units are left when an order asks for more', async () => {
    const product = await freshProduct(3);
    const res = await c.guestOrder(await c.payload([{ product, quantity: 4 }]));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`No hay stock suficiente de "${product.name}": quedan 3 unidades.`);
  });

  it('expires unpaid card and Mercado Pago orders, giving their stock back; transfers wait', async () => {
    const [card, wallet, transfer] = [await freshProduct(6), await freshProduct(6), await freshProduct(6)];
    const place = async (product: CatalogProduct, paymentMethod: 'Tarjeta de crédito' | 'Mercado Pago' | 'Transferencia') => {
      const res = await c.guestOrder(await c.payload([{ product, quantity: 2 }], { paymentMethod }));
      expect(res.statusCode, res.body).toBe(201);
      return res.json().orderCreated.id as number;
    };
    const ids = [await place(card, 'Tarjeta de crédito'), await place(wallet, 'Mercado Pago'), await place(transfer, 'Transferencia')];

    expect(await expireUnpaidOrders(t.db, new Date(Date.now() + 29 * MINUTE))).toEqual([]);
    const expired = await expireUnpaidOrders(t.db, new Date(Date.now() + 31 * MINUTE));
    expect(expired).toEqual(expect.arrayContaining(ids.slice(0, 2)));
    expect(expired).not.toContain(ids[2]);
    expect(await expireUnpaidOrders(t.db, new Date(Date.now() + 31 * MINUTE))).toEqual([]);
    expect([await stockOf(card.id), await stockOf(wallet.id), await stockOf(transfer.id)]).toEqual([6, 6, 4]);
    const states = await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = ANY($1::int[]) ORDER BY id', [ids]);
    expect(states.map((s) => s.status)).toEqual(['expired', 'expired', 'pending_payment']);
  });

  it('refuses what cannot be sold or delivered, in Spanish', async () => {
    const product = await freshProduct();
    const payload = await c.payload([{ product, quantity: 1 }]);
    const [hidden] = await t.db.query<{ id: number; name: string }>(
      `SELECT p.id, p.name FROM products p JOIN categories c ON c.id = p.category_id WHERE c.status <> 'activa' LIMIT 1`,
    );
    const cases: [object, number, string][] = [
      [{ shipmentMethod: 'Envío a domicilio', address: { ...HOME, number: 0 } }, 400, 'Por favor complete todos los datos de envío'],
      [{ cuil: '20301112221' }, 400, 'El CUIL no es válido.'],
      [{ products: [{ productId: 999999, quantity: 1 }] }, 404, 'El producto 999999 no existe.'],
      [{ products: [{ productId: hidden!.id, quantity: 1 }] }, 409, `"${hidden!.name}" ya no está a la venta.`],
      [{ paymentMethod: 'Prestamo' }, 403, 'Para pagar con un préstamo inicia sesión.'],
      [{ address: { store: 'Sucursal Atlántida' } }, 400, 'No encontramos la sucursal "Sucursal Atlántida". Elige una de la lista.'],
      [{ paymentMethod: 'Efectivo' }, 400, 'El campo "paymentMethod" no es válido.'],
    ];
    for (const [change, status, message] of cases) {
      const res = await c.guestOrder({ ...payload, ...change });
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
  });

  it('sells only under the terms in force: refuses an order without them or with another version, and keeps the one accepted', async () => {
    const product = await freshProduct(5);
    const { termsVersion, ...unticked } = await c.payload([{ product, quantity: 1 }]);
    expect(termsVersion).toBe('2026-11-28');
    const refusal = 'Tienes que aceptar los Términos y condiciones vigentes (versión 2026-11-28) para comprar.';
    const token = await member('terminos@ejemplo.com', freshCuil());
    for (const body of [unticked, { ...unticked, termsVersion: '2025-01-01' }, { ...unticked, termsVersion: '' }]) {
      for (const res of [await c.guestOrder(body), await c.userOrder(token, body)]) {
        expect([res.statusCode, res.json().message]).toEqual([422, refusal]);
      }
    }
    // Nothing was bought: no stock taken.
    expect(await stockOf(product.id)).toBe(5);

    const before = new Date();
    const placed = await c.guestOrder({ ...unticked, termsVersion: TERMS_VERSION });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id } = placed.json().orderCreated;
    const [kept] = await t.db.query<{ terms_version: string; terms_accepted_at: Date }>('SELECT terms_version, terms_accepted_at FROM orders WHERE id = $1', [id]);
    expect(kept!.terms_version).toBe('2026-11-28');
    expect(kept!.terms_accepted_at.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(kept!.terms_accepted_at.getTime()).toBeLessThanOrEqual(Date.now());
    // The staff's order page shows both.
    const staff = await admin('GET', `/api/backoffice/orders/${id}`);
    expect(staff.json().termsAcceptance).toEqual({ version: '2026-11-28', acceptedAt: kept!.terms_accepted_at.toISOString() });
  });

  it('lets the operator see orders, mark a transfer paid once, record its delivery and cancel an unpaid one', async () => {
    const [paid, cancelled] = [await freshProduct(5), await freshProduct(5)];
    const first = (await c.guestOrder(await c.payload([{ product: paid, quantity: 1 }]))).json().orderCreated;
    const second = (await c.guestOrder(await c.payload([{ product: cancelled, quantity: 2 }]))).json().orderCreated;

    expect((await c.call('GET', '/api/backoffice/orders')).statusCode).toBe(401);
    expect((await c.call('POST', `/api/backoffice/orders/${first.id}/paid`, undefined, { authorization: 'Bearer otra-cosa' })).statusCode).toBe(401);
    const listed = (await admin('GET', '/api/backoffice/orders?status=pending_payment')).json().orders;
    expect(listed.map((o: { id: number }) => o.id)).toEqual(expect.arrayContaining([first.id, second.id]));

    expect((await admin('POST', `/api/backoffice/orders/${first.id}/delivered`)).statusCode).toBe(409);
    const marked = await admin('POST', `/api/backoffice/orders/${first.id}/paid`);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().order).toMatchObject({ status: 'paid', statusLabel: 'PAGADA', paidAt: expect.any(String) });
    expect((await admin('POST', `/api/backoffice/orders/${first.id}/paid`)).statusCode).toBe(409);
    expect((await c.mailsTo(GUEST.email)).filter((m) => m.subject === `Pago acreditado: orden N° ${first.id}`)).toHaveLength(1);
    // Delivered comes after preparing and ready for pickup (the whole life: orderLife.test.ts).
    for (const step of ['preparing', 'ready-for-pickup']) expect((await admin('POST', `/api/backoffice/orders/${first.id}/${step}`)).statusCode).toBe(200);
    expect((await admin('POST', `/api/backoffice/orders/${first.id}/delivered`)).json().order.deliveredAt).toEqual(expect.any(String));

    expect((await admin('POST', `/api/backoffice/orders/${second.id}/cancel`)).json().order.status).toBe('cancelled');
    expect(await stockOf(cancelled.id)).toBe(5);
    expect((await admin('POST', `/api/backoffice/orders/${first.id}/cancel`)).statusCode).toBe(409);
  });
});
