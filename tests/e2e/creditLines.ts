import { expect, type APIRequestContext } from '@playwright/test';
import { unusedCuil } from './cuils';
import { DEMO_ADMIN } from './operator';

/** The sandbox engine's approved lines as the demo seeds them: a large one, and a small one ("nearly there" above $ 300.000). */
const LINES = {
  large: { maximoCapital: 2_000_000, maximoCuota: 250_000 },
  small: { maximoCapital: 300_000, maximoCuota: 40_000 },
};
export type LineSize = keyof typeof LINES;

/**
 * A CUIL is one account's, so each journey's member gets a new one; the demo admin loads its
 * credit line through the back office's import, as the operator would.
 */
export async function cuilWithLine(request: APIRequestContext, size: LineSize): Promise<string> {
  const cuil = unusedCuil();
  const { maximoCapital, maximoCuota } = LINES[size];
  const logIn = await request.post('/api/backoffice/auth/log-in', { data: DEMO_ADMIN });
  expect(logIn.status(), await logIn.text()).toBe(200);
  const { token } = (await logIn.json()) as { token: string };
  const csv = `cuil,resultado,respuesta_motor,maximo_capital,maximo_cuota\n${cuil},APROBADO,Cliente con cupo pre-aprobado.,${maximoCapital},${maximoCuota}\n`;
  const imported = await request.post('/api/backoffice/credit-lines/import', { headers: { authorization: `Bearer ${token}` }, data: { csv } });
  expect(imported.status(), await imported.text()).toBe(200);
  return cuil;
}

/** A member with a verified e-mail and a CUIL of their own with an approved line of this size (Marta Suárez). */
export async function memberWithLine(request: APIRequestContext, line: LineSize, password: string): Promise<string> {
  const cuil = await cuilWithLine(request, line);
  const email = `socio.${cuil}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@ejemplo.com`;
  // The sign-up answers the same for any e-mail; the password just chosen signs the new account in.
  await request.post('/api/auth/sign-up', { data: { email, password } });
  const signed = await (await request.post('/api/auth/log-in', { data: { email, password } })).json();
  const headers = { Authorization: `Bearer ${signed.token}` };
  await request.post('/api/user/first-data', { headers, data: { first_name: 'Marta', last_name: 'Suárez', cuil } });
  await request.post('/api/user/second-data', { headers, data: { birthday: '02/05/1985', phone: '3515551234' } });
  const { mails } = await (await request.get('/dev/mailbox')).json();
  const code = /\b(\d{5})\b/.exec(mails.find((m: { to: string }) => m.to === email).text)![1];
  await request.post('/api/auth/verify-email', { headers, data: { code } });
  return email;
}
