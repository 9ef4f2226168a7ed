import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { SignedIn } from '@tienda/domain';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';
import { accountCalls, claimsOf } from './accounts';
import { checkoutCalls, HOME, type CatalogProduct } from './checkout';
import { freshCuil } from './cuils';

const EXPIRED = 'Sesión expirada. Inicia sesión de nuevo.';
const WRONG_CREDENTIALS = 'Correo electrónico o contraseña incorrectos';
const TOO_MANY = 'Demasiados intentos. Espera unos minutos y vuelve a intentar.';
const WRONG_CURRENT = 'La contraseña actual no es correcta.';
const WRONG_PASSWORD = 'La contraseña no es correcta.';
const PASSWORD_RULE = 'La contraseña debe tener entre 6 y 20 caracteres.';
const GOOGLE_ONLY = 'Tu cuenta usa Google para iniciar sesión.';
const ADDRESS = { street: 'Av. Corrientes', number: 1234, zipCode: 'C1043', city: 'Ciudad Autónoma de Buenos Aires', province: 'CABA' };

/** A multipart form with one image, as the profile's photo picker sends it. */
function avatarForm(data: Buffer) {
  const boundary = `----tienda${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="yo.png"\r\nContent-Type: image/png\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(databaseKinds)('contraseña y baja de la cuenta en %s', (kind) => {
  let t: TestApp;
  let a: ReturnType<typeof accountCalls>;
  let c: ReturnType<typeof checkoutCalls>;
  let pool: CatalogProduct[];
  beforeAll(async () => {
    t = await startTestApp(kind);
    a = accountCalls(t.app);
    c = checkoutCalls(t.app);
    pool = await c.products(5);
  });
  afterAll(() => t.close());

  const me = (token: string) => a.call('GET', '/api/user', { token });
  const refresh = (tokens: SignedIn) => a.call('POST', '/api/auth/refresh-token', { payload: { refresh_token: tokens.refreshToken } });
  const logIn = (email: string, password: string) => a.call('POST', '/api/auth/log-in', { payload: { email, password } });
  const changePassword = (token: string, payload: unknown) => a.call('POST', '/api/auth/change-password', { token, payload });
  const deleteAccount = (token: string, payload?: unknown) => a.call('DELETE', '/api/user', { token, payload });
  const count = async (sql: string, params: unknown[]) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]!.n;

  /** A signed-up member with a name and CUIL, an address, a photo and an order by transfer (with a retry key). */
  async function customer(email: string, password: string) {
    const tokens = await a.signUp(email, password);
    const { token } = tokens;
    expect((await a.call('POST', '/api/user/first-data', { token, payload: { first_name: 'Martín', last_name: 'Sosa', cuil: freshCuil() } })).statusCode).toBe(200);
    expect((await a.call('POST', '/api/user/address', { token, payload: ADDRESS })).statusCode).toBe(201);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2f6fde' } }).png().toBuffer();
    const form = avatarForm(png);
    const photo = await t.app.inject({ method: 'POST', url: '/api/user/avatar', payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${token}` } });
    expect(photo.statusCode, photo.body).toBe(200);
    const product = pool.pop()!;
    const order = await c.userOrder(token, await c.payload([{ product, quantity: 1 }]), { 'idempotency-key': `orden-${email}` });
    expect(order.statusCode, order.body).toBe(201);
    const { user } = (await me(token)).json();
    return { tokens, userId: user.id as number, avatar: photo.json().avatar as string, orderId: order.json().orderCreated.id as number };
  }

  describe('change password', () => {
    it('refuses a wrong current password and a new one that breaks the rule, and changes nothing', async () => {
      const { token } = await a.signUp('cambio-mal@ejemplo.com', 'clave-vieja');
      const wrong = await changePassword(token, { currentPassword: 'otra-clave', newPassword: 'clave-nueva' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ ok: false, message: WRONG_CURRENT });

      const cases: [unknown, string][] = [
        [{ currentPassword: 'clave-vieja', newPassword: '12345' }, PASSWORD_RULE],
        [{ currentPassword: 'clave-vieja', newPassword: 'x'.repeat(21) }, PASSWORD_RULE],
        [{ currentPassword: 'clave-vieja', newPassword: '' }, 'Introduce una contraseña.'],
        [{ currentPassword: '', newPassword: 'clave-nueva' }, 'Introduce tu contraseña actual.'],
        [{ currentPassword: 'x'.repeat(201), newPassword: 'clave-nueva' }, WRONG_CURRENT],
        [{ currentPassword: 'clave-vieja' }, 'Falta el campo "newPassword".'],
        [{ currentPassword: 'clave-vieja', newPassword: 123456 }, 'El campo "newPassword" no es válido.'],
      ];
      for (const [payload, message] of cases) {
        const res = await changePassword(token, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toEqual({ ok: false, message });
      }
      const visitor = await a.call('POST', '/api/auth/change-password', { payload: { currentPassword: 'clave-vieja', newPassword: 'clave-nueva' } });
      expect(visitor.statusCode).toBe(401);

      // The session is untouched and the old password still opens the account.
      expect((await me(token)).statusCode).toBe(200);
      expect((await logIn('cambio-mal@ejemplo.com', 'clave-vieja')).statusCode).toBe(200);
      expect((await logIn('cambio-mal@ejemplo.com', 'clave-nueva')).statusCode).toBe(401);
    });

    it('re-hashes the new password and ends every other session, keeping this one', async () => {
      const here = await a.signUp('cambio@ejemplo.com', 'clave-vieja');
      const laptop = await a.logIn('cambio@ejemplo.com', 'clave-vieja');
      const tablet = await a.logIn('cambio@ejemplo.com', 'clave-vieja');
      const stranger = await a.signUp('vecina@ejemplo.com', 'clave-vecina');
      const [before] = await t.db.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE email = 'cambio@ejemplo.com'");

      const res = await changePassword(here.token, { currentPassword: 'clave-vieja', newPassword: 'clave-nueva' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ ok: true, message: 'Contraseña actualizada' });

      const [after] = await t.db.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE email = 'cambio@ejemplo.com'");
      expect(after!.password_hash).toMatch(/^\$argon2id\$/);
      expect(after!.password_hash).not.toBe(before!.password_hash);
      expect(after!.password_hash).not.toContain('clave-nueva');

      const old = await logIn('cambio@ejemplo.com', 'clave-vieja');
      expect(old.statusCode).toBe(401);
      expect(old.json()).toEqual({ ok: false, message: WRONG_CREDENTIALS });
      expect((await logIn('cambio@ejemplo.com', 'clave-nueva')).statusCode).toBe(200);

      // The other devices are out, their refresh tokens too.
      for (const other of [laptop, tablet]) {
        expect((await me(other.token)).json()).toEqual({ ok: false, message: EXPIRED });
        const renewed = await refresh(other);
        expect(renewed.statusCode).toBe(401);
        expect(renewed.json()).toEqual({ ok: false, message: EXPIRED });
      }
      // This device carries on, and can still renew its session.
      expect((await me(here.token)).statusCode).toBe(200);
      const renewed = await refresh(here);
      expect(renewed.statusCode).toBe(200);
      expect(claimsOf(renewed.json().token).sid).toBe(claimsOf(here.token).sid);
      // Nobody else's session was touched.
      expect((await me(stranger.token)).statusCode).toBe(200);
      expect((await refresh(stranger)).statusCode).toBe(200);
    });

    it('tells an account that signs in with Google only that it has no password to change', async () => {
      const { token } = await a.signUp('solo-google@gmail.com');
      // What log-in-with-google leaves for a new Google account: no password at all.
      await t.db.query("UPDATE users SET password_hash = NULL, google_sub = 'google-solo', email_verified = true WHERE email = 'solo-google@gmail.com'");
      expect((await me(token)).json().user.google_only).toBe(true);

      const res = await changePassword(token, { currentPassword: 'secreta123', newPassword: 'clave-nueva' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ ok: false, message: GOOGLE_ONLY });
      const [row] = await t.db.query<{ password_hash: string | null }>("SELECT password_hash FROM users WHERE email = 'solo-google@gmail.com'");
      expect(row!.password_hash).toBeNull();
    });

    it('gives a signed-in user five password tries in 15 minutes, shared with account deletion', async () => {
      const { token } = await a.signUp('adivino@ejemplo.com', 'la-clave-real');
      for (let i = 1; i <= 3; i++) {
        expect((await changePassword(token, { currentPassword: `intento-${i}`, newPassword: 'clave-nueva' })).statusCode).toBe(400);
      }
      for (let i = 4; i <= 5; i++) {
        expect((await deleteAccount(token, { password: `intento-${i}` })).statusCode).toBe(400);
      }
      const blocked = await changePassword(token, { currentPassword: 'la-clave-real', newPassword: 'clave-nueva' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ ok: false, message: TOO_MANY });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect((await deleteAccount(token, { password: 'la-clave-real' })).statusCode).toBe(429);
      expect((await logIn('adivino@ejemplo.com', 'la-clave-real')).statusCode).toBe(200);

      // Another user has their own tries.
      const other = await a.signUp('otra-persona@ejemplo.com', 'su-clave');
      expect((await changePassword(other.token, { currentPassword: 'su-clave', newPassword: 'su-clave-nueva' })).statusCode).toBe(200);
    });
  });

  describe('delete account', () => {
    it('keeps everything when the password is wrong or missing', async () => {
      const { tokens, userId, avatar, orderId } = await customer('arrepentida@ejemplo.com', 'mi-clave');
      const cases: [unknown, string][] = [
        [{ password: 'otra-clave' }, WRONG_PASSWORD],
        [{}, 'Introduce tu contraseña para confirmar.'],
        [undefined, 'Introduce tu contraseña para confirmar.'],
        [{ password: '' }, 'Introduce tu contraseña para confirmar.'],
        [{ password: 12345 }, 'El campo "password" no es válido.'],
      ];
      for (const [payload, message] of cases) {
        const res = await deleteAccount(tokens.token, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toEqual({ ok: false, message });
      }
      expect((await a.call('DELETE', '/api/user', { payload: { password: 'mi-clave' } })).statusCode).toBe(401);

      const { user } = (await me(tokens.token)).json();
      expect(user).toMatchObject({ id: userId, email: 'arrepentida@ejemplo.com', avatar, google_only: false });
      expect(user.addresses).toHaveLength(1);
      expect((await a.call('GET', `/avatar/${avatar}`)).statusCode).toBe(200);
      const [order] = await t.db.query<{ user_id: number | null }>('SELECT user_id FROM orders WHERE id = $1', [orderId]);
      expect(order!.user_id).toBe(userId);
      expect((await refresh(tokens)).statusCode).toBe(200);
      expect((await logIn('arrepentida@ejemplo.com', 'mi-clave')).statusCode).toBe(200);
    });

    it('deletes the account and what is only the person’s; the orders stay, detached, with their contact details', async () => {
      const gone = await customer('baja@ejemplo.com', 'clave-de-baja');
      const otherDevice = await a.logIn('baja@ejemplo.com', 'clave-de-baja');
      const stays = await customer('sigue@ejemplo.com', 'clave-que-sigue');

      const res = await deleteAccount(gone.tokens.token, { password: 'clave-de-baja' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ ok: true, message: 'Cuenta eliminada' });

      // No way back in: not with the password, nor the tokens of any device.
      const logInAgain = await logIn('baja@ejemplo.com', 'clave-de-baja');
      expect(logInAgain.statusCode).toBe(401);
      expect(logInAgain.json()).toEqual({ ok: false, message: WRONG_CREDENTIALS });
      for (const tokens of [gone.tokens, otherDevice]) {
        const profile = await me(tokens.token);
        expect(profile.statusCode).toBe(401);
        expect(profile.json()).toEqual({ ok: false, message: EXPIRED });
        expect((await refresh(tokens)).statusCode).toBe(401);
      }
      expect((await deleteAccount(gone.tokens.token, { password: 'clave-de-baja' })).statusCode).toBe(401);

      // Nothing of the person is left…
      expect(await count('users WHERE id = $1', [gone.userId])).toBe(0);
      expect(await count('addresses WHERE user_id = $1', [gone.userId])).toBe(0);
      expect(await count('sessions WHERE user_id = $1', [gone.userId])).toBe(0);
      expect(await count('verification_codes WHERE user_id = $1', [gone.userId])).toBe(0);
      expect(await count('idempotency_keys WHERE scope = $1', [`user:${gone.userId}`])).toBe(0);
      expect((await a.call('GET', `/avatar/${gone.avatar}`)).statusCode).toBe(404);

      // …but the order is the company's record: still there, detached, as it was placed.
      const [order] = await t.db.query<{ user_id: number | null; contact_name: string; contact_email: string; status: string }>(
        'SELECT user_id, contact_name, contact_email, status FROM orders WHERE id = $1',
        [gone.orderId],
      );
      expect(order).toEqual({ user_id: null, contact_name: 'Martín Sosa', contact_email: 'baja@ejemplo.com', status: 'pending_payment' });
      expect(await count('order_items WHERE order_id = $1', [gone.orderId])).toBe(1);

      // The other customer is untouched.
      const { user } = (await me(stays.tokens.token)).json();
      expect(user).toMatchObject({ id: stays.userId, email: 'sigue@ejemplo.com', avatar: stays.avatar });
      expect(user.addresses).toHaveLength(1);
      expect((await a.call('GET', `/avatar/${stays.avatar}`)).statusCode).toBe(200);
      const [theirs] = await t.db.query<{ user_id: number | null }>('SELECT user_id FROM orders WHERE id = $1', [stays.orderId]);
      expect(theirs!.user_id).toBe(stays.userId);
      expect(await count('idempotency_keys WHERE scope = $1', [`user:${stays.userId}`])).toBe(1);
      expect((await refresh(stays.tokens)).statusCode).toBe(200);
      expect((await logIn('sigue@ejemplo.com', 'clave-que-sigue')).statusCode).toBe(200);

      // The address is free again: a new sign-up starts from nothing.
      const again = await a.signUp('baja@ejemplo.com', 'otra-clave');
      const fresh = (await me(again.token)).json().user;
      expect(fresh.id).not.toBe(gone.userId);
      expect(fresh).toMatchObject({ first_name: '', addresses: [], avatar: null });
    });

    it('deletes an account that signs in with Google only without asking for a password', async () => {
      const { token } = await a.signUp('google-baja@gmail.com');
      await a.call('POST', '/api/user/address', { token, payload: ADDRESS });
      await t.db.query("UPDATE users SET password_hash = NULL, google_sub = 'google-baja' WHERE email = 'google-baja@gmail.com'");
      const res = await deleteAccount(token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ ok: true, message: 'Cuenta eliminada' });
      expect(await count("users WHERE email = 'google-baja@gmail.com'", [])).toBe(0);
      expect((await me(token)).statusCode).toBe(401);
    });

    it('keeps a home-delivery order’s address snapshot too', async () => {
      const { token } = await a.signUp('envio-baja@ejemplo.com', 'clave-envio');
      const product = pool.pop()!;
      const placed = await c.userOrder(token, await c.payload([{ product, quantity: 1 }], { home: HOME }));
      expect(placed.statusCode, placed.body).toBe(201);
      const orderId = placed.json().orderCreated.id;
      expect((await deleteAccount(token, { password: 'clave-envio' })).statusCode).toBe(200);
      const [order] = await t.db.query<{ user_id: number | null; address: { street: string } }>('SELECT user_id, address FROM orders WHERE id = $1', [orderId]);
      expect(order!.user_id).toBeNull();
      expect(order!.address.street).toBe(HOME.street);
    });
  });

  it('lists both calls in the OpenAPI description at /docs', async () => {
    const spec = (await a.call('GET', '/docs/json')).json();
    const change = spec.paths['/api/auth/change-password']?.post;
    expect(change.security).toEqual([{ bearer: [] }]);
    expect(change.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { currentPassword: { type: 'string' }, newPassword: { type: 'string' } },
      required: ['currentPassword', 'newPassword'],
    });
    const remove = spec.paths['/api/user']?.delete;
    expect(remove.security).toEqual([{ bearer: [] }]);
    expect(remove.requestBody.content['application/json'].schema).toMatchObject({ type: 'object', properties: { password: { type: 'string' } } });
    expect(spec.paths['/api/user'].get).toBeDefined();
  });
});
