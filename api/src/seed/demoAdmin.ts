import type { Queryable } from '../db/database';
import { hashPassword } from '../modules/auth/passwords';
import { createStaff } from '../modules/backoffice/staffQueries';

/** The demo's back-office admin (api/src/seed/README.md). */
export const DEMO_ADMIN = { email: 'admin@tienda.local', name: 'Admin Demo', password: 'admin1234' };

/** The demo's back-office operator: orders, withdrawals and stock, nothing else (api/src/seed/README.md). */
export const DEMO_OPERADOR = { email: 'operador@tienda.local', name: 'Operador Demo', password: 'operador1234' };

/** The demo staff, seeded with the demo member: never in production, where their passwords are public. */
export async function seedDemoAdmin(tx: Queryable): Promise<void> {
  await createStaff(tx, { email: DEMO_ADMIN.email, name: DEMO_ADMIN.name, role: 'admin', passwordHash: await hashPassword(DEMO_ADMIN.password) });
  await createStaff(tx, { email: DEMO_OPERADOR.email, name: DEMO_OPERADOR.name, role: 'operador', passwordHash: await hashPassword(DEMO_OPERADOR.password) });
}
