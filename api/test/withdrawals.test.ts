import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { WithdrawalResponse } from '@tienda/domain';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';
import { checkoutCalls, GUEST, type CatalogProduct } from './checkout';

const INBOX = 'atencion@tienda.local';
const DAY = 86_400_000;

describe.each(databaseKinds)('arrepentimiento y contacto en %s', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof checkoutCalls>;
  let pool: CatalogProduct[];
  let next = 0;
  beforeAll(async () => {
    t = await startTestApp(kind);
    c = checkoutCalls(t.app);
    pool = await c.products(2);
  });
  afterAll(() => t.close());

  /** A guest's order, received `daysAgo` days ago when given (the operator recorded the delivery). */
  async function placed(daysAgo?: number): Promise<number> {
    const res = await c.guestOrder(await c.payload([{ product: pool[next++]!, quantity: 1 }]));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().orderCreated.id;
    if (daysAgo !== undefined) {
      const received = new Date(Date.now() - daysAgo * DAY);
      await t.db.query(`UPDATE orders SET status = 'paid', paid_at = $2, delivered_at = $2 WHERE id = $1`, [id, received]);
    }
    return id;
  }
  const withdraw = (orderNumber: unknown, change: object = {}) =>
    c.call('POST', '/api/withdrawal', { name: GUEST.name, email: GUEST.email, phone: GUEST.phone, orderNumber, message: 'Me arrepentí.', ...change });

  it('answers at once with a code, mails it to the shopper and tells the shop; asking again gives the same code', async () => {
    const id = await placed();
    const res = await withdraw(`#${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(is(body, WithdrawalResponse)).toBe(true);
    expect(body.code).toMatch(/^ARR-[2-9A-HJKMNP-Z]{8}$/);
    expect(body.message).toBe(`Recibimos tu solicitud de arrepentimiento. Tu código es ${body.code}.`);

    const [receipt] = await c.mailsTo(GUEST.email);
    expect(receipt!.subject).toBe(`Recibimos tu arrepentimiento: código ${body.code}`);
    expect(receipt!.text).toContain(`compra N° ${id}`);
    const [notice] = await c.mailsTo(INBOX);
    expect(notice!.subject).toBe(`Arrepentimiento ${body.code}: orden N° ${id}`);
    expect(notice!.text).toContain('Me arrepentí.');

    expect((await withdraw(id, { email: GUEST.email.toUpperCase() })).json().code).toBe(body.code);
    expect(await t.db.query('SELECT count(*)::int AS n FROM withdrawals WHERE order_id = $1', [id])).toEqual([{ n: 1 }]);
  });

  it('refuses an unknown order, or one bought with another e-mail', async () => {
    const id = await placed();
    for (const [orderNumber, email] of [[999999, GUEST.email], [id, 'otra@ejemplo.com']] as const) {
      const res = await withdraw(orderNumber, { email });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(`No encontramos la orden N° ${orderNumber} con el correo ${email}. Revisa los dos datos.`);
    }
    expect((await withdraw('la del martes')).json().message).toBe('El campo "orderNumber" no es válido.');
  });

  it('takes a withdrawal up to the tenth day after receipt, and not after', async () => {
    expect((await withdraw(await placed(10))).statusCode).toBe(200);
    const late = await placed(11);
    const res = await withdraw(late);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(new RegExp(`^El plazo de 10 días para arrepentirte de la orden N° ${late} venció el \\d{2}/\\d{2}/\\d{4}\\. Escríbenos`));
  });

  it('passes the contact form on to the shop', async () => {
    const message = { name: 'Pedro Díaz', email: 'pedro@ejemplo.com', phone: '3514567890', message: '¿Tienen el parlante en rojo?' };
    const res = await c.call('POST', '/api/contact', message);
    expect(res.json()).toEqual({ ok: true, message: 'Gracias por escribirnos. Te respondemos a la brevedad.' });
    const [notice] = await c.mailsTo(INBOX);
    expect(notice!.subject).toBe('Consulta de Pedro Díaz');
    expect(notice!.text).toContain('¿Tienen el parlante en rojo?');
    expect(await t.db.query('SELECT name, email FROM contact_messages')).toEqual([{ name: 'Pedro Díaz', email: 'pedro@ejemplo.com' }]);
    expect((await c.call('POST', '/api/contact', { ...message, message: '  ' })).json().message).toBe('Escribe tu mensaje.');
    expect((await c.call('POST', '/api/contact', { ...message, email: 'pedro' })).json().message).toBe('Correo electrónico no válido.');
  });

  it('limits the forms per address', async () => {
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: '10.9.9.9', payload: { name: 'Spam', email: 'spam@ejemplo.com', phone: '1123456789', message: 'hola' } });
    for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });

  it('has no operator routes under /api/admin: the staff work under /api/backoffice, signed in', async () => {
    const res = await c.call('GET', '/api/admin/orders', undefined, { authorization: 'Bearer cualquiera' });
    expect(res.statusCode).toBe(404);
    expect((await c.call('GET', '/api/backoffice/withdrawals', undefined, { authorization: 'Bearer cualquiera' })).statusCode).toBe(401);
  });
});
