import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { OrderResponse } from '@tienda/domain';
import { createTrackingTokens } from '../src/modules/orders/trackingToken';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';
import { accountCalls } from './accounts';
import { checkoutCalls, GUEST, type CatalogProduct } from './checkout';

const JWT_SECRET = 'un-secreto-de-prueba-largo-para-firmar';
const PUBLIC_URL = 'https://tienda.example';
const ASKED = { ok: true, message: 'Si los datos coinciden con una compra, te enviamos un enlace a tu correo.' };
const NOT_VALID = {
  ok: false,
  message: 'Este enlace venció o no es válido. Pide uno nuevo en Seguimiento de compra con el número de compra y tu correo.',
};
const HOUR = 3_600_000;

describe.each(databaseKinds)('seguimiento de compra de un invitado en %s', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof checkoutCalls>;
  let pool: CatalogProduct[];
  let next = 0;
  let addresses = 0;
  beforeAll(async () => {
    t = await startTestApp(kind, { JWT_SECRET, PUBLIC_URL });
    c = checkoutCalls(t.app);
    pool = await c.products(2);
  });
  afterAll(() => t.close());

  async function guestOrder(): Promise<number> {
    const res = await c.guestOrder(await c.payload([{ product: pool[next++]!, quantity: 1 }]));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().orderCreated.id;
  }

  /** Each test asks from its own network address unless told, so the per-address limit stays its own. */
  const newAddress = () => `10.9.${++addresses >> 8}.${addresses & 255}`;
  const ask = (orderNumber: unknown, email: string, remoteAddress = newAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/order/tracking', payload: { orderNumber, email }, remoteAddress });
  const open = (id: number | string, token: string) => t.app.inject(`/api/order/${id}/tracking/${token}`);
  const outboxSize = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox'))[0]!.n;

  /** The link of the newest tracking mail to the guest. */
  async function mailedLink(id: number) {
    const mail = (await c.mailsTo(GUEST.email)).find((m) => m.subject === `Tu enlace para seguir la compra N° ${id}`);
    expect(mail, 'sin correo de seguimiento').toBeDefined();
    const [link, linkId, token] = new RegExp(`^${PUBLIC_URL}/seguimiento/(\\d+)/(\\S+)$`, 'm').exec(mail!.text) ?? [];
    expect(link, mail!.text).toBeDefined();
    return { mail: mail!, link: link!, id: Number(linkId), token: token! };
  }

  it('mails a link for a matching pair (in any case) that opens the order for 24 hours', async () => {
    const id = await guestOrder();
    const res = await ask(id, GUEST.email.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(ASKED);

    const { mail, id: linkId, token } = await mailedLink(id);
    expect(linkId).toBe(id);
    expect(mail.text).toContain('El enlace funciona durante 24 horas');
    expect(mail.text).toContain(`${PUBLIC_URL}/seguimiento.`);
    expect(mail.html).toContain(`<a href="${PUBLIC_URL}/seguimiento/${id}/${token}">`);
    const expiresAt = parseInt(token.split('.')[0]!, 36) * 1000;
    expect(Math.abs(expiresAt - (Date.now() + 24 * HOUR))).toBeLessThan(60_000);

    const opened = await open(id, token);
    expect(opened.statusCode, opened.body).toBe(200);
    const body = opened.json();
    expect(is(body, OrderResponse)).toBe(true);
    expect(body.order).toMatchObject({ id, contact: { email: GUEST.email }, status: 'pending_payment' });
  });

  it('answers a pair that does not match exactly as one that does, and mails nothing', async () => {
    const id = await guestOrder();
    const before = await outboxSize();
    for (const [orderNumber, email] of [[id, 'otra@ejemplo.com'], [999_999, GUEST.email]] as const) {
      const res = await ask(orderNumber, email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(ASKED);
    }
    expect(await outboxSize()).toBe(before);
    expect((await ask('no es un número', GUEST.email)).statusCode).toBe(400);
  });

  it('refuses an expired, tampered, foreign or other-purpose token, and one for another order', async () => {
    const id = await guestOrder();
    const other = await guestOrder();
    await ask(id, GUEST.email);
    const { token } = await mailedLink(id);
    const firstOpen = await open(id, token);
    expect(firstOpen.statusCode, firstOpen.body).toBe(200);

    const tokens = createTrackingTokens(JWT_SECRET);
    const expired = tokens.sign(id, new Date(Date.now() - HOUR));
    const [expiry, signature] = token.split('.') as [string, string];
    const flipped = signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11);
    const lastBits = signature.slice(0, -1) + (signature.at(-1) === 'A' ? 'B' : 'A');
    const later = (parseInt(expiry, 36) + 7 * 24 * 3600).toString(36);
    const foreign = createTrackingTokens('otro-secreto-que-no-es-el-de-la-tienda').sign(id, new Date(Date.now() + HOUR));
    const member = await accountCalls(t.app).signUp('espia@ejemplo.com');

    const refused = {
      expired,
      'firma alterada': `${expiry}.${flipped}`,
      'otra grafía de la firma': `${expiry}.${lastBits}`,
      'vencimiento estirado': `${later}.${signature}`,
      'demasiado largo': `${token}${'x'.repeat(40)}`,
      'otra clave': foreign,
      'token de acceso': member.token,
      'token de renovación': member.refreshToken,
      'no es un token': 'hola',
    };
    for (const [what, bad] of Object.entries(refused)) {
      const res = await open(id, bad);
      expect(res.statusCode, what).toBe(404);
      // A JWT is longer than the router takes for one path parameter: it meets the API's plain 404.
      expect(res.json(), what).toEqual(bad.length > 100 ? { ok: false, message: 'No encontramos lo que buscas.' } : NOT_VALID);
    }
    // A good link for one order opens no other, and is no session.
    expect((await open(other, token)).json()).toEqual(NOT_VALID);
    expect((await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
  });

  it('limits the form per network address and per order number, in Spanish', async () => {
    const id = await guestOrder();
    const address = newAddress();
    for (let i = 0; i < 10; i++) expect((await ask(999_000 + i, GUEST.email, address)).statusCode).toBe(200);
    const tooMany = await ask(id, GUEST.email, address);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json()).toEqual({ ok: false, message: 'Demasiados intentos. Espera unos minutos y vuelve a intentar.' });

    // Many addresses, one order: guessing its e-mail, or flooding its owner with links.
    const targeted = await guestOrder();
    for (let i = 0; i < 5; i++) expect((await ask(targeted, `intento${i}@ejemplo.com`)).statusCode).toBe(200);
    const before = await outboxSize();
    const refused = await ask(targeted, GUEST.email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Demasiados intentos. Espera unos minutos y vuelve a intentar.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await outboxSize()).toBe(before);
  });
});
