import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { WithdrawalResponse } from '@tienda/domain';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';
import { checkoutCalls, GUEST, type CatalogProduct } from './checkout';
import { accountCalls } from './accounts';
import { isBusinessDay } from '@tienda/domain/businessDays';
import { argentineDayAfter, dayMonthYear } from '../src/modules/withdrawals/withdrawalDeadline';

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

  const LINK_SENT =
    'Si los datos coinciden con una compra, te enviamos un correo a esa dirección con un enlace para confirmar el arrepentimiento. Ábrelo dentro de las próximas 24 horas.';
  const recorded = async (id: number) => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM withdrawals WHERE order_id = $1', [id]))[0]!.n;
  const statusOf = async (id: number) => (await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [id]))[0]!.status;
  /** The token of the newest confirmation link mailed for order `id`. */
  async function mailedToken(id: number): Promise<string> {
    const mail = (await c.mailsTo(GUEST.email)).find((m) => m.subject === `Confirma el arrepentimiento de tu compra N° ${id}`);
    expect(mail, `sin enlace para la orden ${id}`).toBeDefined();
    return /\/repentance\/confirm\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
  }
  const confirm = (token: string) => c.call('POST', '/api/withdrawal/confirm', { token });

  it('takes a guest’s withdrawal only once the link mailed to the order’s address is opened; opened again, the same code', async () => {
    const id = await placed(2);
    const res = await withdraw(`#${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: LINK_SENT });
    // Nothing happened to the order yet: only the link went, to the order's own address.
    expect(await recorded(id)).toBe(0);
    expect(await statusOf(id)).toBe('paid');
    expect(await c.mailsTo(INBOX)).toEqual([]);
    const token = await mailedToken(id);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const body = confirmed.json();
    expect(is(body, WithdrawalResponse)).toBe(true);
    expect(body.code).toMatch(/^ARR-[2-9A-HJKMNP-Z]{8}$/);
    expect(body.message).toBe(`Recibimos tu solicitud de arrepentimiento. Tu código es ${body.code}.`);
    expect(await statusOf(id)).toBe('withdrawal_requested');

    const [receipt] = await c.mailsTo(GUEST.email);
    expect(receipt!.subject).toBe(`Recibimos tu arrepentimiento: código ${body.code}`);
    expect(receipt!.text).toContain(`compra N° ${id}`);
    const [notice] = await c.mailsTo(INBOX);
    expect(notice!.subject).toBe(`Arrepentimiento ${body.code}: orden N° ${id}`);
    expect(notice!.text).toContain('Me arrepentí.');

    expect((await confirm(token)).json().code).toBe(body.code);
    expect(await recorded(id)).toBe(1);
    expect((await c.mailsTo(INBOX)).length).toBe(1);
  });

  it('answers the same for an unknown order, or one bought with another e-mail, and mails nobody', async () => {
    const id = await placed(1);
    const before = (await c.call('GET', '/dev/mailbox')).json().mails.length;
    for (const [orderNumber, email] of [[999999, GUEST.email], [id, 'otra@ejemplo.com']] as const) {
      const res = await withdraw(orderNumber, { email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, message: LINK_SENT });
    }
    expect((await c.call('GET', '/dev/mailbox')).json().mails.length).toBe(before);
    expect(await recorded(id)).toBe(0);
    expect((await withdraw('la del martes')).json().message).toBe('El campo "orderNumber" no es válido.');
  });

  it('refuses a link altered or unknown', async () => {
    for (const token of ['x', 'A'.repeat(43)]) {
      const res = await confirm(token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Este enlace venció o no es válido. Vuelve a enviar el formulario del Botón de arrepentimiento para recibir uno nuevo.');
    }
  });

  it('lets a member signed in withdraw from their own order at once', async () => {
    const a = accountCalls(t.app);
    const { token } = await a.signUp('arrepentida@ejemplo.com');
    await a.call('POST', '/api/user/first-data', { token, payload: { first_name: 'Ana', last_name: 'Paz', cuil: '27302223330' } });
    const placedByMember = await c.userOrder(token, await c.payload([{ product: pool[next++]!, quantity: 1 }]));
    expect(placedByMember.statusCode, placedByMember.body).toBe(201);
    const id = placedByMember.json().orderCreated.id;
    const res = await c.call('POST', '/api/withdrawal', { name: 'Ana Paz', email: 'arrepentida@ejemplo.com', phone: GUEST.phone, orderNumber: id }, { authorization: `Bearer ${token}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().code).toMatch(/^ARR-/);
    expect(await recorded(id)).toBe(1);
  });

  it('takes a withdrawal up to the tenth day after receipt, and not after', async () => {
    const inTime = await placed(10);
    await withdraw(inTime);
    expect((await confirm(await mailedToken(inTime))).statusCode).toBe(200);
    // Late: received so long ago that its tenth day was a business day before today (a tenth day on a
    // weekend or holiday moves on, so "11 days ago" is not always late).
    let daysAgo = 11;
    while (!isBusinessDay(argentineDayAfter(new Date(Date.now() - daysAgo * DAY), 10))) daysAgo += 1;
    const lastDay = argentineDayAfter(new Date(Date.now() - daysAgo * DAY), 10);
    const late = await placed(daysAgo);
    // The form answers as ever; the link says the term is over.
    expect((await withdraw(late)).json()).toEqual({ ok: true, message: LINK_SENT });
    const res = await confirm(await mailedToken(late));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(new RegExp(`^El plazo de 10 días para arrepentirte de la orden N° ${late} venció el ${dayMonthYear(lastDay)}\\. Escríbenos`));
    expect(await recorded(late)).toBe(0);
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

  it('passes a personal-data request on with its right named, and keeps it with its topic', async () => {
    const request = { topic: 'dataDeletion', name: 'Lucía Gómez', email: 'lucia@ejemplo.com', phone: '3514567891', message: 'Quiero que borren mi cuenta y mis datos.' };
    expect((await c.call('POST', '/api/contact', request)).statusCode).toBe(200);
    const [notice] = await c.mailsTo(INBOX);
    expect(notice!.subject).toBe('Datos personales: Eliminar mis datos personales (Lucía Gómez)');
    expect(notice!.text).toMatch(/^Motivo: Eliminar mis datos personales\nNombre: Lucía Gómez\n/);
    expect(await t.db.query("SELECT topic FROM contact_messages WHERE email = 'lucia@ejemplo.com'")).toEqual([{ topic: 'dataDeletion' }]);
    const unknown = await c.call('POST', '/api/contact', { ...request, topic: 'marketing' });
    expect(unknown.statusCode).toBe(400);
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
