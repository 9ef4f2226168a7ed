import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import {
  DEMO_COMPANY,
  DashboardResponse,
  StaffOrderResponse,
  StaffOrdersResponse,
  StaffWithdrawalsResponse,
  validateCuil,
  type Dashboard,
  type PlacedOrder,
  type StaffOrderDetail,
} from '@tienda/domain';
import { settlePayment } from '../src/modules/payments/settlement';
import { DEMO_OPERADOR } from '../src/seed/demoAdmin';
import { accountCalls } from './accounts';
import { checkoutCalls, GUEST, HOME, type CatalogProduct } from './checkout';
import { databaseKinds } from './databases';
import { staffToken } from './staffSession';
import { startTestApp, type TestApp } from './testApp';
import { withdrawAsGuest } from './withdrawing';

const SHIPMENT = { carrier: 'Andreani', trackingCode: 'AND360001112223' };

/** A valid CUIL no seed uses, starting with `start` (2 + up to 8 digits). */
function freshCuil(start: string): string {
  for (let body = 0; ; body++) {
    for (let check = 0; check <= 9; check++) {
      const cuil = `${start}${String(body).padStart(10 - start.length, '0')}${check}`;
      if (validateCuil(cuil) === null) return cuil;
    }
  }
}

/** Every route of the back office's orders and of its marketing, with a call that would do something. */
const ORDER_ROUTES = [
  ['GET', '/api/backoffice/orders'],
  ['GET', '/api/backoffice/orders/1'],
  ...['paid', 'preparing', 'shipped', 'ready-for-pickup', 'delivered', 'refunded', 'cancel'].map((step) => ['POST', `/api/backoffice/orders/1/${step}`]),
  ['GET', '/api/backoffice/withdrawals'],
  ['GET', '/api/backoffice/dashboard'],
] as const;
const ADMIN_ROUTES = [
  ['GET', '/api/backoffice/banners'],
  ['POST', '/api/backoffice/banners'],
  ['PUT', '/api/backoffice/banners/1'],
  ['DELETE', '/api/backoffice/banners/1'],
  ['GET', '/api/backoffice/coupons'],
  ['POST', '/api/backoffice/coupons'],
  ['PUT', '/api/backoffice/coupons/1'],
  ['POST', '/api/backoffice/credit-lines/import'],
  ['GET', '/api/backoffice/credit-lines?cuil=20'],
] as const;

describe.each(databaseKinds)('los pedidos del back office en %s', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof checkoutCalls>;
  let operator: string;
  let operatorId: number;
  let product: CatalogProduct;
  beforeAll(async () => {
    t = await startTestApp(kind);
    c = checkoutCalls(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/backoffice/auth/log-in', payload: DEMO_OPERADOR, remoteAddress: '10.88.0.1' });
    expect(res.statusCode, res.body).toBe(200);
    operator = res.json().token;
    operatorId = (await t.db.query<{ id: number }>('SELECT id FROM staff WHERE email = $1', [DEMO_OPERADOR.email]))[0]!.id;
    product = (await c.products(3)).at(-1)!;
    await t.db.query('UPDATE products SET stock = 10000 WHERE id = $1', [product.id]);
  });
  afterAll(() => t.close());

  const staff = (method: 'GET' | 'POST', url: string, payload?: object, token = operator) =>
    c.call(method, url, payload, { authorization: `Bearer ${token}` });
  const step = (id: number, path: string) => staff('POST', `/api/backoffice/orders/${id}/${path}`, path === 'shipped' ? SHIPMENT : undefined);

  async function place(
    who: { email?: string; cuil?: string } = {},
    { paymentMethod = 'Transferencia', home = false }: { paymentMethod?: 'Transferencia' | 'Mercado Pago'; home?: boolean } = {},
  ): Promise<PlacedOrder> {
    const payload = await c.payload([{ product, quantity: 1 }], { paymentMethod, ...(home ? { home: HOME } : { store: 'Sucursal Rosario' }) });
    const res = await c.guestOrder({ ...payload, ...who });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().orderCreated;
  }

  async function list(query: string) {
    const res = await staff('GET', `/api/backoffice/orders?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(is(res.json(), StaffOrdersResponse)).toBe(true);
    return res.json() as { orders: (PlacedOrder & { withdrawalCode: string | null })[]; total: number; totalPages: number };
  }

  it('lets only the staff in: a shopper hears 401 everywhere, an operator 403 on the marketing', async () => {
    const { token: shopper } = await accountCalls(t.app).signUp('compradora@ejemplo.com');
    for (const [method, url] of [...ORDER_ROUTES, ...ADMIN_ROUTES]) {
      const res = await c.call(method, url, method === 'GET' || method === 'DELETE' ? undefined : {}, { authorization: `Bearer ${shopper}` });
      expect([res.statusCode, res.json().message], `${method} ${url}`).toEqual([401, 'Inicia sesión en el back office.']);
    }
    for (const [method, url] of ADMIN_ROUTES) {
      const res = await c.call(method, url, method === 'GET' || method === 'DELETE' ? undefined : {}, { authorization: `Bearer ${operator}` });
      expect([res.statusCode, res.json().message], `${method} ${url}`).toEqual([403, 'Tu rol no permite esta acción.']);
    }
    for (const url of ['/api/backoffice/orders', '/api/backoffice/withdrawals', '/api/backoffice/dashboard']) {
      expect((await staff('GET', url)).statusCode, url).toBe(200);
    }
    const admin = await staffToken(t.app, 'admin');
    expect((await staff('GET', '/api/backoffice/dashboard', undefined, admin)).statusCode).toBe(200);
  });

  it('finds orders by number, e-mail (any case) or CUIL (with dashes or not), and by payment method', async () => {
    const cuil = freshCuil('23');
    const transfer = await place({ email: 'busqueda.uno@ejemplo.com', cuil });
    const wallet = await place({ email: 'busqueda.dos@ejemplo.com', cuil }, { paymentMethod: 'Mercado Pago' });
    const other = await place({ email: 'busqueda.tres@ejemplo.com' });

    expect((await list(`q=${transfer.id}`)).orders.map((o) => o.id)).toEqual([transfer.id]);
    expect((await list(`q=${encodeURIComponent(`N° ${other.id}`)}`)).orders.map((o) => o.id)).toEqual([other.id]);
    const byEmail = await list(`q=${encodeURIComponent('  Busqueda.DOS@Ejemplo.com ')}`);
    expect([byEmail.orders.map((o) => o.id), byEmail.total]).toEqual([[wallet.id], 1]);
    const dashed = `${cuil.slice(0, 2)}-${cuil.slice(2, 10)}-${cuil.slice(10)}`;
    for (const typed of [cuil, dashed]) {
      const byCuil = await list(`q=${typed}`);
      expect([byCuil.orders.map((o) => o.id), byCuil.total], typed).toEqual([[wallet.id, transfer.id], 2]);
    }
    expect((await list(`q=${cuil}&paymentMethod=${encodeURIComponent('Mercado Pago')}`)).orders.map((o) => o.id)).toEqual([wallet.id]);
    const transfers = await list(`paymentMethod=Transferencia&perPage=100`);
    expect(transfers.orders.every((o) => o.paymentMethod === 'Transferencia')).toBe(true);
    expect(transfers.orders.map((o) => o.id)).toEqual(expect.arrayContaining([transfer.id, other.id]));
    expect(transfers.orders.map((o) => o.id)).not.toContain(wallet.id);
    expect(await list('q=nadie@ejemplo.com')).toMatchObject({ orders: [], total: 0, totalPages: 1 });

    for (const [query, message] of [
      ['q=un%20nombre', 'Busca por número de orden, correo electrónico o CUIL.'],
      ['paymentMethod=Bitcoin', 'El campo "paymentMethod" no es válido.'],
    ]) {
      const res = await staff('GET', `/api/backoffice/orders?${query}`);
      expect([res.statusCode, res.json().message], query).toEqual([400, message]);
    }
  });

  it('shows an order’s buyer and its whole history: states, payment notices, mails and who took each step', async () => {
    const cuil = freshCuil('27');
    const order = await place({ email: 'historia@ejemplo.com', cuil }, { paymentMethod: 'Mercado Pago', home: true });
    const notices = { mailer: t.app.mailer, settings: { bank: { bank: '', holder: '', cuit: '', cbu: '', alias: '', whatsapp: '' }, publicUrl: 'http://localhost:3000', company: DEMO_COMPANY } };
    const report = { provider: 'mercadopago' as const, source: 'webhook' as const, reference: `pago-${order.id}`, orderId: order.id, state: 'approved' as const, amount: null, installments: null };
    expect(await settlePayment(t.db, report, notices)).toBe('paid');
    for (const path of ['preparing', 'shipped']) expect((await step(order.id, path)).statusCode).toBe(200);

    const res = await staff('GET', `/api/backoffice/orders/${order.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(is(res.json(), StaffOrderResponse)).toBe(true);
    const page = res.json() as StaffOrderDetail;
    expect(page.order).toMatchObject({ id: order.id, status: 'shipped', shipment: { ...SHIPMENT, trackingUrl: null } });
    expect(page.customer).toEqual({ name: GUEST.name, email: 'historia@ejemplo.com', phone: GUEST.phone, cuil, memberId: null });
    expect(page.withdrawal).toBeNull();

    const times = page.history.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((x, y) => x - y));
    const seen = page.history.map(({ kind, title, detail }) => ({ kind, title, detail }));
    expect(seen.filter((entry) => entry.kind === 'state').map((entry) => entry.title)).toEqual(['PENDIENTE', 'PAGADA', 'EN PREPARACIÓN', 'ENVIADA']);
    expect(seen).toContainEqual({ kind: 'payment', title: 'Mercado Pago: approved', detail: `Pago pago-${order.id}: acreditó el pago` });
    expect(seen).toContainEqual({ kind: 'mail', title: `Correo: Recibimos tu orden N° ${order.id}`, detail: expect.stringMatching(/^historia@ejemplo\.com · /) });
    expect(seen).toContainEqual({ kind: 'mail', title: `Correo: Tu orden N° ${order.id} está en camino`, detail: expect.stringMatching(/^historia@ejemplo\.com · /) });
    expect(seen.filter((entry) => entry.kind === 'staff')).toEqual([
      { kind: 'staff', title: 'Personal: marcó la orden en preparación', detail: DEMO_OPERADOR.email },
      { kind: 'staff', title: 'Personal: marcó la orden enviada', detail: DEMO_OPERADOR.email },
    ]);

    // Delivered and withdrawn: the page and the withdrawals' list show the request and its last day.
    expect((await step(order.id, 'delivered')).statusCode).toBe(200);
    const withdrawn = await withdrawAsGuest(t.app, t.db, {
      name: GUEST.name,
      email: 'historia@ejemplo.com',
      phone: GUEST.phone,
      orderNumber: order.id,
      message: 'No me quedó bien.',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const after = (await staff('GET', `/api/backoffice/orders/${order.id}`)).json() as StaffOrderDetail;
    const withdrawal = {
      code: withdrawn.json().code,
      orderId: order.id,
      orderStatus: 'withdrawal_requested',
      name: GUEST.name,
      email: 'historia@ejemplo.com',
      phone: GUEST.phone,
      message: 'No me quedó bien.',
      requestedAt: expect.any(String),
      deadline: after.order.withdrawalDeadline,
    };
    expect(after.withdrawal).toEqual(withdrawal);
    expect(after.history.map((entry) => entry.title)).toContain(`Correo: Recibimos tu arrepentimiento: código ${withdrawal.code}`);

    const withdrawals = await staff('GET', '/api/backoffice/withdrawals');
    expect(is(withdrawals.json(), StaffWithdrawalsResponse)).toBe(true);
    expect(withdrawals.json()).toMatchObject({ page: 1, totalPages: 1 });
    expect(withdrawals.json().withdrawals[0]).toEqual(withdrawal);

    const missing = await staff('GET', '/api/backoffice/orders/999999');
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'No encontramos la orden N° 999999.']);
  });

  it('audits every step in the step’s own transaction, and a refused step neither moves nor audits', async () => {
    const auditOf = (id: number) =>
      t.db.query<{ staff_id: number; action: string; before: unknown; after: unknown }>(
        `SELECT staff_id, action, before, after FROM audit_log WHERE entity = 'order' AND entity_id = $1 ORDER BY id`,
        [String(id)],
      );
    const home = (await place({}, { home: true })).id;
    const pickup = (await place()).id;
    const unpaid = (await place()).id;
    const paths: [number, string, string, string][] = [
      [home, 'paid', 'pending_payment', 'paid'],
      [home, 'preparing', 'paid', 'preparing'],
      [home, 'shipped', 'preparing', 'shipped'],
      [home, 'delivered', 'shipped', 'delivered'],
      [pickup, 'paid', 'pending_payment', 'paid'],
      [pickup, 'preparing', 'paid', 'preparing'],
      [pickup, 'ready-for-pickup', 'preparing', 'ready_for_pickup'],
      [unpaid, 'cancel', 'pending_payment', 'cancelled'],
    ];
    for (const [id, path, , to] of paths) {
      const res = await step(id, path);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      expect(res.json().order.status).toBe(to);
      expect(res.json().message).toMatch(new RegExp(`^La orden N° ${id} quedó `));
    }
    expect((await withdrawAsGuest(t.app, t.db, { name: GUEST.name, email: GUEST.email, phone: GUEST.phone, orderNumber: home })).statusCode).toBe(200);
    expect((await step(home, 'refunded')).json().message).toBe(`La orden N° ${home} quedó REINTEGRADA.`);
    paths.push([home, 'refunded', 'withdrawal_requested', 'refunded']);

    for (const id of [home, pickup, unpaid]) {
      const expected = paths
        .filter(([order]) => order === id)
        .map(([, path, from, to]) => ({
          staff_id: operatorId,
          action: path,
          before: { status: from },
          after: path === 'shipped' ? { status: to, shipment: { ...SHIPMENT, trackingUrl: null } } : { status: to },
        }));
      expect(await auditOf(id), `orden ${id}`).toEqual(expected);
    }

    const refused = await step(unpaid, 'paid');
    expect(refused.statusCode).toBe(409);
    expect(await auditOf(unpaid)).toHaveLength(1);
  });

  it('counts today’s and this week’s orders, payments and sales by payment method, the transfers to confirm and the products out of stock', async () => {
    const dashboard = async () => {
      const res = await staff('GET', '/api/backoffice/dashboard');
      expect(res.statusCode, res.body).toBe(200);
      expect(is(res.json(), DashboardResponse)).toBe(true);
      return res.json() as Dashboard;
    };
    const before = await dashboard();
    const paidTransfer = await place({}, { home: true });
    await place();
    await place({}, { paymentMethod: 'Mercado Pago' });
    expect((await step(paidTransfer.id, 'paid')).statusCode).toBe(200);
    const [spare] = await t.db.query<{ id: number }>('SELECT id FROM products WHERE active AND stock > 0 AND id <> $1 ORDER BY id LIMIT 1', [product.id]);
    await t.db.query('UPDATE products SET stock = 0 WHERE id = $1', [spare!.id]);
    const after = await dashboard();

    const method = (figures: Dashboard['today'], name: string) => figures.byPaymentMethod.find((m) => m.paymentMethod === name)!;
    for (const period of ['today', 'week'] as const) {
      expect(after[period].orders - before[period].orders, period).toBe(3);
      expect(after[period].paidOrders - before[period].paidOrders, period).toBe(1);
      expect(after[period].sales - before[period].sales, period).toBeCloseTo(paidTransfer.total, 2);
      expect(method(after[period], 'Transferencia').orders - method(before[period], 'Transferencia').orders).toBe(2);
      expect(method(after[period], 'Transferencia').sales - method(before[period], 'Transferencia').sales).toBeCloseTo(paidTransfer.total, 2);
      expect(method(after[period], 'Mercado Pago').orders - method(before[period], 'Mercado Pago').orders).toBe(1);
      expect(method(after[period], 'Mercado Pago').paidOrders - method(before[period], 'Mercado Pago').paidOrders).toBe(0);
    }
    expect(paidTransfer.total).toBeGreaterThan(paidTransfer.totalPrice);
    expect(after.pendingTransfers - before.pendingTransfers).toBe(1);
    expect(after.outOfStock - before.outOfStock).toBe(1);
    // A product taken off the shop is no longer the staff's concern for stock.
    await t.db.query('UPDATE products SET active = false WHERE id = $1', [spare!.id]);
    expect((await dashboard()).outOfStock).toBe(before.outOfStock);
  });
});
