import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './src/app';
import { readSettings } from './src/settings';
import { seedDemo } from './src/seed/seedDemo';
import { openPglite } from './src/db/pglite';
import { migrate } from './src/db/migrate';
import { DEMO_ADMIN } from './src/seed/demoAdmin';
const db = await openPglite(); await migrate(db);
const dataDir = mkdtempSync(path.join(tmpdir(), 'm-'));
const settings = { ...readSettings({ DATA_DIR: dataDir }) };
await seedDemo(db, settings.imagesDir);
const app = await buildApp({ settings, db, logger: false });
let phase = 'start';
for (const hook of ['onRequest', 'preParsing', 'preValidation', 'preHandler', 'onSend'] as const) app.addHook(hook, async () => { phase = hook; });
await app.ready();
const token = (await app.inject({ method: 'POST', url: '/api/backoffice/auth/log-in', payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } })).json().token;
const lines = Array.from({ length: 200_000 }, (_, i) => `${i + 1},5`);
const body = JSON.stringify({ csv: `id,stock\n${lines.join('\n')}\n` });
for (let k = 0; k < 2; k++) {
  let last = performance.now(); const gaps: string[] = [];
  const timer = setInterval(() => { const now = performance.now(); if (now - last > 25) gaps.push(`${Math.round(now - last)}ms before ${phase}`); last = now; }, 1);
  const res = await app.inject({ method: 'POST', url: '/api/backoffice/products/prices-and-stock', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: body });
  clearInterval(timer);
  console.log(res.statusCode, gaps.join(', '));
}
await app.close(); await db.close();
