import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { assert } from 'superstruct';
import { SessionsResponse, tokenExpiry } from '@tienda/domain';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';
import { accountCalls, claimsOf } from './accounts';

const JWT_SECRET = 'un-secreto-de-prueba-bastante-largo';
const GOOGLE_CLIENT_ID = 'tienda-prueba.apps.googleusercontent.com';
const TOO_MANY = 'Demasiados intentos. Espera unos minutos y vuelve a intentar.';
const EXPIRED = 'Sesión expirada. Inicia sesión de nuevo.';
const WRONG_CREDENTIALS = 'Correo electrónico o contraseña incorrectos';

/** Stands in for Google: a key pair, and its public half served as a JWKS on a local port. */
async function fakeGoogle() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'clave-de-prueba', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** An ID token as Google would sign it for our client, with `claims` overriding the defaults. */
  const idToken = (claims: JWTPayload, key: CryptoKey = privateKey) =>
    new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'clave-de-prueba' })
      .setIssuer(String(claims.iss ?? 'https://accounts.google.com'))
      .setAudience(String(claims.aud ?? GOOGLE_CLIENT_ID))
      .setIssuedAt()
      .setExpirationTime(Number(claims.exp ?? Math.floor(Date.now() / 1000) + 300))
      .sign(key);

  return { jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`, idToken, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** A JWT signed by whoever holds `secret`, with the header and claims given. */
const signed = (secret: string, typ: string, claims: JWTPayload) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ }).sign(new TextEncoder().encode(secret));

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

const SIGN_UP_ANSWER = { ok: true, message: 'Te enviamos un correo para continuar. Revisa tu bandeja de entrada.' };

describe.each(databaseKinds)('cuentas y sesiones en %s', (kind) => {
  let t: TestApp;
  let google: Awaited<ReturnType<typeof fakeGoogle>>;
  let a: ReturnType<typeof accountCalls>;
  beforeAll(async () => {
    google = await fakeGoogle();
    t = await startTestApp(kind, { JWT_SECRET, GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl });
    a = accountCalls(t.app);
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  const me = (token: string) => a.call('GET', '/api/user', { token });

  describe('sign-up', () => {
    it('creates the account and mails a five-digit code; the password just chosen signs it in', async () => {
      const res = await a.call('POST', '/api/auth/sign-up', { payload: { email: 'Ana.Gomez@Ejemplo.com', password: 'secreta123', first_name: 'Ana María' } });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual(SIGN_UP_ANSWER);

      const { mails } = (await a.call('GET', '/dev/mailbox')).json();
      expect(mails[0].to).toBe('ana.gomez@ejemplo.com');
      expect(mails[0].text).toMatch(/Tu código para verificar tu correo electrónico es \d{5}\. Vence en 15 minutos\./);
      expect(mails[0].text).toContain('/verify-email/');

      const body = (await a.call('POST', '/api/auth/log-in', { payload: { email: 'ana.gomez@ejemplo.com', password: 'secreta123' } })).json();
      // Both tokens carry an `exp` the storefront reads: 15 minutes and 30 days.
      const now = Date.now();
      expect(tokenExpiry(body.token)! - now).toBeGreaterThan(14 * 60_000);
      expect(tokenExpiry(body.token)! - now).toBeLessThanOrEqual(15 * 60_000);
      expect(tokenExpiry(body.refreshToken)! - now).toBeGreaterThan(29 * 24 * 3600_000);

      const { user } = (await me(body.token)).json();
      expect(user).toMatchObject({ email: 'ana.gomez@ejemplo.com', first_name: 'Ana María', email_verified: false, addresses: [] });
    });

    it('stores the password as an argon2id hash', async () => {
      await a.signUp('hash@ejemplo.com', 'mi-clave-1');
      const [row] = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', ['hash@ejemplo.com']);
      expect(row!.password_hash).toMatch(/^\$argon2id\$/);
      expect(row!.password_hash).not.toContain('mi-clave-1');
    });

    it('answers an e-mail that already has an account like a new one, and tells the account’s owner instead', async () => {
      await a.signUp('repetido@ejemplo.com');
      const fresh = await a.call('POST', '/api/auth/sign-up', { payload: { email: 'nadie-aun@ejemplo.com', password: 'otra-clave' }, remoteAddress: '192.0.2.60' });
      const taken = await a.call('POST', '/api/auth/sign-up', { payload: { email: 'REPETIDO@Ejemplo.com', password: 'otra-clave' }, remoteAddress: '192.0.2.60' });
      for (const res of [fresh, taken]) {
        expect(res.statusCode).toBe(201);
        expect(res.json()).toEqual(SIGN_UP_ANSWER);
      }
      // The account is as it was: its own password still signs in, the stranger's does not.
      expect((await a.call('POST', '/api/auth/log-in', { payload: { email: 'repetido@ejemplo.com', password: 'otra-clave' } })).statusCode).toBe(401);
      await a.logIn('repetido@ejemplo.com');

      const warnings = async () => {
        const { mails } = (await a.call('GET', '/dev/mailbox')).json() as { mails: { to: string; subject: string; text: string }[] };
        return mails.filter((mail) => mail.to === 'repetido@ejemplo.com' && mail.subject === 'Alguien intentó crear una cuenta con tu correo');
      };
      const [warning] = await warnings();
      expect(warning!.text).toContain('Si no fuiste tú, ignora este correo: tu cuenta sigue igual y nadie entró en ella.');
      expect(warning!.text).toContain('/login');
      // Tried again within the hour: the same answer, and no second mail to flood the owner with.
      expect((await a.call('POST', '/api/auth/sign-up', { payload: { email: 'repetido@ejemplo.com', password: 'otra-clave' }, remoteAddress: '192.0.2.61' })).json()).toEqual(SIGN_UP_ANSWER);
      expect(await warnings()).toHaveLength(1);
    });

    it('answers bad input with the spec’s Spanish messages', async () => {
      // Refused sign-ups count against the address's limit too: this visitor has their own.
      const from = { remoteAddress: '192.0.2.50' };
      const cases: [unknown, string][] = [
        [{ email: 'no-es-un-correo', password: 'secreta123' }, 'Correo electrónico no válido.'],
        [{ email: '', password: 'secreta123' }, 'Introduce un correo electrónico.'],
        [{ email: 'corta@ejemplo.com', password: '12345' }, 'La contraseña debe tener entre 6 y 20 caracteres.'],
        [{ email: 'corta@ejemplo.com', password: '' }, 'Introduce una contraseña.'],
        [{ email: 'nombre@ejemplo.com', password: 'secreta123', first_name: ' Al' }, 'El nombre no puede tener espacios al inicio o al final.'],
        [{ email: 12345, password: 'secreta123' }, 'El campo "email" no es válido.'],
        [{ password: 'secreta123' }, 'Falta el campo "email".'],
      ];
      for (const [payload, message] of cases) {
        const res = await a.call('POST', '/api/auth/sign-up', { payload, ...from });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toEqual({ ok: false, message });
      }
      const malformed = await a.call('POST', '/api/auth/sign-up', { payload: '{"email": "x@y.z",', headers: { 'content-type': 'application/json' }, ...from });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ ok: false, message: 'El cuerpo de la solicitud no es JSON válido.' });

      const huge = await a.call('POST', '/api/auth/sign-up', { payload: { email: 'grande@ejemplo.com', password: 'secreta123', extra: 'x'.repeat(1_100_000) }, ...from });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().message).toBe('El cuerpo de la solicitud es demasiado grande (máximo 16 KB).');
    });

    it('allows ten sign-ups an hour from one address, then answers 429', async () => {
      const from = { remoteAddress: '192.0.2.10' };
      for (let i = 1; i <= 10; i++) {
        const res = await a.call('POST', '/api/auth/sign-up', { payload: { email: `masivo${i}@ejemplo.com`, password: 'secreta123' }, ...from });
        expect(res.statusCode).toBe(201);
      }
      const eleventh = await a.call('POST', '/api/auth/sign-up', { payload: { email: 'masivo11@ejemplo.com', password: 'secreta123' }, ...from });
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json()).toEqual({ ok: false, message: TOO_MANY });
      expect((await a.call('POST', '/api/auth/sign-up', { payload: { email: 'masivo11@ejemplo.com', password: 'secreta123' }, remoteAddress: '192.0.2.11' })).statusCode).toBe(201);
    });
  });

  describe('log-in', () => {
    it('signs in with the right password and says so', async () => {
      await a.signUp('luis@ejemplo.com', 'clave-de-luis');
      const res = await a.call('POST', '/api/auth/log-in', { payload: { email: 'Luis@Ejemplo.com', password: 'clave-de-luis' } });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({ ok: true, token: expect.any(String), refreshToken: expect.any(String), message: 'Sesión iniciada correctamente' });
      expect((await me(body.token)).json().user.email).toBe('luis@ejemplo.com');
    });

    it('gives the same answer for a wrong password and an unknown e-mail', async () => {
      await a.signUp('marta@ejemplo.com', 'clave-de-marta');
      const wrong = await a.call('POST', '/api/auth/log-in', { payload: { email: 'marta@ejemplo.com', password: 'otra-clave' } });
      const unknown = await a.call('POST', '/api/auth/log-in', { payload: { email: 'nadie@ejemplo.com', password: 'clave-de-marta' } });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ ok: false, message: WRONG_CREDENTIALS });
      }
    });

    it('asks for the missing field with the log-in form’s messages', async () => {
      const noEmail = await a.call('POST', '/api/auth/log-in', { payload: { email: ' ', password: 'x' } });
      expect(noEmail.json()).toEqual({ ok: false, message: 'Introduce un Correo electrónico.' });
      const noPassword = await a.call('POST', '/api/auth/log-in', { payload: { email: 'a@b.co', password: '' } });
      expect(noPassword.json()).toEqual({ ok: false, message: 'Introduce una Contraseña.' });
    });

    it('stops a password guesser after five failures on the account, even with the right password and from elsewhere', async () => {
      await a.signUp('victima@ejemplo.com', 'la-clave-real');
      const guesser = { remoteAddress: '198.51.100.7' };
      for (let i = 1; i <= 5; i++) {
        const res = await a.call('POST', '/api/auth/log-in', { payload: { email: 'victima@ejemplo.com', password: `intento-${i}` }, ...guesser });
        expect(res.statusCode).toBe(401);
      }
      const blocked = await a.call('POST', '/api/auth/log-in', { payload: { email: 'victima@ejemplo.com', password: 'la-clave-real' }, ...guesser });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ ok: false, message: TOO_MANY });
      // The account's first wait: a minute.
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(50);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);

      // The same answer from the owner's own connection: the wait cannot be used to test a password.
      const owner = await a.call('POST', '/api/auth/log-in', { payload: { email: 'victima@ejemplo.com', password: 'la-clave-real' }, remoteAddress: '203.0.113.5' });
      expect(owner.statusCode).toBe(429);
      expect(owner.json()).toEqual({ ok: false, message: TOO_MANY });
    });
  });

  describe('access tokens', () => {
    it('refuses requests without a token, and forged or expired ones', async () => {
      const { token } = await a.signUp('tokens@ejemplo.com');
      const { token: other } = await a.signUp('otro-tokens@ejemplo.com');
      const claims = claimsOf(token);
      const [header, , signature] = token.split('.');
      const otherSub = claimsOf(other).sub;

      const missing = await me('');
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toEqual({ ok: false, message: 'Inicia sesión para continuar.' });

      const forged = {
        'another secret': await signed('otro-secreto', 'access', { ...claims }),
        'alg none': `${base64url({ alg: 'none', typ: 'access' })}.${base64url(claims)}.`,
        'tampered sub': `${header}.${base64url({ ...claims, sub: otherSub })}.${signature}`,
        'refresh typ': await signed(JWT_SECRET, 'refresh', { ...claims }),
        expired: await signed(JWT_SECRET, 'access', { ...claims, exp: Math.floor(Date.now() / 1000) - 60 }),
        garbage: 'esto.no.es-un-jwt',
      };
      for (const [what, forgedToken] of Object.entries(forged)) {
        const res = await me(forgedToken);
        expect(res.statusCode, what).toBe(401);
        expect(res.json(), what).toEqual({ ok: false, message: EXPIRED });
      }

      // The same secret and a future exp pass: the refusals above were about the forgery, not the test.
      expect((await me(await signed(JWT_SECRET, 'access', { ...claims }))).statusCode).toBe(200);
    });
  });

  describe('refresh', () => {
    it('rotates: a new pair each time, the old access token still valid until it expires', async () => {
      const first = await a.signUp('rota@ejemplo.com');
      const res = await a.call('POST', '/api/auth/refresh-token', { payload: { refresh_token: first.refreshToken } });
      expect(res.statusCode).toBe(200);
      const second = res.json();
      expect(second).toEqual({ ok: true, token: expect.any(String), refreshToken: expect.any(String), message: 'Sesión renovada' });
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect(claimsOf(second.token).sid).toBe(claimsOf(first.token).sid);
      expect((await me(second.token)).statusCode).toBe(200);

      const third = (await a.call('POST', '/api/auth/refresh-token', { payload: { refresh_token: second.refreshToken } })).json();
      expect(third.ok).toBe(true);
      expect((await me(third.token)).statusCode).toBe(200);
    });

    it('ends the session when an already used refresh token comes back', async () => {
      const stolen = await a.signUp('robada@ejemplo.com');
      const rotated = (await a.call('POST', '/api/auth/refresh-token', { payload: { refresh_token: stolen.refreshToken } })).json();

      const reuse = await a.call('POST', '/api/auth/refresh-token', { payload: { refresh_token: stolen.refreshToken } });
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toEqual({ ok: false, message: EXPIRED });

      // Both holders are out: the rotated pair is dead too.
      expect((await me(rotated.token)).statusCode).toBe(401);
      expect((await a.call('POST', '/api/auth/refresh-token', { payload: { refresh_token: rotated.refreshToken } })).statusCode).toBe(401);
      // The person signs in again and carries on.
      expect((await me((await a.logIn('robada@ejemplo.com')).token)).statusCode).toBe(200);
    });

    it('refuses access tokens, forged and expired refresh tokens', async () => {
      const { token, refreshToken } = await a.signUp('refresco@ejemplo.com');
      const claims = claimsOf(refreshToken);
      const refusals = [
        token,
        await signed('otro-secreto', 'refresh', claims),
        await signed(JWT_SECRET, 'refresh', { ...claims, exp: Math.floor(Date.now() / 1000) - 1 }),
        'x',
      ];
      for (const refresh_token of refusals) {
        const res = await a.call('POST', '/api/auth/refresh-token', { payload: { refresh_token } });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ ok: false, message: EXPIRED });
      }
      const missing = await a.call('POST', '/api/auth/refresh-token', { payload: {} });
      expect(missing.json()).toEqual({ ok: false, message: 'Falta el campo "refresh_token".' });
      // None of that ended the real session.
      expect((await a.call('POST', '/api/auth/refresh-token', { payload: { refresh_token: refreshToken } })).statusCode).toBe(200);
    });
  });

  describe('log-out and sessions', () => {
    it('log-out ends this session only', async () => {
      const phone = await a.signUp('salir@ejemplo.com');
      const laptop = await a.logIn('salir@ejemplo.com');
      const res = await a.call('POST', '/api/auth/log-out', { token: phone.token });
      expect(res.json()).toEqual({ ok: true, message: 'Sesión cerrada correctamente' });
      expect((await me(phone.token)).json()).toEqual({ ok: false, message: EXPIRED });
      expect((await a.call('POST', '/api/auth/refresh-token', { payload: { refresh_token: phone.refreshToken } })).statusCode).toBe(401);
      expect((await me(laptop.token)).statusCode).toBe(200);
      expect((await a.call('POST', '/api/auth/log-out')).statusCode).toBe(401);
    });

    it('lists this user’s live sessions, and closes one of them', async () => {
      await a.signUp('sesiones@ejemplo.com');
      const phone = await a.logIn('sesiones@ejemplo.com', undefined, { 'user-agent': 'Teléfono de prueba' });
      const laptop = await a.logIn('sesiones@ejemplo.com', undefined, { 'user-agent': 'Notebook de prueba' });
      const stranger = await a.signUp('ajeno@ejemplo.com');

      const listed: unknown = (await a.call('GET', '/api/auth/session', { token: laptop.token })).json();
      assert(listed, SessionsResponse);
      expect(listed.sessions).toHaveLength(3);
      const current = listed.sessions.find((s) => s.current)!;
      expect(current).toMatchObject({ id: claimsOf(laptop.token).sid, userAgent: 'Notebook de prueba', ip: '127.0.0.1' });
      expect(new Date(current.createdAt).toISOString()).toBe(current.createdAt);
      expect(new Date(current.lastUsedAt).toISOString()).toBe(current.lastUsedAt);
      expect(listed.sessions.map((s) => s.id)).not.toContain(claimsOf(stranger.token).sid);

      const phoneSession = claimsOf(phone.token).sid;
      const closed = await a.call('DELETE', `/api/auth/session/${phoneSession}`, { token: laptop.token });
      expect(closed.json()).toEqual({ ok: true, message: 'Sesión cerrada correctamente' });
      expect((await me(phone.token)).statusCode).toBe(401);
      expect((await a.call('GET', '/api/auth/session', { token: laptop.token })).json().sessions).toHaveLength(2);
    });

    it('never reaches another user’s session', async () => {
      const mine = await a.signUp('propia@ejemplo.com');
      const theirs = await a.signUp('de-otra@ejemplo.com');
      const res = await a.call('DELETE', `/api/auth/session/${claimsOf(theirs.token).sid}`, { token: mine.token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ ok: false, message: 'Sesión no encontrada' });
      expect((await me(theirs.token)).statusCode).toBe(200);

      const bad = await a.call('DELETE', '/api/auth/session/no-es-un-id', { token: mine.token });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ ok: false, message: 'El campo "id" no es válido.' });
    });
  });

  describe('e-mail verification', () => {
    const verify = (token: string, code: string) => a.call('POST', '/api/auth/verify-email', { token, payload: { code } });

    it('verifies with the mailed code and refuses a wrong one', async () => {
      const { token } = await a.signUp('verifica@ejemplo.com');
      const code = await a.latestCode('verifica@ejemplo.com');
      const wrong = await verify(token, code === '00000' ? '11111' : '00000');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ ok: false, message: 'El codigo es incorrecto' });

      const right = await verify(token, code);
      expect(right.json()).toEqual({ ok: true, message: 'Email verificado' });
      expect((await me(token)).json().user.email_verified).toBe(true);

      const again = await verify(token, code);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ ok: false, message: 'Tu correo electrónico ya está verificado.' });
    });

    it('refuses an expired code, malformed codes, and anyone without a session', async () => {
      const { token } = await a.signUp('vencido@ejemplo.com');
      const code = await a.latestCode('vencido@ejemplo.com');
      await t.db.query("UPDATE verification_codes SET expires_at = now() - interval '1 minute' WHERE user_id = (SELECT id FROM users WHERE email = $1)", ['vencido@ejemplo.com']);
      expect((await verify(token, code)).json()).toEqual({ ok: false, message: 'El código venció. Pide uno nuevo.' });

      for (const bad of ['1234', '12a45', '123456']) {
        const res = await verify(token, bad);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ ok: false, message: 'Introduce los 5 dígitos del código.' });
      }
      expect((await a.call('POST', '/api/auth/verify-email', { token, payload: { code: 12345 } })).json()).toEqual({ ok: false, message: 'El campo "code" no es válido.' });
      expect((await a.call('POST', '/api/auth/verify-email', { payload: { code } })).statusCode).toBe(401);
    });

    it('gives a code five tries', async () => {
      const { token } = await a.signUp('intentos@ejemplo.com');
      const code = await a.latestCode('intentos@ejemplo.com');
      const wrong = code === '00000' ? '11111' : '00000';
      for (let i = 0; i < 5; i++) expect((await verify(token, wrong)).statusCode).toBe(400);
      const sixth = await verify(token, code);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual({ ok: false, message: 'Superaste los intentos permitidos. Pide un código nuevo.' });
    });
  });

  describe('resend-code', () => {
    const resend = (token: string) => a.call('POST', '/api/auth/resend-code', { token });
    const unlock = (email: string) =>
      t.db.query("UPDATE verification_codes SET sent_at = now() - interval '61 seconds' WHERE user_id = (SELECT id FROM users WHERE email = $1)", [email]);

    it('is locked for 60 s after a code was sent, then sends a new code that replaces the old one', async () => {
      const { token } = await a.signUp('reenvio@ejemplo.com');
      const first = await a.latestCode('reenvio@ejemplo.com');

      const locked = await resend(token);
      expect(locked.statusCode).toBe(429);
      const wait = Number(/^Espera (\d+) segundos para pedir otro código\.$/.exec(locked.json().message)?.[1]);
      expect(wait).toBeGreaterThan(50);
      expect(wait).toBeLessThanOrEqual(60);

      await unlock('reenvio@ejemplo.com');
      const sent = await resend(token);
      expect(sent.json()).toEqual({ ok: true, message: 'Codigo reenviado' });
      const second = await a.latestCode('reenvio@ejemplo.com');
      if (second !== first) {
        expect((await a.call('POST', '/api/auth/verify-email', { token, payload: { code: first } })).statusCode).toBe(400);
      }
      expect((await a.call('POST', '/api/auth/verify-email', { token, payload: { code: second } })).json().ok).toBe(true);

      const verified = await resend(token);
      expect(verified.statusCode).toBe(409);
    });

    it('takes an empty body even when it is labelled JSON', async () => {
      const { token } = await a.signUp('vacio@ejemplo.com');
      await unlock('vacio@ejemplo.com');
      const res = await a.call('POST', '/api/auth/resend-code', { token, headers: { 'content-type': 'application/json' } });
      expect(res.json()).toEqual({ ok: true, message: 'Codigo reenviado' });
    });

    it('sends at most five codes an hour to a user', async () => {
      const { token } = await a.signUp('pesado@ejemplo.com');
      for (let i = 0; i < 5; i++) {
        await unlock('pesado@ejemplo.com');
        expect((await resend(token)).statusCode).toBe(200);
      }
      await unlock('pesado@ejemplo.com');
      const sixth = await resend(token);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual({ ok: false, message: TOO_MANY });
      expect((await resend('')).statusCode).toBe(401);
    });
  });

  describe('Google', () => {
    const withGoogle = (token: string) => a.call('POST', '/api/auth/log-in-with-google', { payload: { token } });

    it('creates a verified account on the first log-in, and finds it again later', async () => {
      const idToken = await google.idToken({ sub: 'google-1', email: 'Sofia.Diaz@gmail.com', given_name: 'Sofía', family_name: 'Díaz' });
      const res = await withGoogle(idToken);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({ ok: true, token: expect.any(String), refreshToken: expect.any(String), message: 'Sesión iniciada correctamente' });
      const { user } = (await me(body.token)).json();
      expect(user).toMatchObject({ email: 'sofia.diaz@gmail.com', first_name: 'Sofía', last_name: 'Díaz', email_verified: true });

      const again = (await withGoogle(await google.idToken({ sub: 'google-1', email: 'sofia.diaz@gmail.com' }))).json();
      expect((await me(again.token)).json().user.id).toBe(user.id);
    });

    it('links an existing account; a password nobody verified does not survive it', async () => {
      const verified = await a.signUp('con-clave@ejemplo.com', 'clave-propia');
      await a.call('POST', '/api/auth/verify-email', { token: verified.token, payload: { code: await a.latestCode('con-clave@ejemplo.com') } });
      const squatted = await a.signUp('ocupada@gmail.com', 'clave-del-intruso');

      const linked = (await withGoogle(await google.idToken({ sub: 'google-2', email: 'con-clave@ejemplo.com' }))).json();
      expect((await me(linked.token)).json().user.id).toBe((await me(verified.token)).json().user.id);
      expect((await a.call('POST', '/api/auth/log-in', { payload: { email: 'con-clave@ejemplo.com', password: 'clave-propia' } })).statusCode).toBe(200);

      const owner = (await withGoogle(await google.idToken({ sub: 'google-3', email: 'ocupada@gmail.com' }))).json();
      expect((await me(owner.token)).json().user.email_verified).toBe(true);
      expect((await me(squatted.token)).statusCode).toBe(401);
      const intruder = await a.call('POST', '/api/auth/log-in', { payload: { email: 'ocupada@gmail.com', password: 'clave-del-intruso' } });
      expect(intruder.json()).toEqual({ ok: false, message: WRONG_CREDENTIALS });
    });

    it('refuses tokens that are not Google’s genuine word for this shop', async () => {
      const stranger = await generateKeyPair('RS256');
      const now = Math.floor(Date.now() / 1000);
      const refusals = {
        'another client': await google.idToken({ sub: 'g', email: 'g@gmail.com', aud: 'otra-app.apps.googleusercontent.com' }),
        'another issuer': await google.idToken({ sub: 'g', email: 'g@gmail.com', iss: 'https://impostor.example.com' }),
        'unverified e-mail': await google.idToken({ sub: 'g', email: 'g@gmail.com', email_verified: false }),
        'another key': await google.idToken({ sub: 'g', email: 'g@gmail.com' }, stranger.privateKey),
        expired: await google.idToken({ sub: 'g', email: 'g@gmail.com', exp: now - 600 }),
        'not a token': 'hola',
      };
      for (const [what, token] of Object.entries(refusals)) {
        const res = await withGoogle(token);
        expect(res.statusCode, what).toBe(401);
        expect(res.json(), what).toEqual({ ok: false, message: 'Error al iniciar sesión con Google' });
      }
      const [row] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE email = 'g@gmail.com'");
      expect(row!.n).toBe(0);
    });
  });

  it('lists the outbox newest first at /dev/mailbox', async () => {
    await a.signUp('buzon1@ejemplo.com');
    await a.signUp('buzon2@ejemplo.com');
    const { ok, mails } = (await a.call('GET', '/dev/mailbox')).json();
    expect(ok).toBe(true);
    expect(mails.slice(0, 2).map((m: { to: string }) => m.to)).toEqual(['buzon2@ejemplo.com', 'buzon1@ejemplo.com']);
    expect(mails[0]).toMatchObject({ subject: expect.stringMatching(/^Tu código de verificación: \d{5}$/), createdAt: expect.any(String) });
  });
});

describe.each(databaseKinds)('en producción, sin Google configurado, en %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { NODE_ENV: 'production' });
  });
  afterAll(() => t.close());

  it('has no /dev/mailbox, and says Google sign-in is unavailable', async () => {
    const mailbox = await t.app.inject('/dev/mailbox');
    expect(mailbox.statusCode).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/log-in-with-google', payload: { token: 'x' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ok: false, message: 'El inicio de sesión con Google no está disponible en este momento.' });
  });
});
