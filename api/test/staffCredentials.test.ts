import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { StaffLogInResponse, TotpEnrolmentResponse } from '@tienda/domain';
import { DEMO_ADMIN } from '../src/seed/demoAdmin';
import { accountCalls } from './accounts';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';

const PASSWORD = 'clave-del-equipo-1';
const WRONG_CODE = { ok: false, message: 'El código no es correcto. Revisa tu aplicación de autenticación e intenta de nuevo.' };
const STEP_EXPIRED = { ok: false, message: 'Pasaron varios minutos o ya usaste este paso. Vuelve a iniciar sesión.' };
const SIGN_IN = { ok: false, message: 'Inicia sesión en el back office.' };

/** The code the phone shows `stepsAhead` periods from now (the server takes one step of drift). */
const codeOf = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

describe.each(databaseKinds)('staff credentials on %s', (kind) => {
  let t: TestApp;
  let a: ReturnType<typeof accountCalls>;
  let admin: string;
  let addresses = 0;
  beforeAll(async () => {
    t = await startTestApp(kind);
    a = accountCalls(t.app);
    admin = (await logIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).token;
  });
  afterAll(() => t.close());

  // Each from its own address: these tests are about the steps, not the limits.
  const post = (url: string, payload: unknown, token?: string) =>
    a.call('POST', url, { payload, ...(token ? { token } : {}), remoteAddress: `10.60.${addresses >> 8}.${++addresses & 255}` });
  async function logIn(email: string, password: string) {
    const res = await post('/api/backoffice/auth/log-in', { email, password });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  async function newStaff(email: string, role: 'admin' | 'operador' = 'operador') {
    const res = await post('/api/backoffice/staff', { email, name: 'Lucía Gómez', role, password: PASSWORD }, admin);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().staff.id as number;
  }
  const auditOf = (staffId: number) =>
    t.db.query<{ staff_id: number | null; action: string; entity: string; entity_id: string; before: unknown; after: unknown }>(
      `SELECT staff_id, action, entity, entity_id, before, after FROM audit_log WHERE entity = 'staff' AND entity_id = $1 AND action <> 'create' ORDER BY id`,
      [String(staffId)],
    );
  /** Signs the member in and enrols an authenticator: its secret and recovery codes. */
  async function enrol(email: string) {
    const { token } = await logIn(email, PASSWORD);
    const started = await post('/api/backoffice/me/totp', undefined, token);
    expect(started.statusCode, started.body).toBe(200);
    const { secret } = started.json();
    const confirmed = await post('/api/backoffice/me/totp/confirm', { code: await codeOf(secret) }, token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { token, secret: secret as string, recoveryCodes: confirmed.json().recoveryCodes as string[] };
  }

  it('enrols an authenticator: a QR and the secret in text, confirmed by a code, and ten recovery codes shown once', async () => {
    const id = await newStaff('enrola@tienda.local');
    const { token } = await logIn('enrola@tienda.local', PASSWORD);
    expect((await a.call('GET', '/api/backoffice/me/security', { token })).json()).toEqual({ ok: true, totpEnabled: false, recoveryCodesLeft: 0 });

    const started = await post('/api/backoffice/me/totp', undefined, token);
    expect(is(started.json(), TotpEnrolmentResponse)).toBe(true);
    const { secret, otpauthUrl, qrCode } = started.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*enrola%40tienda\.local\?.*secret=/);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');

    // Not yet on: a password alone still signs in, and a wrong code does not switch it on.
    expect((await logIn('enrola@tienda.local', PASSWORD)).token).toBeDefined();
    const wrong = await post('/api/backoffice/me/totp/confirm', { code: (await codeOf(secret)) === '000000' ? '111111' : '000000' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(WRONG_CODE);
    expect((await post('/api/backoffice/me/totp/confirm', { code: '12ab' }, token)).json()).toEqual({ ok: false, message: 'Introduce los 6 dígitos de tu aplicación de autenticación.' });

    const confirmed = await post('/api/backoffice/me/totp/confirm', { code: await codeOf(secret) }, token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes: string[] = confirmed.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await a.call('GET', '/api/backoffice/me/security', { token })).json()).toEqual({ ok: true, totpEnabled: true, recoveryCodesLeft: 10 });
    // Kept hashed: no code is in the database as shown.
    const kept = await t.db.query<{ code_hash: string }>('SELECT code_hash FROM staff_recovery_codes WHERE staff_id = $1', [id]);
    expect(kept).toHaveLength(10);
    for (const { code_hash } of kept) expect(codes.map((c) => c.replace('-', ''))).not.toContain(code_hash);
    // Once on, it is not enrolled again over itself.
    expect((await post('/api/backoffice/me/totp', undefined, token)).statusCode).toBe(409);

    expect(await auditOf(id)).toEqual([{ staff_id: id, action: 'enable-totp', entity: 'staff', entity_id: String(id), before: { 'verificación en dos pasos': 'inactiva' }, after: { 'verificación en dos pasos': 'activa' } }]);
  });

  it('asks for the code after the password, takes each code once, and counts wrong codes as failed log-ins', async () => {
    await newStaff('doble@tienda.local');
    const { secret } = await enrol('doble@tienda.local');

    const first = await post('/api/backoffice/auth/log-in', { email: 'doble@tienda.local', password: PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(is(first.json(), StaffLogInResponse)).toBe(true);
    expect(first.json()).toMatchObject({ ok: true, step: 'code', message: 'Introduce el código de tu aplicación de autenticación.' });
    expect(first.json().token).toBeUndefined();
    const { stepToken } = first.json();

    // The step token is not a session.
    expect((await a.call('GET', '/api/backoffice/me', { token: stepToken })).json()).toEqual(SIGN_IN);
    const wrong = await post('/api/backoffice/auth/code', { stepToken, code: '000000' === (await codeOf(secret, 1)) ? '111111' : '000000' });
    expect(wrong.json()).toEqual(WRONG_CODE);

    // The enrolment used this period's code: the next period's (one step of drift) signs in.
    const code = await codeOf(secret, 1);
    const signedIn = await post('/api/backoffice/auth/code', { stepToken, code });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await a.call('GET', '/api/backoffice/me', { token: signedIn.json().token })).json().staff.email).toBe('doble@tienda.local');
    // The step was used up, and the same code does not work twice.
    expect((await post('/api/backoffice/auth/code', { stepToken, code })).json()).toEqual(STEP_EXPIRED);
    const again = (await logIn('doble@tienda.local', PASSWORD)).stepToken;
    expect((await post('/api/backoffice/auth/code', { stepToken: again, code })).json()).toEqual(WRONG_CODE);

    // Four more wrong codes make five failures: the account waits, even with a right code.
    for (let i = 0; i < 4; i++) expect((await post('/api/backoffice/auth/code', { stepToken: again, code: '999999' === code ? '888888' : '999999' })).statusCode).toBe(401);
    const held = await post('/api/backoffice/auth/code', { stepToken: again, code: await codeOf(secret, 0) });
    expect(held.statusCode).toBe(429);
  });

  it('signs in with a recovery code once, and writes its use down', async () => {
    const id = await newStaff('sin-telefono@tienda.local');
    const { recoveryCodes } = await enrol('sin-telefono@tienda.local');
    const { stepToken } = await logIn('sin-telefono@tienda.local', PASSWORD);
    // Typed in capitals and without the dash, as people copy them.
    const signedIn = await post('/api/backoffice/auth/code', { stepToken, code: recoveryCodes[3]!.replace('-', '').toUpperCase() });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const { token } = signedIn.json();
    expect((await a.call('GET', '/api/backoffice/me/security', { token })).json()).toEqual({ ok: true, totpEnabled: true, recoveryCodesLeft: 9 });

    const { stepToken: next } = await logIn('sin-telefono@tienda.local', PASSWORD);
    expect((await post('/api/backoffice/auth/code', { stepToken: next, code: recoveryCodes[3] })).json()).toEqual(WRONG_CODE);
    expect((await auditOf(id)).map((row) => row.action)).toEqual(['enable-totp', 'use-recovery-code']);
  });

  it('lets a member change their password with the current one, under the staff rule, signing out their other devices', async () => {
    const id = await newStaff('cambia@tienda.local');
    const { token } = await logIn('cambia@tienda.local', PASSWORD);
    const { token: elsewhere } = await logIn('cambia@tienda.local', PASSWORD);
    const change = (currentPassword: string, newPassword: string) => post('/api/backoffice/me/password', { currentPassword, newPassword }, token);

    expect((await change('no-es-la-actual', 'una-clave-nueva-larga')).json()).toEqual({ ok: false, message: 'La contraseña actual no es correcta.' });
    expect((await change(PASSWORD, 'corta')).json()).toEqual({ ok: false, message: 'La contraseña debe tener entre 12 y 64 caracteres.' });
    expect((await change(PASSWORD, 'password1234')).json()).toEqual({ ok: false, message: 'Esa contraseña es muy común. Elige otra más difícil de adivinar.' });
    expect((await change(PASSWORD, 'soy-cambia-de-nuevo')).json()).toEqual({ ok: false, message: 'La contraseña no puede contener el correo electrónico de la cuenta.' });

    const done = await change(PASSWORD, 'una-clave-nueva-larga');
    expect(done.json()).toEqual({ ok: true, message: 'Contraseña actualizada.' });
    expect((await a.call('GET', '/api/backoffice/me', { token })).statusCode).toBe(200);
    expect((await a.call('GET', '/api/backoffice/me', { token: elsewhere })).json()).toEqual(SIGN_IN);
    expect((await post('/api/backoffice/auth/log-in', { email: 'cambia@tienda.local', password: PASSWORD })).statusCode).toBe(401);
    await logIn('cambia@tienda.local', 'una-clave-nueva-larga');
    expect(await auditOf(id)).toEqual([{ staff_id: id, action: 'change-password', entity: 'staff', entity_id: String(id), before: null, after: null }]);
  });

  it("lets an admin set a temporary password: the member is signed out and picks a new one at the next log-in", async () => {
    const id = await newStaff('olvido@tienda.local');
    const { token: memberToken } = await logIn('olvido@tienda.local', PASSWORD);
    const adminId = (await a.call('GET', '/api/backoffice/me', { token: admin })).json().staff.id;

    const operador = (await logIn('olvido@tienda.local', PASSWORD)).token;
    expect((await post(`/api/backoffice/staff/${adminId}/password`, { temporaryPassword: 'temporal-de-prueba-1' }, operador)).statusCode).toBe(403);
    expect((await post(`/api/backoffice/staff/${adminId}/password`, { temporaryPassword: 'temporal-de-prueba-1' }, admin)).statusCode).toBe(409);
    expect((await post(`/api/backoffice/staff/${id}/password`, { temporaryPassword: 'corta' }, admin)).statusCode).toBe(400);

    const reset = await post(`/api/backoffice/staff/${id}/password`, { temporaryPassword: 'temporal-de-prueba-1' }, admin);
    expect(reset.json()).toEqual({ ok: true, message: 'Contraseña temporal guardada. Pídele a la persona que inicie sesión con ella y elija una nueva.' });
    expect((await a.call('GET', '/api/backoffice/me', { token: memberToken })).json()).toEqual(SIGN_IN);
    expect((await post('/api/backoffice/auth/log-in', { email: 'olvido@tienda.local', password: PASSWORD })).statusCode).toBe(401);

    const temporary = await logIn('olvido@tienda.local', 'temporal-de-prueba-1');
    expect(temporary).toMatchObject({ ok: true, step: 'new-password', message: 'Tu contraseña es temporal: elige una nueva para continuar.' });
    const { stepToken } = temporary;
    expect((await post('/api/backoffice/auth/new-password', { stepToken, newPassword: 'temporal-de-prueba-1' })).json()).toEqual({ ok: false, message: 'Elige una contraseña distinta de la temporal.' });
    expect((await post('/api/backoffice/auth/new-password', { stepToken, newPassword: 'abc' })).statusCode).toBe(400);
    const chosen = await post('/api/backoffice/auth/new-password', { stepToken, newPassword: 'mi-clave-elegida-1' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await a.call('GET', '/api/backoffice/me', { token: chosen.json().token })).statusCode).toBe(200);
    expect((await post('/api/backoffice/auth/new-password', { stepToken, newPassword: 'otra-clave-elegida' })).json()).toEqual(STEP_EXPIRED);
    // From now on the chosen password signs straight in.
    expect((await logIn('olvido@tienda.local', 'mi-clave-elegida-1')).token).toBeDefined();

    expect(await auditOf(id)).toEqual([
      { staff_id: adminId, action: 'reset-password', entity: 'staff', entity_id: String(id), before: null, after: { contraseña: 'temporal (se cambia al ingresar)' } },
      { staff_id: id, action: 'change-password', entity: 'staff', entity_id: String(id), before: null, after: null },
    ]);
  });

  it('asks an enrolled member with a temporary password for the code first, then the new password', async () => {
    const id = await newStaff('ambos@tienda.local');
    const { secret } = await enrol('ambos@tienda.local');
    expect((await post(`/api/backoffice/staff/${id}/password`, { temporaryPassword: 'temporal-de-prueba-2' }, admin)).statusCode).toBe(200);
    const { stepToken } = await logIn('ambos@tienda.local', 'temporal-de-prueba-2');
    const afterCode = await post('/api/backoffice/auth/code', { stepToken, code: await codeOf(secret, 1) });
    expect(afterCode.json()).toMatchObject({ ok: true, step: 'new-password' });
    const chosen = await post('/api/backoffice/auth/new-password', { stepToken: afterCode.json().stepToken, newPassword: 'la-nueva-elegida-2' });
    expect(chosen.statusCode, chosen.body).toBe(200);
  });
});
