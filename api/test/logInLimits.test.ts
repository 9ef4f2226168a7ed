import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../src/seed/demoAdmin';
import { accountCalls } from './accounts';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';

const TOO_MANY = { ok: false, message: 'Demasiados intentos. Espera unos minutos y vuelve a intentar.' };
const WRONG = { ok: false, message: 'Correo electrónico o contraseña incorrectos' };
const PASSWORD = 'una-clave-bien-larga';

/** The shop's log-in and the staff's: the same limits, each counted apart. */
const doors = [
  { door: 'shop', url: '/api/auth/log-in' },
  { door: 'staff', url: '/api/backoffice/auth/log-in' },
] as const;

describe.each(databaseKinds)('log-in limits on %s', (kind) => {
  let t: TestApp;
  let a: ReturnType<typeof accountCalls>;
  let adminToken: string;
  let people = 0;
  beforeAll(async () => {
    t = await startTestApp(kind);
    a = accountCalls(t.app);
    const admin = await a.call('POST', '/api/backoffice/auth/log-in', { payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }, remoteAddress: '10.250.0.1' });
    adminToken = admin.json().token;
  });
  afterAll(() => t.close());

  describe.each(doors)('at the $door door', ({ door, url }) => {
    /** A new account with PASSWORD behind this door. */
    async function account(): Promise<string> {
      const email = `persona${++people}@ejemplo.com`;
      if (door === 'shop') {
        await a.signUp(email, PASSWORD);
      } else {
        const res = await a.call('POST', '/api/backoffice/staff', { token: adminToken, payload: { email, name: 'Persona de Prueba', role: 'operador', password: PASSWORD } });
        expect(res.statusCode, res.body).toBe(201);
      }
      return email;
    }
    const logIn = (email: string, password: string, remoteAddress: string) => a.call('POST', url, { payload: { email, password }, remoteAddress });
    /** As if the account's wait had run out (the counting window goes on). */
    const waitRunsOut = (email: string) =>
      t.db.query(`UPDATE log_in_failures SET locked_until = now() - interval '1 second' WHERE key = $1`, [`${door}|account|${email}`]);
    const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

    it('stops one address spraying one password over 30 accounts after 20 failures, for 15 minutes', async () => {
      const sprayer = `198.18.${door === 'shop' ? 1 : 2}.1`;
      const victims = [await account(), await account()];
      const answers: number[] = [];
      for (let i = 0; i < 30; i++) {
        const email = i < victims.length ? victims[i]! : `quien-sea-${door}-${i}@ejemplo.com`;
        const res = await logIn(email, 'Verano2026!', sprayer);
        answers.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json()).toEqual(TOO_MANY);
          expect(retryAfter(res)).toBeGreaterThan(14 * 60);
          expect(retryAfter(res)).toBeLessThanOrEqual(15 * 60);
        }
      }
      expect(answers).toEqual([...Array(20).fill(401), ...Array(10).fill(429)]);
      // Even a right password is refused from there…
      expect((await logIn(victims[0]!, PASSWORD, sprayer)).statusCode).toBe(429);
      // …while the accounts themselves, tried once each, are not held back.
      expect((await logIn(victims[0]!, PASSWORD, '198.18.9.9')).statusCode).toBe(200);
    });

    it('stops 30 addresses guessing one account after 5 failures, with waits of 1, 2, 4 … up to 15 minutes', async () => {
      const email = await account();
      const from = (i: number) => `198.19.${door === 'shop' ? 1 : 2}.${i}`;
      const answers: number[] = [];
      for (let i = 0; i < 30; i++) answers.push((await logIn(email, `adivinanza-${i}`, from(i))).statusCode);
      expect(answers).toEqual([...Array(5).fill(401), ...Array(25).fill(429)]);

      // The right password during the wait gets the same answer, from any address.
      const right = await logIn(email, PASSWORD, from(99));
      expect(right.statusCode).toBe(429);
      expect(right.json()).toEqual(TOO_MANY);
      expect(retryAfter(right)).toBeGreaterThan(50);
      expect(retryAfter(right)).toBeLessThanOrEqual(60);

      // Each failure after a wait doubles the next one: 2 minutes, 4, 8, then 15 at most.
      for (const minutes of [2, 4, 8, 15, 15]) {
        await waitRunsOut(email);
        expect((await logIn(email, 'otra-adivinanza', from(100 + minutes))).json()).toEqual(WRONG);
        const held = await logIn(email, PASSWORD, from(200 + minutes));
        expect(held.statusCode).toBe(429);
        expect(retryAfter(held)).toBeGreaterThan(minutes * 60 - 10);
        expect(retryAfter(held)).toBeLessThanOrEqual(minutes * 60);
      }

      // Once the wait is over the owner gets in, and the account's failures are forgotten.
      await waitRunsOut(email);
      expect((await logIn(email, PASSWORD, from(250))).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) expect((await logIn(email, `otra-${i}`, from(251))).statusCode).toBe(401);
      expect((await logIn(email, PASSWORD, from(251))).statusCode).toBe(200);
    });

    it('never counts a successful log-in: ten in a row from one address all get in', async () => {
      const email = await account();
      const home = `198.20.${door === 'shop' ? 1 : 2}.1`;
      for (let i = 0; i < 10; i++) expect((await logIn(email, PASSWORD, home)).statusCode, `log-in ${i + 1}`).toBe(200);
      // Four typos between successes never add up to a wait.
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < 4; i++) expect((await logIn(email, 'un-error', home)).statusCode).toBe(401);
        expect((await logIn(email, PASSWORD, home)).statusCode).toBe(200);
      }
    });
  });

  it('counts the shop and the back office apart', async () => {
    const email = 'en-las-dos@ejemplo.com';
    await a.signUp(email, PASSWORD);
    for (let i = 0; i < 5; i++) await a.call('POST', '/api/backoffice/auth/log-in', { payload: { email, password: 'x' }, remoteAddress: '198.21.0.1' });
    expect((await a.call('POST', '/api/backoffice/auth/log-in', { payload: { email, password: 'x' }, remoteAddress: '198.21.0.1' })).statusCode).toBe(429);
    expect((await a.call('POST', '/api/auth/log-in', { payload: { email, password: PASSWORD }, remoteAddress: '198.21.0.1' })).statusCode).toBe(200);
  });
});
