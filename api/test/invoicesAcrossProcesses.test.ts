import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres';
import { throwawayCertificate } from '../src/providers/arca/certificates';
import { arcaSandbox, type ArcaSandbox } from '../src/providers/arca/sandbox';
import { DEMO_ADMIN } from '../src/seed/demoAdmin';
import { seedDemo } from '../src/seed/seedDemo';
import { startCluster, type Cluster } from './postgresCluster';
import { guestOrder, startShopProcess, type ShopProcess } from './shopProcess';

/**
 * Invoicing as an operator runs it at scale: two server processes on one PostgreSQL, both pointed at
 * one ARCA (a sandbox this suite serves, as ARCA is one for every process), paying orders through
 * both while ARCA loses an answer after authorizing: every order gets one invoice, numbered 1..N.
 */
const ORDERS = 12;

let cluster: Cluster;
let db: Database;
let arca: FastifyInstance;
let sandbox: ArcaSandbox;
let a: ShopProcess;
let b: ShopProcess;

const call = (shop: ShopProcess, route: string, method = 'GET', body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${shop.port}${route}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  });

beforeAll(async () => {
  cluster = await startCluster();
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE shop');
  await admin.end();
  db = await openPostgres(cluster.url('shop'), () => {});
  await migrate(db);
  await seedDemo(db, inject('testImagesDir'));

  const dataDir = mkdtempSync(path.join(tmpdir(), 'tienda-facturas-'));
  symlinkSync(inject('testImagesDir'), path.join(dataDir, 'images'));
  // The certificate both processes sign with, and the one the sandbox trusts.
  const certificate = await throwawayCertificate(dataDir, 'arca-compartido');
  sandbox = arcaSandbox({ certificatePem: certificate.certificatePem });
  arca = Fastify();
  await arca.register(sandbox.plugin);
  const sandboxUrl = await arca.listen({ port: 0, host: '127.0.0.1' });

  const env = {
    DATABASE_URL: cluster.url('shop'),
    DATA_DIR: dataDir,
    JWT_SECRET: 'secreto-compartido-por-los-procesos-de-prueba',
    STOREFRONT_DIR: path.join(dataDir, 'sin-tienda'),
    SHUTDOWN_DRAIN_SECONDS: '1',
    ARCA_SANDBOX_URL: sandboxUrl,
    ARCA_CERT_PATH: certificate.certificatePath,
    ARCA_KEY_PATH: certificate.privateKeyPath,
    ARCA_TIMEOUT_SECONDS: '1',
    INVOICE_RETRY_SECONDS: '0.2',
  };
  [a, b] = await Promise.all([startShopProcess('A', env), startShopProcess('B', env)]);
}, 120_000);

afterAll(async () => {
  for (const shop of [a, b]) if (shop?.child.exitCode === null) shop.child.kill('SIGKILL');
  await db?.close();
  await arca?.close();
  await cluster?.stop();
});

describe('invoices from two server processes on one PostgreSQL and one ARCA', () => {
  it('gives every order paid through either process exactly one invoice, numbered 1..N without gap or repeat, though an answer is lost', async () => {
    const [product] = await db.query<{ id: number; final_price: number }>('UPDATE products SET stock = 100 WHERE id = 2 RETURNING id, final_price::float8 AS final_price');
    const orders: number[] = [];
    for (let i = 0; i < ORDERS; i += 1) {
      const res = await call(i % 2 ? a : b, '/api/order/guest', 'POST', guestOrder(product!));
      expect(res.status).toBe(201);
      orders.push(((await res.json()) as { orderCreated: { id: number } }).orderCreated.id);
    }
    const logIn = await call(a, '/api/backoffice/auth/log-in', 'POST', { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    const { token } = (await logIn.json()) as { token: string };

    // ARCA authorizes one of them and its answer never comes back.
    sandbox.failNext('lostAnswer', 'FECAESolicitar');
    const paid = await Promise.all(
      orders.map((id, i) => call(i % 2 ? b : a, `/api/backoffice/orders/${id}/paid`, 'POST', undefined, { authorization: `Bearer ${token}` }).then((res) => res.status)),
    );
    expect(paid).toEqual(orders.map(() => 200));

    const deadline = Date.now() + 60_000;
    for (;;) {
      const [{ issued }] = (await db.query<{ issued: number }>(`SELECT count(*)::int AS issued FROM invoices WHERE state = 'issued'`)) as [{ issued: number }];
      if (issued === ORDERS) break;
      if (Date.now() > deadline) throw new Error(`Emitidas ${issued} de ${ORDERS}.\n${[...a.log, ...b.log].filter((line) => line.includes('comprobante')).slice(-20).join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const rows = await db.query<{ order_id: number; number: number; cae: string; attempts: number }>(
      `SELECT order_id, number, cae, attempts FROM invoices WHERE kind = 'facturaB' ORDER BY number`,
    );
    expect(rows.map((row) => row.order_id).sort((x, y) => x - y)).toEqual([...orders].sort((x, y) => x - y));
    expect(rows.map((row) => row.number)).toEqual(orders.map((_, index) => index + 1));
    const authorized = sandbox.authorized(1, 6);
    expect(authorized.map((voucher) => voucher.number)).toEqual(orders.map((_, index) => index + 1));
    expect(rows.map((row) => row.cae)).toEqual(authorized.map((voucher) => voucher.cae));
    // The lost answer was looked up on a later try, not asked again.
    expect(Math.max(...rows.map((row) => row.attempts))).toBeGreaterThanOrEqual(2);
    // One WSAA log-in served both processes.
    expect(sandbox.logins).toBe(1);
  }, 90_000);
});
