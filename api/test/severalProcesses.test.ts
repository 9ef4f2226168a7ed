import { mkdtempSync, symlinkSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres';
import { expireUnpaidOrders } from '../src/modules/orders/orderStates';
import { seedDemo } from '../src/seed/seedDemo';
import { startCluster, type Cluster } from './postgresCluster';
import { guestOrder, startShopProcess, type ShopProcess } from './shopProcess';

/**
 * The shop as an operator runs it at scale: two server processes (`npm run start -w @tienda/api`)
 * on one PostgreSQL server of their own, which this suite stops and starts like a restart would.
 */
const LOG_IN_LIMIT = 5;

let cluster: Cluster;
let db: Database;
let a: ShopProcess;
let b: ShopProcess;
let shopEnv: NodeJS.ProcessEnv;

const url = (shop: ShopProcess, route: string) => `http://127.0.0.1:${shop.port}${route}`;
const get = (shop: ShopProcess, route: string) => fetch(url(shop, route), { signal: AbortSignal.timeout(15_000) });
const post = (shop: ShopProcess, route: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url(shop, route), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });

async function until(condition: () => Promise<boolean>, timeoutMs: number, describeFailure: () => string = () => '') {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`No pasó a tiempo.\n${describeFailure()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A product of the demo catalogue given exactly `stock` units, so a test owns its numbers. */
async function productWithStock(id: number, stock: number) {
  const [row] = await db.query<{ id: number; final_price: number }>(
    'UPDATE products SET stock = $2 WHERE id = $1 RETURNING id, final_price::float8 AS final_price',
    [id, stock],
  );
  return row!;
}

/** Units of a product held by orders still standing, plus those on the shelf: never more nor less than was there. */
async function accountedUnits(productId: number) {
  const [row] = await db.query<{ stock: number; held: number }>(
    `SELECT p.stock, coalesce((SELECT sum(i.quantity) FROM order_items i JOIN orders o ON o.id = i.order_id
                                WHERE i.product_id = p.id AND o.status NOT IN ('expired', 'cancelled')), 0)::int AS held
       FROM products p WHERE p.id = $1`,
    [productId],
  );
  return row!.stock + row!.held;
}

/** Holds a product's row locked until released: orders for it wait inside their transaction. */
async function lockProduct(productId: number) {
  const client = new pg.Client({ connectionString: cluster.url('shop') });
  await client.connect();
  await client.query('BEGIN');
  await client.query('SELECT id FROM products WHERE id = $1 FOR UPDATE', [productId]);
  return {
    // Asked on another connection: inside a transaction pg_stat_activity would stay as first read.
    waiting: async () =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = 'shop' AND wait_event_type = 'Lock'`))[0]!.n,
    release: async () => {
      await client.query('COMMIT');
      await client.end();
    },
  };
}

beforeAll(async () => {
  cluster = await startCluster();
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE shop');
  await admin.end();
  db = await openPostgres(cluster.url('shop'), () => {});
  await migrate(db);
  await seedDemo(db, inject('testImagesDir'));

  // One data folder for both, as a shared volume would be: the pictures live there.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tienda-procesos-'));
  symlinkSync(inject('testImagesDir'), path.join(dataDir, 'images'));
  const env = {
    DATABASE_URL: cluster.url('shop'),
    DATA_DIR: dataDir,
    JWT_SECRET: 'secreto-compartido-por-los-procesos-de-prueba',
    RATE_LIMIT_LOG_IN: String(LOG_IN_LIMIT),
    // The API alone: the pages' render is the end-to-end suite's.
    STOREFRONT_DIR: path.join(dataDir, 'sin-tienda'),
    // A stop drains for a second here, five in the shop's default.
    SHUTDOWN_DRAIN_SECONDS: '1',
  };
  shopEnv = env;
  [a, b] = await Promise.all([startShopProcess('A', env), startShopProcess('B', env)]);
}, 120_000);

afterAll(async () => {
  for (const shop of [a, b]) if (shop?.child.exitCode === null) shop.child.kill('SIGKILL');
  await db?.close();
  await cluster?.stop();
});

describe('two server processes on one PostgreSQL', () => {
  it('sells the last units once, with the orders split between both processes', async () => {
    const product = await productWithStock(3, 5);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => post(i % 2 ? a : b, '/api/order/guest', guestOrder(product)).then((res) => res.status)),
    );
    expect(answers.filter((status) => status === 201)).toHaveLength(5);
    expect(answers.filter((status) => status === 409)).toHaveLength(11);
    const [{ stock }] = (await db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [product.id])) as [{ stock: number }];
    expect(stock).toBe(0);
  });

  it('counts a log-in limit across processes: the attempts alternate and the sixth is refused', async () => {
    const tries = [];
    for (let i = 0; i < LOG_IN_LIMIT + 1; i++) {
      const res = await post(i % 2 ? a : b, '/api/auth/log-in', { email: 'victima@ejemplo.com', password: `intento-${i}` });
      tries.push(res.status);
    }
    expect(tries).toEqual([...Array(LOG_IN_LIMIT).fill(401), 429]);
    const refused = await post(a, '/api/auth/log-in', { email: 'victima@ejemplo.com', password: 'otra' });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Demasiados intentos/);
  });

  it('answers 503 while PostgreSQL is down, stays alive, and serves again when it is back', async () => {
    const product = await productWithStock(4, 10);
    const [{ count: ordersBefore }] = (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM orders')) as [{ count: number }];
    await cluster.stopServer();
    try {
      for (const shop of [a, b]) {
        const started = Date.now();
        const res = await get(shop, `/api/product/${product.id}`);
        expect(Date.now() - started).toBeLessThan(5_000);
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect(await res.json()).toEqual({ ok: false, message: 'La tienda no está disponible en este momento. Intenta de nuevo en unos segundos.' });

        const order = await post(shop, '/api/order/guest', guestOrder(product));
        expect(order.status).toBe(503);
        expect((await get(shop, '/health/ready')).status).toBe(503);
        expect((await get(shop, '/health/live')).status).toBe(200);
        expect(shop.child.exitCode).toBeNull();
      }
    } finally {
      await cluster.startServer();
    }
    const back = Date.now();
    for (const shop of [a, b]) {
      await until(async () => (await get(shop, `/api/product/${product.id}`)).status === 200, 10_000, () => shop.log.slice(-10).join('\n'));
      expect((await get(shop, '/health/ready')).status).toBe(200);
    }
    expect(Date.now() - back).toBeLessThan(10_000);
    // Nothing was written by the refused orders, and a new one goes through.
    const [{ count: ordersAfter }] = (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM orders')) as [{ count: number }];
    expect(ordersAfter).toBe(ordersBefore);
    expect((await post(a, '/api/order/guest', guestOrder(product))).status).toBe(201);
    expect(await accountedUnits(product.id)).toBe(10);
  });

  it('expires unpaid orders once when two sweepers run over them together', async () => {
    const product = await productWithStock(5, 20);
    for (let i = 0; i < 8; i++) expect((await post(i % 2 ? a : b, '/api/order/guest', guestOrder(product, 'Mercado Pago'))).status).toBe(201);
    expect((await db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [product.id]))[0]!.stock).toBe(12);
    await db.query(`UPDATE orders SET expires_at = now() - interval '1 minute' WHERE status = 'pending_payment' AND payment_method = 'Mercado Pago'`);

    // Two sweepers of their own, each with its own pool, as two processes would have.
    const other = await openPostgres(cluster.url('shop'), () => {});
    try {
      const now = new Date();
      const [first, second] = await Promise.all([expireUnpaidOrders(db, now), expireUnpaidOrders(other, now)]);
      expect(first.length + second.length).toBe(8);
      expect(first.filter((id) => second.includes(id))).toEqual([]);
    } finally {
      await other.close();
    }
    expect((await db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [product.id]))[0]!.stock).toBe(20);
  });

  it('loses no order when one process is killed in a burst of orders: every order whole, the other keeps serving', async () => {
    const product = await productWithStock(6, 100);
    const lock = await lockProduct(product.id);
    const fromA = Array.from({ length: 8 }, () => post(a, '/api/order/guest', guestOrder(product)).then((res) => res.status, () => 'cortada'));
    const fromB = Array.from({ length: 8 }, () => post(b, '/api/order/guest', guestOrder(product)).then((res) => res.status, () => 'cortada'));
    // Both processes' orders are inside their transactions, waiting for the product's row.
    await until(async () => (await lock.waiting()) >= 16, 15_000);
    a.child.kill('SIGKILL');
    await a.exited;
    await lock.release();

    expect(await Promise.all(fromA)).toEqual(Array(8).fill('cortada'));
    expect(await Promise.all(fromB)).toEqual(Array(8).fill(201));
    // The killed process's transactions were rolled back by PostgreSQL: 8 orders, 8 units gone.
    await until(async () => (await lock.waiting()) === 0, 10_000);
    const orders = await db.query<{ id: number; lines: number }>(
      `SELECT o.id, (SELECT count(*)::int FROM order_items i WHERE i.order_id = o.id) AS lines
         FROM orders o WHERE EXISTS (SELECT FROM order_items i WHERE i.order_id = o.id AND i.product_id = $1)`,
      [product.id],
    );
    expect(orders).toHaveLength(8);
    expect(orders.every((order) => order.lines === 1)).toBe(true);
    expect(await accountedUnits(product.id)).toBe(100);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders o WHERE NOT EXISTS (SELECT FROM order_items i WHERE i.order_id = o.id)'))[0]!.n).toBe(0);
    expect((await get(b, `/api/product/${product.id}`)).status).toBe(200);
  });

  it('on SIGTERM turns unready at once, answers every request in flight, then exits 0', async () => {
    const product = await productWithStock(7, 50);
    const lock = await lockProduct(product.id);
    const inFlight = Array.from({ length: 6 }, () => post(b, '/api/order/guest', guestOrder(product)).then((res) => res.status, () => 'cortada'));
    await until(async () => (await lock.waiting()) >= 6, 15_000);
    b.child.kill('SIGTERM');
    // Draining: no longer ready for the load balancer, still waiting for its orders.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(b.child.exitCode).toBeNull();
    expect((await get(b, '/health/ready')).status).toBe(503);
    await lock.release();

    const released = Date.now();
    expect(await Promise.all(inFlight)).toEqual(Array(6).fill(201));
    expect(await b.exited).toBe(0);
    expect(Date.now() - released).toBeLessThan(5_000);
    expect(b.log.join('\n')).toMatch(/cerrado/);
    expect(await accountedUnits(product.id)).toBe(50);
  });

  it('a stream of calls on fresh connections across a SIGTERM: every call answered or refused, none cut', async () => {
    const c = await startShopProcess('C', shopEnv);
    /** One call on a connection of its own, as a load balancer's new connections are. */
    const call = () =>
      new Promise<string>((resolve) => {
        const request = httpGet({ host: '127.0.0.1', port: c.port, path: '/api/category/all', agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve(String(res.statusCode)));
          res.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        });
        request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      });
    const outcomes: string[] = [];
    for (let i = 0; i < 300; i++) {
      outcomes.push(await call());
      if (i === 19) c.child.kill('SIGTERM');
      if (outcomes.at(-1) === 'ECONNREFUSED') break;
    }
    expect(await c.exited).toBe(0);
    // While draining it went on serving; a call after it stopped listening is refused, never reset.
    expect(outcomes.filter((outcome) => !['200', '503', 'ECONNREFUSED'].includes(outcome))).toEqual([]);
    expect(outcomes.filter((outcome) => outcome === '200').length).toBeGreaterThan(20);
  });
});
