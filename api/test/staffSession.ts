import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '@tienda/domain';
import { DEMO_ADMIN } from '../src/seed/demoAdmin';

let logIns = 0;
const PASSWORD = 'clave-del-personal1';

async function logIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  // Each from its own address: the log-in limit counts per address.
  const remoteAddress = `10.77.${(++logIns >> 8) & 255}.${logIns & 255}`;
  const res = await app.inject({ method: 'POST', url: '/api/backoffice/auth/log-in', payload: { email, password }, remoteAddress });
  if (res.statusCode !== 200) throw new Error(`log-in as ${email}: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

/**
 * An access token of a staff member of the given role on a seeded test app: the demo admin's, or a
 * new `operador` account the demo admin creates.
 */
export async function staffToken(app: FastifyInstance, role: StaffRole = 'admin'): Promise<string> {
  const admin = await logIn(app, DEMO_ADMIN.email, DEMO_ADMIN.password);
  if (role === 'admin') return admin;
  const email = `operador${++logIns}@tienda.local`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/backoffice/staff',
    headers: { authorization: `Bearer ${admin}` },
    payload: { email, name: 'Operador de Prueba', role, password: PASSWORD },
  });
  if (res.statusCode !== 201) throw new Error(`new ${role}: ${res.statusCode} ${res.body}`);
  return logIn(app, email, PASSWORD);
}
