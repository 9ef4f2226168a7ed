import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import {
  DEMO_COMPANY,
  canMove,
  formatARS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
  StaffOrdersResponse,
  StaffOrderStepResponse,
  type PlacedOrder,
} from '@tienda/domain';
import { withdrawalDeadline } from '@tienda/domain/businessDays';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { expireUnpaidOrders } from '../src/modules/orders/orderStates';
import { settlePayment } from '../src/modules/payments/settlement';
import { DEMO_MEMBER } from '../src/seed/demoMember';
import { accountCalls } from './accounts';
import { createPostgresDatabase, databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';
import { checkoutCalls, GUEST, HOME, type CatalogProduct } from './checkout';
import { staffToken } from './staffSession';
import { withdrawAsGuest } from './withdrawing';

const PUBLIC_URL = 'http://localhost:3000';
const SHIPMENT = { carrier: 'Andreani', trackingCode: 'AND360009876543' };
const MIGRATIONS = new URL('../migrations/', import.meta.url);

type Delivery = 'home' | 'pickup';

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
/** '2026-12-14' as the mails write it: '14 de diciembre de 2026'. */
const longDay = (dateKey: string) => {
  const [year, month, day] = dateKey.split('-').map(Number) as [number, number, number];
  return `${day} de ${MONTHS[month - 1]} de ${year}`;
};
type Mail = { to: string; subject: string; text: string; html: string };

/** The operator's route for each state it can move an order to. */
const OPERATOR_ROUTES: Partial<Record<OrderStatus, string>> = {
  paid: 'paid',
  preparing: 'preparing',
  shipped: 'shipped',
  ready_for_pickup: 'ready-for-pickup',
  delivered: 'delivered',
  refunded: 'refunded',
  cancelled: 'cancel',
};

/** The operator records a payment only for a pending order: it never revives a closed one. */
const operatorMay = (from: OrderStatus, to: OrderStatus, delivery: Delivery) =>
  canMove(from, to, delivery === 'home' ? 'Envío a domicilio' : 'Retiro en local') && (to !== 'paid' || from === 'pending_payment');

describe.each(databaseKinds)('la vida de una orden en %s', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof checkoutCalls>;
  let a: ReturnType<typeof accountCalls>;
  let product: CatalogProduct;
  let operator: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    operator = await staffToken(t.app, 'operador');
    c = checkoutCalls(t.app);
    a = accountCalls(t.app);
    // One product with units for every order of the suite; its own numbers are no test's concern.
    product = (await c.products(3)).at(-1)!;
    await t.db.query('UPDATE products SET stock = 10000 WHERE id = $1', [product.id]);
  });
  afterAll(() => t.close());

  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    c.call(method, url, payload, { authorization: `Bearer ${operator}` });
  const move = (id: number, to: OrderStatus, body: object = SHIPMENT) => admin('POST', `/api/backoffice/orders/${id}/${OPERATOR_ROUTES[to]}`, to === 'shipped' ? body : undefined);

  async function place(delivery: Delivery, paymentMethod: 'Transferencia' | 'Mercado Pago' = 'Transferencia', token?: string): Promise<PlacedOrder> {
    const payload = await c.payload([{ product, quantity: 1 }], { paymentMethod, ...(delivery === 'home' ? { home: HOME } : { store: 'Sucursal Rosario' }) });
    const res = token ? await c.userOrder(token, payload) : await c.guestOrder(payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().orderCreated;
  }

  // Each from its own address: the form is limited per address, and this suite sends many.
  let senders = 0;
  const withdraw = (id: number) =>
    withdrawAsGuest(t.app, t.db, { name: GUEST.name, email: GUEST.email, phone: GUEST.phone, orderNumber: id }, `10.7.${++senders >> 8}.${senders & 255}`);

  /** The steps that bring a new order to each state. */
  const PATHS: Record<OrderStatus, (delivery: Delivery) => OrderStatus[]> = {
    pending_payment: () => [],
    paid: () => ['paid'],
    preparing: () => ['paid', 'preparing'],
    shipped: () => ['paid', 'preparing', 'shipped'],
    ready_for_pickup: () => ['paid', 'preparing', 'ready_for_pickup'],
    delivered: (delivery) => ['paid', 'preparing', delivery === 'home' ? 'shipped' : 'ready_for_pickup', 'delivered'],
    cancelled: () => ['cancelled'],
    expired: () => ['expired'],
    withdrawal_requested: (delivery) => [...PATHS.delivered(delivery), 'withdrawal_requested'],
    refunded: (delivery) => [...PATHS.delivered(delivery), 'withdrawal_requested', 'refunded'],
  };

  /** A new guest order brought to `state` the way the shop gets there: the operator, the sweeper, the shopper's withdrawal. */
  async function orderIn(state: OrderStatus, delivery: Delivery): Promise<number> {
    const id = (await place(delivery, state === 'expired' ? 'Mercado Pago' : 'Transferencia')).id;
    for (const step of PATHS[state](delivery)) {
      if (step === 'expired') {
        await t.db.query(`UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1`, [id]);
        expect(await expireUnpaidOrders(t.db, new Date())).toContain(id);
      } else if (step === 'withdrawal_requested') {
        expect((await withdraw(id)).statusCode).toBe(200);
      } else {
        const res = await move(id, step);
        expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
      }
    }
    return id;
  }

  // Shipped is only ever a home delivery's state, ready for pickup a store's.
  const reachable = (state: OrderStatus, delivery: Delivery) => !(state === 'shipped' && delivery === 'pickup') && !(state === 'ready_for_pickup' && delivery === 'home');
  it.each(ORDER_STATUSES.flatMap((from) => (['home', 'pickup'] as const).filter((delivery) => reachable(from, delivery)).map((delivery) => [from, delivery] as const)))(
    'from %s (%s) takes exactly the moves its life allows, and refuses the others with 409 in Spanish',
    async (from, delivery) => {
      const stays = await orderIn(from, delivery);
      for (const [to] of Object.entries(OPERATOR_ROUTES) as [OrderStatus, string][]) {
        if (operatorMay(from, to, delivery)) {
          const id = await orderIn(from, delivery);
          const res = await move(id, to);
          expect(res.statusCode, `${from} → ${to}: ${res.body}`).toBe(200);
          expect(is(res.json(), StaffOrderStepResponse)).toBe(true);
          expect(res.json().order).toMatchObject({ status: to, statusLabel: ORDER_STATUS_LABELS[to] });
        } else {
          const res = await move(stays, to);
          expect(res.statusCode, `${from} → ${to}`).toBe(409);
          expect(res.json().message).toMatch(new RegExp(`^La orden N° ${stays} está ${ORDER_STATUS_LABELS[from]}( y se (retira en el local|envía a domicilio))?: no se puede `));
        }
      }
      const [row] = await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [stays]);
      expect(row!.status).toBe(from);
    },
  );

  it('says what the order is and what cannot be done; shipped is for home delivery, ready for pickup for the store', async () => {
    const shipped = await orderIn('shipped', 'home');
    expect((await move(shipped, 'ready_for_pickup')).json()).toEqual({
      ok: false,
      message: `La orden N° ${shipped} está ENVIADA: no se puede marcar lista para retirar.`,
    });
    const atStore = await orderIn('preparing', 'pickup');
    expect((await move(atStore, 'shipped')).json().message).toBe(`La orden N° ${atStore} está EN PREPARACIÓN y se retira en el local: no se puede marcar enviada.`);
    const home = await orderIn('preparing', 'home');
    expect((await move(home, 'ready_for_pickup')).json().message).toBe(`La orden N° ${home} está EN PREPARACIÓN y se envía a domicilio: no se puede marcar lista para retirar.`);
    const expired = await orderIn('expired', 'pickup');
    expect((await move(expired, 'paid')).json().message).toBe(`La orden N° ${expired} está VENCIDA: no se puede marcar pagada.`);
    const missing = await admin('POST', '/api/backoffice/orders/999999/preparing');
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'No encontramos la orden N° 999999.']);
  });

  it('asks the carrier and the tracking code of a shipment, in Spanish', async () => {
    const id = await orderIn('preparing', 'home');
    const cases: [object, string][] = [
      [{ trackingCode: 'X1' }, 'Falta el campo "carrier".'],
      [{ carrier: '   ', trackingCode: 'X1' }, 'Indica la empresa que lleva el envío.'],
      [{ carrier: 'Andreani', trackingCode: '' }, 'Indica el código de seguimiento del envío.'],
      [{ carrier: 'Andreani', trackingCode: 'X1', trackingUrl: 'javascript:alert(1)' }, 'El enlace de seguimiento debe empezar con https://.'],
    ];
    for (const [body, message] of cases) {
      const res = await move(id, 'shipped', body);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    const shipped = await move(id, 'shipped', { carrier: ' Andreani ', trackingCode: 'AND1', trackingUrl: 'https://seguimiento.ejemplo/AND1' });
    expect(shipped.json().order.shipment).toEqual({ carrier: 'Andreani', trackingCode: 'AND1', trackingUrl: 'https://seguimiento.ejemplo/AND1' });
  });

  it('keeps each state entered with its time in the order’s timeline', async () => {
    const before = Date.now();
    const id = await orderIn('refunded', 'home');
    const listed: (PlacedOrder & { withdrawalCode: string | null })[] = (await admin('GET', '/api/backoffice/orders?status=refunded&perPage=100')).json().orders;
    const order = listed.find((o) => o.id === id)!;
    expect(order.timeline.map((event) => event.status)).toEqual(['pending_payment', 'paid', 'preparing', 'shipped', 'delivered', 'withdrawal_requested', 'refunded']);
    expect(order.timeline.map((event) => event.label)).toEqual(order.timeline.map((event) => ORDER_STATUS_LABELS[event.status]));
    const times = order.timeline.map((event) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(times[0]).toBe(Date.parse(order.createdAt));
    expect(times[0]).toBeGreaterThanOrEqual(before - 1000);
    expect(times[1]).toBe(Date.parse(order.paidAt!));
    expect(times[4]).toBe(Date.parse(order.deliveredAt!));
    expect(order.shipment).toEqual({ ...SHIPMENT, trackingUrl: null });
    expect(order.withdrawalDeadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(order.withdrawalCode).toMatch(/^ARR-/);
  });

  it('records the payment paths’ steps too: a provider’s approval, the expiry sweeper, a late payment', async () => {
    const settings = { bank: (await place('pickup')).bankTransfer!, publicUrl: PUBLIC_URL, company: DEMO_COMPANY };
    const notices = { mailer: t.app.mailer, settings };
    const report = (orderId: number) => ({ provider: 'mercadopago' as const, source: 'webhook' as const, reference: `pago-${orderId}`, orderId, state: 'approved' as const, amount: null, installments: null });
    const timelineOf = async (id: number) => ((await admin('GET', '/api/backoffice/orders?perPage=100')).json().orders as PlacedOrder[]).find((o) => o.id === id)!.timeline;

    const wallet = await place('home', 'Mercado Pago');
    expect(await settlePayment(t.db, report(wallet.id), notices)).toBe('paid');
    expect(await settlePayment(t.db, report(wallet.id), notices)).toBe('already_paid');
    expect((await timelineOf(wallet.id)).map((e) => e.status)).toEqual(['pending_payment', 'paid']);
    expect((await c.mailsTo(GUEST.email)).filter((m) => m.subject === `Pago acreditado: orden N° ${wallet.id}`)).toHaveLength(1);

    const late = await place('pickup', 'Mercado Pago');
    await t.db.query(`UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1`, [late.id]);
    await expireUnpaidOrders(t.db, new Date());
    expect(await settlePayment(t.db, report(late.id), notices)).toBe('paid');
    expect((await timelineOf(late.id)).map((e) => e.status)).toEqual(['pending_payment', 'expired', 'paid']);

    // Paid and beyond is paid: a late notice neither moves it back nor takes stock again.
    const shipped = await orderIn('shipped', 'home');
    expect(await settlePayment(t.db, report(shipped), notices)).toBe('already_paid');
    expect((await timelineOf(shipped)).at(-1)!.status).toBe('shipped');
  });

  it('moves a withdrawn order to withdrawal_requested when its state allows, and records the withdrawal whatever the state', async () => {
    const shipped = await orderIn('shipped', 'home');
    const res = await withdraw(shipped);
    expect(res.statusCode).toBe(200);
    const code = res.json().code;
    const listed = (await admin('GET', '/api/backoffice/orders?status=withdrawal_requested&perPage=100')).json().orders;
    expect(listed.find((o: PlacedOrder) => o.id === shipped)).toMatchObject({ status: 'withdrawal_requested', withdrawalCode: code });
    expect((await withdraw(shipped)).json().code).toBe(code);

    const pending = await orderIn('pending_payment', 'pickup');
    const unpaid = await withdraw(pending);
    expect(unpaid.statusCode).toBe(200);
    expect(unpaid.json().code).toMatch(/^ARR-/);
    expect((await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [pending]))[0]!.status).toBe('pending_payment');
  });

  describe('mails', () => {
    const mailsOf = async (email: string, id: number) => {
      const aboutIt = new RegExp(`N° ${id}\\b`);
      return (await c.mailsTo(email)).filter((mail) => aboutIt.test(mail.subject) || aboutIt.test(mail.text)).reverse();
    };
    const endsWithFollowUp = (mail: Mail, url: string) => {
      // The mail's own words end with the follow-up; only the seller's signature comes after.
      expect(mail.text.split('\n\n--\n')[0]!.trimEnd().endsWith(`Sigue tu compra en ${url}`), mail.text).toBe(true);
      expect(mail.html).toContain(`<a href="${url}">${url}</a>`);
    };

    it('tells a guest each step of a home delivery, each mail pointing to order tracking', async () => {
      const id = await orderIn('refunded', 'home');
      const mails = await mailsOf(GUEST.email, id);
      expect(mails.map((mail) => mail.subject)).toEqual([
        `Recibimos tu orden N° ${id}`,
        `Pago acreditado: orden N° ${id}`,
        `Tu orden N° ${id} está en camino`,
        `Entregamos tu orden N° ${id}`,
        // A guest's withdrawal asks first for the link mailed to the order's address.
        `Confirma el arrepentimiento de tu compra N° ${id}`,
        expect.stringMatching(/^Recibimos tu arrepentimiento: código ARR-/),
        `Reintegro de tu orden N° ${id}`,
      ]);
      const steps = mails.filter((mail) => !mail.subject.startsWith('Confirma el arrepentimiento'));
      for (const mail of steps) endsWithFollowUp(mail, `${PUBLIC_URL}/seguimiento`);
      const [received, paid, shipped, delivered, withdrawal, refunded] = steps as [Mail, Mail, Mail, Mail, Mail, Mail];
      expect(received.text).toContain('CBU: 9990001800000123456784');
      expect(shipped.text).toContain(`Transporte: ${SHIPMENT.carrier}`);
      expect(shipped.text).toContain(`Código de seguimiento: ${SHIPMENT.trackingCode}`);
      expect(shipped.text).toContain(HOME.street);
      const order = ((await admin('GET', '/api/backoffice/orders?perPage=100')).json().orders as PlacedOrder[]).find((o) => o.id === id)!;
      // Until it arrives, every mail says the right, its term and its link; once delivered, the exact last day.
      const rule =
        'Puedes arrepentirte de tu compra dentro de los 10 días corridos desde que la recibes; si el último día no es hábil, el plazo se corre al siguiente día hábil.';
      for (const mail of [received, paid, shipped]) {
        expect(mail.text).toContain(`${rule} Sin costo para ti: ${PUBLIC_URL}/repentance`);
        expect(mail.html).toContain(`<a href="${PUBLIC_URL}/repentance">`);
      }
      expect(order.withdrawalDeadline).toBe(withdrawalDeadline(new Date()));
      expect(delivered.text).not.toContain(rule);
      expect(delivered.text).toContain(
        `Puedes arrepentirte de tu compra hasta el ${longDay(order.withdrawalDeadline!)} inclusive. Sin costo para ti: ${PUBLIC_URL}/repentance`,
      );
      for (const mail of [withdrawal, refunded]) expect(mail.text).not.toContain('Sin costo para ti');
      expect(withdrawal.text).toContain(`compra N° ${id}`);
      expect(refunded.text).toContain(formatARS(order.total));
    });

    it('tells where to pick up, what to bring and until when', async () => {
      const id = await orderIn('ready_for_pickup', 'pickup');
      const ready = (await mailsOf(GUEST.email, id)).at(-1)!;
      expect(ready.subject).toBe(`Tu orden N° ${id} está lista para retirar`);
      expect(ready.text).toContain('Sucursal Rosario');
      expect(ready.text).toContain('Córdoba 1452, Rosario, Santa Fe');
      expect(ready.text).toContain(`Trae tu DNI y el número de orden: N° ${id}.`);
      const lastDay = new Date(Date.now() + 15 * 86_400_000).toLocaleDateString('es-AR', { timeZone: 'America/Argentina/Buenos_Aires', day: '2-digit', month: '2-digit', year: 'numeric' });
      expect(ready.text).toContain(`Tienes 15 días corridos para retirarla: hasta el ${lastDay}.`);
      expect(ready.text).toContain(`dentro de los 10 días corridos desde que la recibes; si el último día no es hábil, el plazo se corre al siguiente día hábil. Sin costo para ti: ${PUBLIC_URL}/repentance`);
      // Preparing is the shop's business: no mail.
      expect((await mailsOf(GUEST.email, id)).map((mail) => mail.subject)).toEqual([
        `Recibimos tu orden N° ${id}`,
        `Pago acreditado: orden N° ${id}`,
        `Tu orden N° ${id} está lista para retirar`,
      ]);
    });

    it('points a member to their order’s page, and escapes what the operator typed', async () => {
      const { token } = await a.signUp('seguidora@ejemplo.com');
      const id = (await place('home', 'Transferencia', token)).id;
      for (const step of ['paid', 'preparing'] as const) expect((await move(id, step)).statusCode).toBe(200);
      expect((await move(id, 'shipped', { carrier: 'Envíos <b>Rápidos</b> & Cía', trackingCode: 'R-1', trackingUrl: 'https://rapidos.ejemplo/?codigo=R-1&x=1' })).statusCode).toBe(200);
      const mails = await mailsOf('seguidora@ejemplo.com', id);
      expect(mails).toHaveLength(3);
      for (const mail of mails) endsWithFollowUp(mail, `${PUBLIC_URL}/profile/orders/${id}`);
      const shipped = mails.at(-1)!;
      expect(shipped.text).toContain('Transporte: Envíos <b>Rápidos</b> & Cía');
      expect(shipped.html).toContain('Transporte: Envíos &lt;b&gt;Rápidos&lt;/b&gt; &amp; Cía');
      expect(shipped.html).toContain('<a href="https://rapidos.ejemplo/?codigo=R-1&amp;x=1">');
    });

    it('queues a step’s mail with the step: a step refused sends nothing', async () => {
      const id = await orderIn('paid', 'pickup');
      const before = (await mailsOf(GUEST.email, id)).length;
      expect((await move(id, 'delivered')).statusCode).toBe(409);
      expect((await mailsOf(GUEST.email, id)).length).toBe(before);
    });
  });

  describe('the operator’s list', () => {
    // Days far from today, so only this test's orders fall in them.
    const placedOn = async (id: number, at: string) => t.db.query('UPDATE orders SET created_at = $2 WHERE id = $1', [id, at]);
    let days: Record<string, number[]>;

    beforeAll(async () => {
      days = { '2031-03-01': [], '2031-03-02': [], '2031-03-03': [] };
      // 02:30 UTC on 2 March is 23:30 of 1 March in Argentina.
      const moments = ['2031-03-01T12:00:00Z', '2031-03-02T02:30:00Z', '2031-03-02T12:00:00Z', '2031-03-02T20:00:00Z', '2031-03-03T02:59:00Z', '2031-03-03T03:00:00Z'];
      const argentineDay = ['2031-03-01', '2031-03-01', '2031-03-02', '2031-03-02', '2031-03-02', '2031-03-03'];
      for (const [index, moment] of moments.entries()) {
        const id = await orderIn(index % 2 ? 'paid' : 'pending_payment', 'pickup');
        await placedOn(id, moment);
        days[argentineDay[index]!]!.push(id);
      }
    });

    const list = async (query: string) => {
      const res = await admin('GET', `/api/backoffice/orders?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(is(res.json(), StaffOrdersResponse)).toBe(true);
      return res.json() as { orders: (PlacedOrder & { withdrawalCode: string | null })[]; page: number; totalPages: number };
    };

    it('filters by Argentine calendar days, newest first, and pages', async () => {
      const first = await list('from=2031-03-01&to=2031-03-01');
      expect(first.orders.map((o) => o.id)).toEqual([...days['2031-03-01']!].reverse());
      const second = await list('from=2031-03-02&to=2031-03-02');
      expect(second.orders.map((o) => o.id)).toEqual([...days['2031-03-02']!].reverse());

      const all = [...days['2031-03-01']!, ...days['2031-03-02']!, ...days['2031-03-03']!].reverse();
      const pages = [1, 2, 3].map((page) => list(`from=2031-03-01&to=2031-03-03&perPage=2&page=${page}`));
      const [one, two, three] = await Promise.all(pages);
      expect([one!.page, one!.totalPages, two!.page, three!.page]).toEqual([1, 3, 2, 3]);
      expect([...one!.orders, ...two!.orders, ...three!.orders].map((o) => o.id)).toEqual(all);
      expect(await list('from=2031-03-01&to=2031-03-03&perPage=2&page=9')).toMatchObject({ orders: [], page: 9, totalPages: 3 });

      const paid = await list('status=paid&from=2031-03-01&to=2031-03-03');
      expect(paid.orders.map((o) => o.id)).toEqual(all.filter((id, index) => (all.length - 1 - index) % 2 === 1));
      expect(paid.orders.every((o) => o.status === 'paid' && o.timeline.length === 2)).toBe(true);
      expect(await list('from=2031-03-04')).toMatchObject({ orders: [], page: 1, totalPages: 1 });
    });

    it('refuses a day that does not exist, a state that does not, and pages too large', async () => {
      for (const [query, message] of [
        ['from=2031-02-30', 'La fecha debe ser un día que exista, como AAAA-MM-DD.'],
        ['to=2031-13-01', 'La fecha debe ser un día que exista, como AAAA-MM-DD.'],
        ['from=ayer', 'El campo "from" no es válido.'],
        ['status=perdida', 'El campo "status" no es válido.'],
        ['perPage=101', 'El campo "perPage" no es válido.'],
      ]) {
        const res = await admin('GET', `/api/backoffice/orders?${query}`);
        expect([res.statusCode, res.json().message], query).toEqual([400, message]);
      }
    });

    it('reads a page in one statement whatever its size: lines, timeline and withdrawal come with it', async () => {
      const statements: string[] = [];
      const query = t.db.query;
      t.db.query = ((sql: string, ...rest: unknown[]) => {
        // The mail sender and the invoice issuer poll on their own, and the staff's session is checked before: not the list's doing.
        if (!sql.includes('outbox') && !sql.includes('invoice') && !sql.includes('staff_sessions')) statements.push(sql);
        return (query as (...args: unknown[]) => unknown).call(t.db, sql, ...rest);
      }) as typeof t.db.query;
      try {
        const counts: number[] = [];
        for (const perPage of [1, 5, 100]) {
          statements.length = 0;
          await list(`perPage=${perPage}`);
          counts.push(statements.length);
        }
        expect(counts).toEqual([1, 1, 1]);
        statements.length = 0;
        await list('page=100000');
        expect(statements.length).toBe(2);
      } finally {
        t.db.query = query;
      }
    });
  });

  it('seeds a demo member whose orders fill "Mis compras", one in each state, each with its timeline', async () => {
    const signedIn = await a.logIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    expect(signedIn.token).toEqual(expect.any(String));
    const rows = await t.db.query<{ id: number; status: OrderStatus; last: OrderStatus; events: number }>(
      `SELECT o.id, o.status, (SELECT e.status FROM order_events e WHERE e.order_id = o.id ORDER BY e.at DESC, e.id DESC LIMIT 1) AS last,
              (SELECT count(*)::int FROM order_events e WHERE e.order_id = o.id) AS events
         FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = $1 ORDER BY o.created_at DESC`,
      [DEMO_MEMBER.email],
    );
    expect(rows.map((row) => row.status)).toEqual(['pending_payment', 'paid', 'preparing', 'shipped', 'ready_for_pickup', 'delivered', 'cancelled']);
    for (const row of rows) expect(row.last).toBe(row.status);
    const [shipped] = await t.db.query<{ shipment: { trackingCode: string } }>(`SELECT shipment FROM orders WHERE id = $1`, [rows[3]!.id]);
    expect(shipped!.shipment.trackingCode).toEqual(expect.any(String));
  });
});

describe.each(databaseKinds)('la migración de la vida de una orden en %s', (kind) => {
  it('backfills the timeline of the orders placed before, and makes a delivered one delivered', async () => {
    // The database as it was before the order's life: the migrations before this one applied.
    const db = kind === 'pglite' ? await openPglite() : await openPostgres(await createPostgresDatabase());
    try {
      await db.exec('CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
      for (const file of (await readdir(MIGRATIONS)).filter((name) => name.endsWith('.sql') && name < '011').sort()) {
        await db.exec(await readFile(new URL(file, MIGRATIONS), 'utf8'));
        await db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      }
      const insert = (status: string, times: Record<string, string | null>) =>
        db.query<{ id: number }>(
          `INSERT INTO orders (status, payment_method, shipment_method, contact_name, contact_email, contact_phone, address, subtotal, total,
                               created_at, paid_at, delivered_at, closed_at)
           VALUES ($1, 'Transferencia', 'Retiro en local', 'Ana', 'ana@ejemplo.com', '1123456789', '{}', 100, 100, $2, $3, $4, $5) RETURNING id`,
          [status, times.created, times.paid ?? null, times.delivered ?? null, times.closed ?? null],
        );
      const [waiting] = await insert('pending_payment', { created: '2025-01-01T10:00:00Z' });
      const [delivered] = await insert('paid', { created: '2025-01-02T10:00:00Z', paid: '2025-01-02T11:00:00Z', delivered: '2025-01-05T15:00:00Z' });
      const [cancelled] = await insert('cancelled', { created: '2025-01-03T10:00:00Z', closed: '2025-01-04T10:00:00Z' });
      // This one first; the migrations after it go in too.
      expect((await migrate(db))[0]).toMatch(/^011_/);
      const events = await db.query<{ order_id: number; status: string; at: Date }>('SELECT order_id, status, at FROM order_events ORDER BY order_id, at');
      expect(events.map((e) => [e.order_id, e.status, e.at.toISOString()])).toEqual([
        [waiting!.id, 'pending_payment', '2025-01-01T10:00:00.000Z'],
        [delivered!.id, 'pending_payment', '2025-01-02T10:00:00.000Z'],
        [delivered!.id, 'paid', '2025-01-02T11:00:00.000Z'],
        [delivered!.id, 'delivered', '2025-01-05T15:00:00.000Z'],
        [cancelled!.id, 'pending_payment', '2025-01-03T10:00:00.000Z'],
        [cancelled!.id, 'cancelled', '2025-01-04T10:00:00.000Z'],
      ]);
      const statuses = await db.query<{ status: string }>('SELECT status FROM orders ORDER BY id');
      expect(statuses.map((row) => row.status)).toEqual(['pending_payment', 'delivered', 'cancelled']);
    } finally {
      await db.close();
    }
  });
});
