import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { BajaConfirmResponse, BajaResponse, StaffBajasResponse } from '@tienda/domain';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';
import { checkoutCalls, type CatalogProduct } from './checkout';
import { accountCalls } from './accounts';
import { staffToken } from './staffSession';

const INBOX = 'atencion@tienda.local';
const CODE = /^BAJ-[2-9A-HJKMNP-Z]{8}$/;

describe.each(databaseKinds)('botón de baja en %s', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof checkoutCalls>;
  let pool: CatalogProduct[];
  let next = 0;
  // Each request from its own network address: the form is limited per address.
  let addresses = 0;
  beforeAll(async () => {
    t = await startTestApp(kind);
    c = checkoutCalls(t.app);
    pool = await c.products(3);
  });
  afterAll(() => t.close());

  const ask = (payload: object, remoteAddress = `10.44.${(++addresses >> 8) & 255}.${addresses & 255}`) =>
    t.app.inject({ method: 'POST', url: '/api/baja', payload, remoteAddress });
  const confirm = (token: string) => t.app.inject({ method: 'POST', url: '/api/baja/confirm', payload: { token }, remoteAddress: `10.45.0.${++addresses & 255}` });

  /** A guest's order by `email`, left in `status`: the product, the quantity bought and the order's number. */
  async function placed(email: string, status = 'pending_payment') {
    const product = pool[next++]!;
    const res = await c.guestOrder({ ...(await c.payload([{ product, quantity: 2 }])), email });
    expect(res.statusCode, res.body).toBe(201);
    const id: number = res.json().orderCreated.id;
    if (status !== 'pending_payment') await t.db.query('UPDATE orders SET status = $2, paid_at = now() WHERE id = $1', [id, status]);
    return { id, product };
  }
  const statusOf = async (id: number) => (await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [id]))[0]!.status;
  const stockOf = async (productId: number) => (await c.product(productId)).stock;

  /** The token of the link mailed for the request `code`. */
  async function mailedToken(email: string, code: string): Promise<string> {
    const mail = (await c.mailsTo(email)).find((m) => m.subject === `Tu solicitud de baja ${code}: confírmala`);
    expect(mail, `sin enlace para ${code}`).toBeDefined();
    return /\/baja\/confirm\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
  }

  it('cancels a stranger’s unpaid order only once the mailed link is opened, and gives its stock back', async () => {
    const email = 'baja.impaga@ejemplo.com';
    const { id, product } = await placed(email);
    const stockAfterOrder = await stockOf(product.id);

    const res = await ask({ kind: 'order', orderNumber: `#${id}`, email: email.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(is(body, BajaResponse)).toBe(true);
    expect(body.code).toMatch(CODE);
    expect(body.message).toContain(`Tu código es ${body.code}.`);
    // Nothing changed yet: only the mail, with the code and the link, went to the order's own address.
    expect(await statusOf(id)).toBe('pending_payment');
    expect(await stockOf(product.id)).toBe(stockAfterOrder);
    const token = await mailedToken(email, body.code);
    expect((await c.mailsTo(email)).find((m) => m.text.includes(body.code))!.text).toContain(`compra N° ${id}`);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const answer = confirmed.json();
    expect(is(answer, BajaConfirmResponse)).toBe(true);
    expect(answer).toMatchObject({ code: body.code, kind: 'order', outcome: 'order_cancelled', orderId: id });
    expect(answer.message).toBe(`Cancelamos tu compra N° ${id}. Como todavía no estaba pagada, no tienes nada que pagar.`);
    expect(await statusOf(id)).toBe('cancelled');
    expect(await stockOf(product.id)).toBe(stockAfterOrder + 2);
    expect((await c.mailsTo(INBOX)).filter((m) => m.subject.startsWith(`Baja ${body.code}`))).toHaveLength(1);

    // Opened again: the same answer, the stock given back once.
    expect((await confirm(token)).json()).toEqual(answer);
    expect(await stockOf(product.id)).toBe(stockAfterOrder + 2);
    expect((await c.mailsTo(INBOX)).filter((m) => m.subject.startsWith(`Baja ${body.code}`))).toHaveLength(1);
  });

  it('answers alike for a real order and for a pair that names none, and mails only the real one', async () => {
    const email = 'baja.igual@ejemplo.com';
    const { id } = await placed(email);
    const before = (await c.call('GET', '/dev/mailbox')).json().mails.length;
    const answers = [];
    for (const [orderNumber, to] of [[id, email], [999999, email], [id, 'otra.persona@ejemplo.com']] as const) {
      const res = await ask({ kind: 'order', orderNumber, email: to });
      expect(res.statusCode).toBe(200);
      answers.push(res.json());
    }
    const withoutCode = answers.map((answer) => ({ ...answer, code: 'X', message: answer.message.replace(answer.code, 'X') }));
    expect(new Set(withoutCode.map((answer) => JSON.stringify(answer))).size).toBe(1);
    for (const answer of answers) expect(answer.code).toMatch(CODE);
    expect((await c.call('GET', '/dev/mailbox')).json().mails.length).toBe(before + 1);
    expect(await statusOf(id)).toBe('pending_payment');
    // An account that does not exist answers as one that does.
    const account = await ask({ kind: 'account', email: 'nadie.aqui@ejemplo.com' });
    expect(account.json().message).toBe(account.json().message.replace(/BAJ-\w+/, account.json().code));
    expect((await c.call('GET', '/dev/mailbox')).json().mails.length).toBe(before + 1);
  });

  it('sends a paid order not yet shipped to its refund, and leaves a shipped one as it is', async () => {
    const email = 'baja.pagada@ejemplo.com';
    const paid = await placed(email, 'preparing');
    const code = (await ask({ kind: 'order', orderNumber: paid.id, email })).json().code;
    const answer = (await confirm(await mailedToken(email, code))).json();
    expect(answer.outcome).toBe('refund_requested');
    expect(await statusOf(paid.id)).toBe('withdrawal_requested');
    // The staff find it in the withdrawals, under the baja's code, with what to do.
    const [withdrawal] = await t.db.query<{ code: string; message: string }>('SELECT code, message FROM withdrawals WHERE order_id = $1', [paid.id]);
    expect(withdrawal).toEqual({ code, message: expect.stringContaining('Reintegrar el pago') });

    const shipped = await placed(email, 'shipped');
    const shippedCode = (await ask({ kind: 'order', orderNumber: shipped.id, email })).json().code;
    const said = (await confirm(await mailedToken(email, shippedCode))).json();
    expect(said.outcome).toBe('already_shipped');
    expect(said.message).toMatch(/Botón de arrepentimiento/);
    expect(await statusOf(shipped.id)).toBe('shipped');
  });

  it('deletes an account once the link mailed to it is opened, and ends its sessions', async () => {
    const a = accountCalls(t.app);
    const email = 'baja.cuenta@ejemplo.com';
    const { token: session } = await a.signUp(email);
    expect((await a.call('GET', '/api/user', { token: session })).statusCode).toBe(200);

    const code = (await ask({ kind: 'account', email: 'Baja.Cuenta@Ejemplo.com' })).json().code;
    expect((await a.call('GET', '/api/user', { token: session })).statusCode).toBe(200);
    const answer = (await confirm(await mailedToken(email, code))).json();
    expect(answer).toMatchObject({ code, kind: 'account', outcome: 'account_deleted', orderId: null });
    expect(await t.db.query('SELECT id FROM users WHERE email = $1', [email])).toEqual([]);
    expect((await a.call('GET', '/api/user', { token: session })).statusCode).toBe(401);
  });

  it('refuses a link unknown, and an order without its number', async () => {
    const res = await confirm('A'.repeat(43));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Este enlace venció o no es válido. Vuelve a enviar el formulario del Botón de baja para recibir uno nuevo.');
    const missing = await ask({ kind: 'order', email: 'ana@ejemplo.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Introduce el número de compra.');
  });

  it('lists every request for the staff, with where it stands', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/backoffice/bajas', headers: { authorization: `Bearer ${await staffToken(t.app, 'operador')}` } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(is(body, StaffBajasResponse)).toBe(true);
    const standings = new Set(body.bajas.map((baja: { standing: string }) => baja.standing));
    for (const standing of ['order_cancelled', 'refund_requested', 'already_shipped', 'account_deleted', 'no_match', 'pending']) expect(standings).toContain(standing);
    expect((await t.app.inject({ method: 'GET', url: '/api/backoffice/bajas' })).statusCode).toBe(401);
  });
  it('limits the requests per e-mail and per network address', async () => {
    for (let i = 0; i < 5; i++) expect((await ask({ kind: 'account', email: 'limite@ejemplo.com' })).statusCode).toBe(200);
    expect((await ask({ kind: 'account', email: 'limite@ejemplo.com' })).statusCode).toBe(429);
    for (let i = 0; i < 10; i++) expect((await ask({ kind: 'account', email: `otra${i}@ejemplo.com` }, '10.46.0.1')).statusCode).toBe(200);
    expect((await ask({ kind: 'account', email: 'otra10@ejemplo.com' }, '10.46.0.1')).statusCode).toBe(429);
  });

});
