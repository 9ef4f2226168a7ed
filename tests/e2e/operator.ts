import { expect, type APIRequestContext } from '@playwright/test';

/** The demo staff the shop seeds outside production (api/src/seed/README.md): the journeys act as the staff through them. */
export const DEMO_ADMIN = { email: 'admin@tienda.local', password: 'admin1234' };
export const DEMO_OPERADOR = { email: 'operador@tienda.local', password: 'operador1234' };

/** An access token of the demo operator, signed in at the back office's log-in. */
export async function operatorToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/backoffice/auth/log-in', { data: DEMO_OPERADOR });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}
