import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { AuditResponse, StaffListResponse, type SignedIn } from '@tienda/domain';
import { openDatabase } from '../src/db/openDatabase';
import { DEMO_ADMIN } from '../src/seed/demoAdmin';
import { accountCalls, claimsOf } from './accounts';
import { createPostgresDatabase, databaseKinds, type DatabaseKind } from './databases';
import { startTestApp, type TestApp } from './testApp';

const SIGN_IN = { ok: false, message: 'Inicia sesión en el back office.' };
const NOT_ALLOWED = { ok: false, message: 'Tu rol no permite esta acción.' };
const WRONG_CREDENTIALS = { ok: false, message: 'Correo electrónico o contraseña incorrectos' };
// The calls made before there is a session: the log-in, its second steps, and the refresh.
const LOG_IN_STEPS = ['/api/backoffice/auth/log-in', '/api/backoffice/auth/code', '/api/backoffice/auth/new-password', '/api/backoffice/auth/refresh-token'];

describe.each(databaseKinds)('the back office staff on %s', (kind) => {
  let t: TestApp;
  let a: ReturnType<typeof accountCalls>;
  let admin: SignedIn;
  let addresses = 0;
  beforeAll(async () => {
    t = await startTestApp(kind);
    a = accountCalls(t.app);
    admin = await logIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
  });
  afterAll(() => t.close());

  // Each log-in from its own address: the log-in limit counts per address and e-mail.
  const tryLogIn = (email: string, password: string, remoteAddress = `10.9.${addresses >> 8}.${++addresses & 255}`) =>
    a.call('POST', '/api/backoffice/auth/log-in', { payload: { email, password }, remoteAddress });
  async function logIn(email: string, password: string): Promise<SignedIn> {
    const res = await tryLogIn(email, password);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  async function newStaff(email: string, role: 'admin' | 'operador', password = 'clave-segura1') {
    const res = await a.call('POST', '/api/backoffice/staff', { token: admin.token, payload: { email, name: 'Lucía Gómez', role, password } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().staff as { id: number; email: string; role: string; active: boolean };
  }

  describe('log-in', () => {
    it('signs a staff member in with a token meant only for the back office', async () => {
      const res = await a.call('GET', '/api/backoffice/me', { token: admin.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().staff).toMatchObject({ email: DEMO_ADMIN.email, role: 'admin', active: true });
      expect(claimsOf(admin.token)).toMatchObject({ aud: 'backoffice' });
      // Whatever the e-mail's capitals.
      await logIn(DEMO_ADMIN.email.toUpperCase(), DEMO_ADMIN.password);
    });

    it('refuses a wrong password and an unknown e-mail alike', async () => {
      for (const [email, password] of [[DEMO_ADMIN.email, 'otra-clave'], ['nadie@tienda.local', DEMO_ADMIN.password]] as const) {
        const res = await tryLogIn(email, password);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(WRONG_CREDENTIALS);
      }
    });

    it('does not let a shopper sign in to the back office', async () => {
      await a.signUp('compradora@ejemplo.com');
      const res = await tryLogIn('compradora@ejemplo.com', 'secreta123');
      expect(res.json()).toEqual(WRONG_CREDENTIALS);
    });

    it('allows five failed tries on an account, then answers 429 even to the right password', async () => {
      const from = '10.8.0.1';
      await newStaff('probada@tienda.local', 'operador');
      for (let i = 0; i < 5; i++) expect((await tryLogIn('probada@tienda.local', 'mala-clave', from)).statusCode).toBe(401);
      const sixth = await tryLogIn('probada@tienda.local', 'clave-segura1', from);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual({ ok: false, message: 'Demasiados intentos. Espera unos minutos y vuelve a intentar.' });
      // The shop's own log-in from there is counted apart.
      expect((await a.call('POST', '/api/auth/log-in', { payload: { email: 'probada@tienda.local', password: 'x' }, remoteAddress: from })).statusCode).toBe(401);
    });
  });

  describe('sessions', () => {
    const refresh = (refreshToken: string) => a.call('POST', '/api/backoffice/auth/refresh-token', { payload: { refresh_token: refreshToken } });

    it('rotates the refresh token and refuses the old one, ending the session', async () => {
      const first = await logIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
      const renewed = await refresh(first.refreshToken);
      expect(renewed.statusCode, renewed.body).toBe(200);
      const second: SignedIn = renewed.json();
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect((await a.call('GET', '/api/backoffice/me', { token: second.token })).statusCode).toBe(200);

      const reused = await refresh(first.refreshToken);
      expect(reused.statusCode).toBe(401);
      expect(reused.json()).toEqual(SIGN_IN);
      // Someone held a copy: the session is over for the rightful holder too.
      expect((await refresh(second.refreshToken)).statusCode).toBe(401);
      expect((await a.call('GET', '/api/backoffice/me', { token: second.token })).json()).toEqual(SIGN_IN);
    });

    it('logs out', async () => {
      const session = await logIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
      expect((await a.call('POST', '/api/backoffice/auth/log-out', { token: session.token })).statusCode).toBe(200);
      expect((await a.call('GET', '/api/backoffice/me', { token: session.token })).json()).toEqual(SIGN_IN);
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    });

    it('keeps shop and back-office tokens apart, both ways', async () => {
      const shopper = await a.signUp('tokens@ejemplo.com');
      expect((await refresh(shopper.refreshToken)).json()).toEqual(SIGN_IN);
      expect((await a.call('GET', '/api/user', { token: admin.token })).statusCode).toBe(401);
      expect((await a.call('GET', '/api/auth/session', { token: admin.token })).statusCode).toBe(401);
      expect((await a.call('POST', '/api/auth/refresh-token', { payload: { refresh_token: admin.refreshToken } })).statusCode).toBe(401);
    });
  });

  describe('every back-office route', () => {
    let routes: [method: string, url: string][];
    beforeAll(async () => {
      const doc = (await a.call('GET', '/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
      routes = Object.entries(doc.paths)
        .filter(([url]) => url.startsWith('/api/backoffice/') && !LOG_IN_STEPS.includes(url))
        .flatMap(([url, methods]) => Object.keys(methods).map((method): [string, string] => [method.toUpperCase(), url.replace(/\{[^}]+\}/g, '1')]));
    });

    it('are listed in the OpenAPI description', () => {
      expect(routes.map(([method, url]) => `${method} ${url}`).sort()).toEqual(
        expect.arrayContaining(['GET /api/backoffice/me', 'GET /api/backoffice/staff', 'POST /api/backoffice/staff', 'PUT /api/backoffice/staff/1', 'GET /api/backoffice/audit', 'POST /api/backoffice/auth/log-out']),
      );
    });

    it("answer 401 to no token, a forged one and a shopper's", async () => {
      const shopper = await a.signUp('curiosa@ejemplo.com');
      for (const [method, url] of routes) {
        for (const token of [undefined, 'no-es-un-token', shopper.token, shopper.refreshToken, admin.refreshToken]) {
          const res = await a.call(method as 'GET', url, { token, payload: method === 'GET' ? undefined : {} });
          expect(res.statusCode, `${method} ${url}`).toBe(401);
          expect(res.json()).toEqual(SIGN_IN);
        }
      }
    });
  });

  describe('staff management', () => {
    it('is for admins only: an operador gets 403 on the staff and the audit log', async () => {
      await newStaff('operadora@tienda.local', 'operador');
      const operador = await logIn('operadora@tienda.local', 'clave-segura1');
      expect((await a.call('GET', '/api/backoffice/me', { token: operador.token })).json().staff.role).toBe('operador');
      for (const [method, url] of [['GET', '/api/backoffice/staff'], ['POST', '/api/backoffice/staff'], ['PUT', '/api/backoffice/staff/1'], ['GET', '/api/backoffice/audit']] as const) {
        const res = await a.call(method, url, { token: operador.token, payload: method === 'GET' ? undefined : { role: 'admin' } });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual(NOT_ALLOWED);
      }
    });

    it('lets an admin create staff, refusing a taken e-mail and a weak password', async () => {
      const created = await newStaff('nueva@tienda.local', 'operador');
      expect(created).toMatchObject({ email: 'nueva@tienda.local', role: 'operador', active: true });
      const list = await a.call('GET', '/api/backoffice/staff', { token: admin.token });
      expect(is(list.json(), StaffListResponse)).toBe(true);
      expect(list.json().staff.map((s: { email: string }) => s.email)).toContain('nueva@tienda.local');

      const taken = await a.call('POST', '/api/backoffice/staff', { token: admin.token, payload: { email: 'NUEVA@tienda.local', name: 'Otra Persona', role: 'admin', password: 'clave-segura1' } });
      expect(taken.statusCode).toBe(409);
      const weak = await a.call('POST', '/api/backoffice/staff', { token: admin.token, payload: { email: 'debil@tienda.local', name: 'Otra Persona', role: 'admin', password: '123' } });
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toEqual({ ok: false, message: 'La contraseña debe tener entre 12 y 64 caracteres.' });
      // The staff's rule: not a common password, and not the account's e-mail.
      for (const [password, message] of [
        ['Contraseña123', 'Esa contraseña es muy común. Elige otra más difícil de adivinar.'],
        ['debil@tienda.local!', 'La contraseña no puede contener el correo electrónico de la cuenta.'],
        ['mi-nombre-es-debil', 'La contraseña no puede contener el correo electrónico de la cuenta.'],
      ]) {
        const res = await a.call('POST', '/api/backoffice/staff', { token: admin.token, payload: { email: 'debil@tienda.local', name: 'Otra Persona', role: 'admin', password } });
        expect(res.json(), password).toEqual({ ok: false, message });
      }
    });

    it('deactivates an account: its sessions end and it cannot sign in again', async () => {
      const member = await newStaff('saliente@tienda.local', 'operador');
      const session = await logIn('saliente@tienda.local', 'clave-segura1');
      const res = await a.call('PUT', `/api/backoffice/staff/${member.id}`, { token: admin.token, payload: { active: false } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().staff).toMatchObject({ id: member.id, active: false });
      expect((await a.call('GET', '/api/backoffice/me', { token: session.token })).json()).toEqual(SIGN_IN);
      expect((await tryLogIn('saliente@tienda.local', 'clave-segura1')).json()).toEqual(WRONG_CREDENTIALS);
      expect((await a.call('POST', '/api/backoffice/auth/refresh-token', { payload: { refresh_token: session.refreshToken } })).statusCode).toBe(401);
    });

    it('changes a role at once, and answers 404 for an account that does not exist', async () => {
      const member = await newStaff('ascenso@tienda.local', 'operador');
      const session = await logIn('ascenso@tienda.local', 'clave-segura1');
      expect((await a.call('GET', '/api/backoffice/staff', { token: session.token })).statusCode).toBe(403);
      await a.call('PUT', `/api/backoffice/staff/${member.id}`, { token: admin.token, payload: { role: 'admin' } });
      expect((await a.call('GET', '/api/backoffice/staff', { token: session.token })).statusCode).toBe(200);
      expect((await a.call('PUT', '/api/backoffice/staff/999999', { token: admin.token, payload: { active: false } })).statusCode).toBe(404);
    });

    it('does not let an admin demote or deactivate themselves', async () => {
      const me = (await a.call('GET', '/api/backoffice/me', { token: admin.token })).json().staff;
      for (const payload of [{ active: false }, { role: 'operador' }]) {
        expect((await a.call('PUT', `/api/backoffice/staff/${me.id}`, { token: admin.token, payload })).statusCode).toBe(409);
      }
    });
  });

  describe('the audit log', () => {
    it('keeps who changed which account, how it was and how it became, the newest first', async () => {
      const member = await newStaff('auditada@tienda.local', 'operador');
      await a.call('PUT', `/api/backoffice/staff/${member.id}`, { token: admin.token, payload: { role: 'admin', active: false } });
      const res = await a.call('GET', '/api/backoffice/audit?page=1', { token: admin.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(is(res.json(), AuditResponse)).toBe(true);
      const [update, create] = res.json().entries;
      expect(update).toMatchObject({
        staffEmail: DEMO_ADMIN.email,
        action: 'update',
        entity: 'staff',
        entityId: String(member.id),
        before: { email: 'auditada@tienda.local', role: 'operador', active: true },
        after: { email: 'auditada@tienda.local', role: 'admin', active: false },
      });
      expect(create).toMatchObject({ action: 'create', entityId: String(member.id), before: null, after: { role: 'operador', active: true } });
      // The password's hash is never written to the log.
      expect(JSON.stringify(create)).not.toMatch(/argon2|password/i);
      expect(Date.parse(update.at)).toBeGreaterThan(Date.now() - 60_000);
    });

    it('writes nothing when the change fails or changes nothing', async () => {
      const [before] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM audit_log');
      await a.call('POST', '/api/backoffice/staff', { token: admin.token, payload: { email: DEMO_ADMIN.email, name: 'Repetida Sí', role: 'admin', password: 'clave-segura1' } });
      const [me] = await t.db.query<{ id: number }>('SELECT id FROM staff WHERE email = $1', [DEMO_ADMIN.email]);
      expect((await a.call('PUT', `/api/backoffice/staff/${me!.id}`, { token: admin.token, payload: { role: 'admin' } })).statusCode).toBe(200);
      const [after] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM audit_log');
      expect(after).toEqual(before);
    });
  });
});

describe('npm run admin:create', () => {
  const script = fileURLToPath(new URL('../scripts/create-admin.mts', import.meta.url));
  const run = (env: NodeJS.ProcessEnv, ...args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args], { env: { ...process.env, ...env }, cwd: path.dirname(script) }).then(
      ({ stdout }) => ({ code: 0, out: stdout }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, out: error.stdout + error.stderr }),
    );

  async function databaseOf(kind: DatabaseKind): Promise<NodeJS.ProcessEnv> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tienda-admin-'));
    return kind === 'pglite' ? { DATA_DIR: dataDir, DATABASE_URL: '' } : { DATA_DIR: dataDir, DATABASE_URL: await createPostgresDatabase() };
  }

  it.each(databaseKinds)('creates the first admin on %s, and refuses a weak password or a taken e-mail', async (kind) => {
    const env = await databaseOf(kind);
    const weak = await run({ ...env, ADMIN_PASSWORD: '123' }, '--email', 'jefa@tienda.com', '--name', 'Ana Pérez');
    expect(weak.code, weak.out).toBe(1);
    expect(weak.out).toContain('La contraseña debe tener entre 12 y 64 caracteres.');

    const made = await run({ ...env, ADMIN_PASSWORD: 'clave-fuerte1' }, '--email', 'Jefa@tienda.com', '--name', 'Ana Pérez');
    expect(made.code, made.out).toBe(0);
    expect(made.out).toContain('Admin creado: jefa@tienda.com');

    const again = await run({ ...env, ADMIN_PASSWORD: 'clave-fuerte1' }, '--email', 'jefa@tienda.com', '--name', 'Ana Pérez');
    expect(again.code).toBe(1);

    const db = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: path.join(env.DATA_DIR!, 'db') });
    try {
      const staff = await db.query<{ email: string; role: string; active: boolean; password_hash: string }>('SELECT email, role, active, password_hash FROM staff');
      expect(staff).toEqual([{ email: 'jefa@tienda.com', role: 'admin', active: true, password_hash: expect.stringMatching(/^\$argon2id\$/) }]);
      const audit = await db.query<{ staff_id: number | null; action: string }>('SELECT staff_id, action FROM audit_log');
      expect(audit).toEqual([{ staff_id: null, action: 'create' }]);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('asks for the missing arguments', async () => {
    const res = await run({ ADMIN_PASSWORD: 'clave-fuerte1' }, '--email', 'jefa@tienda.com');
    expect(res.code).toBe(2);
    expect(res.out).toContain('Uso: npm run admin:create');
  });
});
