import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNITS_PER_PRODUCT_EXCEEDED } from '@tienda/domain';
import { expireUnpaidOrders } from '../src/modules/orders/orderStates';
import { remindUnpaidTransfers } from '../src/modules/orders/transferReminders';
import { readSettings } from '../src/settings';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';
import { checkoutCalls, GUEST, type CatalogProduct } from './checkout';

const HOUR = 3_600_000;
const TOO_MANY = 'Recibimos muchas compras seguidas con estos datos. Espera una hora para hacer otra, o inicia sesión para seguir comprando.';

/** A valid CUIL for each number: prefix 20, eight digits, and the check digit that makes it hold. */
function cuil(n: number): string {
  for (let body = n; ; body += 1_000_000) {
    const digits = `20${String(body).padStart(8, '0')}`;
    const remainder = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2].reduce((sum, weight, i) => sum + weight * Number(digits[i]), 0) % 11;
    if (remainder !== 1) return digits + (remainder === 0 ? 0 : 11 - remainder);
  }
}

// The limits at their defaults (the other suites lift them), so this is what a shop really does.
const REAL_LIMITS = { GUEST_ORDERS_PER_EMAIL: undefined, GUEST_ORDERS_PER_CUIL: undefined, GUEST_ORDERS_PER_ADDRESS: undefined };

describe.each(databaseKinds)('acaparar stock en %s', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof checkoutCalls>;
  let product: CatalogProduct;
  let people = 0;
  beforeAll(async () => {
    t = await startTestApp(kind, REAL_LIMITS);
    c = checkoutCalls(t.app);
    product = (await c.products(3))[0]!;
    await t.db.query('UPDATE products SET stock = 500 WHERE id = $1', [product!.id]);
  });
  afterAll(() => t.close());

  const stockOf = async () => (await c.product(product.id)).stock;

  /** A guest order of one unit, from `address`, as a new person unless told otherwise. */
  async function guestOrder(address: string, who: { email?: string; cuil?: string } = {}, lines = [{ product, quantity: 1 }]) {
    people += 1;
    const body = { ...(await c.payload(lines)), ...GUEST, email: who.email ?? `persona${people}@ejemplo.com`, cuil: who.cuil ?? cuil(people) };
    return t.app.inject({ method: 'POST', url: '/api/order/guest', payload: body, remoteAddress: address });
  }

  async function placeAll(count: number, address: string, who: { email?: string; cuil?: string } = {}) {
    for (let i = 0; i < count; i++) {
      const res = await guestOrder(address, who);
      expect(res.statusCode, res.body).toBe(201);
    }
  }

  function expectRefused(res: { statusCode: number; json: () => unknown; headers: Record<string, unknown> }) {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ ok: false, message: TOO_MANY });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('refuses the sixth guest order of one e-mail within the hour, whatever its case, and takes no stock for it', async () => {
    await placeAll(5, '10.20.0.1', { email: 'acaparador@ejemplo.com' });
    const stock = await stockOf();
    expectRefused(await guestOrder('10.20.0.2', { email: 'Acaparador@Ejemplo.com' }));
    expect(await stockOf()).toBe(stock);
    // Someone else from the same address is not held back by it.
    expect((await guestOrder('10.20.0.1')).statusCode).toBe(201);
  });

  it('refuses the sixth guest order of one CUIL within the hour, each with another e-mail and address', async () => {
    for (let i = 0; i < 5; i++) expect((await guestOrder(`10.21.0.${i}`, { cuil: '27302223330' })).statusCode).toBe(201);
    expectRefused(await guestOrder('10.21.0.9', { cuil: '27302223330' }));
  });

  it('refuses the eleventh guest order from one address within the hour, each by another person', async () => {
    await placeAll(10, '10.22.0.1');
    expectRefused(await guestOrder('10.22.0.1'));
    expect((await guestOrder('10.22.0.2')).statusCode).toBe(201);
  });

  it('refuses more than 5 units of one product in one order, in one line or in two, before taking any', async () => {
    const stock = await stockOf();
    for (const lines of [[{ product, quantity: 6 }], [{ product, quantity: 3 }, { product, quantity: 3 }]]) {
      const res = await guestOrder(`10.23.0.${lines.length}`, {}, lines);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ ok: false, message: UNITS_PER_PRODUCT_EXCEEDED });
    }
    expect(await stockOf()).toBe(stock);
    const five = await guestOrder('10.23.0.9', {}, [{ product, quantity: 5 }]);
    expect(five.statusCode, five.body).toBe(201);
    expect(await stockOf()).toBe(stock - 5);
  });

  it('reminds an unpaid transfer once, a day before it expires, and gives its stock back when it does', async () => {
    const res = await guestOrder('10.24.0.1', { email: 'transferencia@ejemplo.com' });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().orderCreated as { id: number; createdAt: string; expiresAt: string };
    const placedAt = new Date(order.createdAt).getTime();
    expect(new Date(order.expiresAt).getTime() - placedAt).toBe(72 * HOUR);
    const stock = await stockOf();

    const settings = readSettings({});
    const deps = { mailer: t.app.mailer, settings };
    const at = (hours: number) => new Date(placedAt + hours * HOUR);
    const reminders = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE recipient = $1 AND subject = $2', ['transferencia@ejemplo.com', `Tu orden N° ${order.id} vence pronto`]))[0]!.n;

    expect(await remindUnpaidTransfers(t.db, deps, at(47))).not.toContain(order.id);
    expect(await reminders()).toBe(0);
    expect(await remindUnpaidTransfers(t.db, deps, at(49))).toContain(order.id);
    // Later sweeps, here or on another server, never send it again.
    await Promise.all([remindUnpaidTransfers(t.db, deps, at(50)), remindUnpaidTransfers(t.db, deps, at(60))]);
    expect(await reminders()).toBe(1);
    const [mail] = await c.mailsTo('transferencia@ejemplo.com');
    expect(mail!.text).toContain(`Todavía no recibimos la transferencia de tu orden N° ${order.id}`);
    expect(mail!.text).toContain('CBU: 9990001800000123456784');

    expect(await expireUnpaidOrders(t.db, at(71))).not.toContain(order.id);
    expect(await stockOf()).toBe(stock);
    expect(await expireUnpaidOrders(t.db, at(72.01))).toContain(order.id);
    expect((await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [order.id]))[0]!.status).toBe('expired');
    expect(await stockOf()).toBeGreaterThan(stock);
  });
});

describe('plazo de las transferencias', () => {
  it('follows TRANSFER_EXPIRY_HOURS and TRANSFER_REMINDER_HOURS', () => {
    expect(readSettings({}).transferExpiry).toEqual({ hours: 72, reminderHoursBefore: 24 });
    expect(readSettings({ TRANSFER_EXPIRY_HOURS: '48', TRANSFER_REMINDER_HOURS: '12' }).transferExpiry).toEqual({ hours: 48, reminderHoursBefore: 12 });
    expect(readSettings({}).guestOrderLimits).toEqual({ perEmail: 5, perCuil: 5, perAddress: 10 });
  });
});
