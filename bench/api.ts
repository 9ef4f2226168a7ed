// Sections 2 (API) and 3 (orders): the shop's API on each database, under autocannon's load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { TERMS_VERSION, type ProductFilter } from '@tienda/domain';
import { startCluster, type Cluster } from '../api/test/postgresCluster';
import { runMix, type MixResults } from './mix';
import { freePort, onInterrupt, run, startChild, type Child } from './lib/processes';
import { fixed, ms, percent, percentile, table } from './lib/table';

export type DatabaseKind = 'pglite' | 'postgres';

export type LoadOptions = {
  root: string;
  databases: DatabaseKind[];
  products: number;
  connections: number;
  duration: number;
  warmup: number;
  api: boolean;
  orders: boolean;
  log: (line: string) => void;
};

/** One autocannon run, with latencies measured per response (autocannon's own summary has no p95). */
export type Load = { requests: number; ok: number; rps: number; p50?: number; p95?: number; p99?: number; seconds: number; codes: Record<string, number>; errors: number };

// What each measured call sends. The listing is a shopper on Explore: one category, two brands,
// a price range, cheapest first, page 3 (page 1 on the demo catalogue alone, which has no page 3 of
// it). The search is the search page's first page for a word that many products share; the
// suggestions are the header's call for a typo ('samsumg').
export const LISTING = { filter: { categoryIds: [1], brandIds: [1, 2], minPrice: 150_000, maxPrice: 900_000, sort: 'asc' } satisfies ProductFilter };
export const listingPage = (products: number) => (products > 1000 ? 3 : 1);
export const SEARCH = { page: 1, filter: { categoryIds: [], brandIds: [], search: 'auriculares inalambricos' } satisfies ProductFilter };
export const SUGGEST = 'samsumg';
/**
 * The back office's product search (GET /api/backoffice/products, signed in as the demo admin): the
 * same words as the shop's search, over every product, active or not, 25 a page with the total.
 */
export const STAFF_SEARCH = { q: 'auriculares inalambricos' };
const DEMO_ADMIN = { email: 'admin@tienda.local', password: 'admin1234' };

/** Terms a shopper types, each with what makes it hard: the search-quality table shows what they find. */
export const QUALITY_TERMS: [term: string, kind: string][] = [
  ['samsung', 'a brand'],
  ['samsumg', 'one typo'],
  ['auriculares inalambricos', 'accents missing, two words'],
  ['inalambricos auriculares', 'the same words the other way round'],
  ['parlante jbl', 'two words'],
  ['jbl flip', 'a brand and a model'],
  ['galaxy a55', 'a model number'],
  ['wh1000xm5', 'a model number without its hyphen'],
  ['HD9200', 'a model number in capitals'],
  ['freidora de aire', 'three words'],
  ['pava electrica', 'accents missing'],
  ['licuadra', 'one typo'],
  ['smartwach', 'one letter missing'],
  ['robot aspirador xiaomi', 'three words, a brand'],
  ['celular', "a category's name, in no product's name"],
];

/** A call to load: the shop's (on its port), or the benchmark's own (`side`, on the bare instance's). */
type Endpoint = { name: string; side?: boolean; request: () => autocannon.Request };

const json = { 'content-type': 'application/json' };
const put = (path: string, body: unknown): autocannon.Request => ({ method: 'PUT', path, headers: json, body: JSON.stringify(body) });
const endpoints = (page: number, staffToken: string): Endpoint[] => [
  { name: `PUT /api/product/filter/${page} (listing)`, request: () => put(`/api/product/filter/${page}`, LISTING.filter) },
  { name: `PUT /api/product/filter/${SEARCH.page} (search)`, request: () => put(`/api/product/filter/${SEARCH.page}`, SEARCH.filter) },
  { name: 'GET /api/product/search (suggestions)', request: () => ({ method: 'GET', path: `/api/product/search?q=${encodeURIComponent(SUGGEST)}` }) },
  // Nothing kept between requests (the back office reads the catalogue as it is): compare it with the
  // shop's search with nothing kept, below, and with bare.
  {
    name: 'GET /api/backoffice/products (back-office search)',
    request: () => ({ method: 'GET', path: `/api/backoffice/products?q=${encodeURIComponent(STAFF_SEARCH.q)}`, headers: { authorization: `Bearer ${staffToken}` } }),
  },
  // The same three with nothing kept (bench/server.ts): what the first request after a catalogue
  // change costs, every statement run. Served by the bare instance, without the shop's hooks.
  { name: `PUT /control/listing/${page} (listing, nothing kept)`, side: true, request: () => put(`/control/listing/${page}`, LISTING.filter) },
  { name: `PUT /control/listing/${SEARCH.page} (search, nothing kept)`, side: true, request: () => put(`/control/listing/${SEARCH.page}`, SEARCH.filter) },
  { name: 'GET /control/suggestions (suggestions, nothing kept)', side: true, request: () => ({ method: 'GET', path: `/control/suggestions?q=${encodeURIComponent(SUGGEST)}` }) },
  // The sitemap's index (product pages and the JSON by id are in the mix: mix.ts).
  { name: 'GET /sitemap.xml', request: () => ({ method: 'GET', path: '/sitemap.xml' }) },
];

export async function load(url: string, request: autocannon.Request, options: { connections: number; duration?: number; amount?: number }): Promise<Load> {
  const latencies: number[] = [];
  const codes: Record<string, number> = {};
  let errors = 0;
  let instance: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url,
        connections: options.connections,
        ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? 10 }),
        requests: [request],
        timeout: 30,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance!.on('response', (_client, statusCode, _bytes, responseTime) => {
    codes[statusCode] = (codes[statusCode] ?? 0) + 1;
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  instance!.on('reqError', () => errors++);
  const result = await finished;
  latencies.sort((a, b) => a - b);
  const requests = Object.values(codes).reduce((a, b) => a + b, 0);
  const seconds = result.duration;
  return {
    requests,
    ok: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    seconds,
    codes,
    errors: errors + result.timeouts,
  };
}

type Started = { child: Child; port: number; sidePort: number; info: { kind: string; version: string; products: number }; seedSeconds: number; done: () => Promise<void> };

/**
 * A fresh database of this kind, filled by `npm run seed -- --products N` as a shop owner would
 * (it ends with VACUUM ANALYZE), then the bench server (bench/server.ts) on it.
 */
async function startServer(kind: DatabaseKind, options: LoadOptions): Promise<Started> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `tienda-bench-${kind}-`));
  let cluster: Cluster | undefined;
  let child: Child | undefined;
  const done = async () => {
    forget();
    await child?.stop();
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const forget = onInterrupt(done);
  try {
    let databaseUrl = '';
    if (kind === 'postgres') {
      cluster = await startCluster();
      const admin = new pg.Client({ connectionString: cluster.url('postgres') });
      await admin.connect();
      await admin.query('CREATE DATABASE bench');
      await admin.end();
      databaseUrl = cluster.url('bench');
    }
    // The bench is one address placing thousands of guest orders: the anti-hoarding limits would
    // measure 429s, not orders.
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      GUEST_ORDERS_PER_EMAIL: '1000000',
      GUEST_ORDERS_PER_CUIL: '1000000',
      GUEST_ORDERS_PER_ADDRESS: '1000000',
    };
    const started = performance.now();
    const seeded = await run(path.join(options.root, 'node_modules/.bin/tsx'), ['api/scripts/seed.mts', '--products', String(options.products)], {
      cwd: options.root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (seeded !== 0) throw new Error(`npm run seed failed on ${kind} (exit ${seeded})`);
    const seedSeconds = Number(((performance.now() - started) / 1000).toFixed(1));

    const [port, sidePort] = [await freePort(), await freePort()];
    child = startChild(path.join(options.root, 'node_modules/.bin/tsx'), ['bench/server.ts'], {
      cwd: options.root,
      env: { ...env, PORT: String(port), BENCH_SIDE_PORT: String(sidePort) },
      stdoutFile: path.join(dataDir, 'server.log'),
    });
    const deadline = Date.now() + 5 * 60_000;
    for (;;) {
      const ready = /BENCH_READY (.*)/.exec(child.output());
      if (ready) return { child, port, sidePort, info: JSON.parse(ready[1]!), seedSeconds, done };
      if (child.process.exitCode !== null || Date.now() > deadline) throw new Error(`The bench server did not start (${kind}):\n${child.output().slice(-4000)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    await done();
    throw error;
  }
}

/**
 * Waits until the server has worked off what a finished run left queued (requests autocannon
 * stopped waiting for still run to their end): one call through the database must come back fast.
 */
async function drain(base: string) {
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    try {
      await fetch(`${base}/api/category/all`, { signal: AbortSignal.timeout(60_000) }).then((res) => res.arrayBuffer());
      if (performance.now() - started < 50) break;
    } catch {
      // Still busy past the minute: ask again.
    }
  }
  await new Promise((r) => setTimeout(r, 500));
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: json, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** An access token of the demo admin (seeded with the demo shop), for the back office's calls. */
async function staffLogIn(base: string): Promise<string> {
  return (await post<{ token: string }>(`${base}/api/backoffice/auth/log-in`, DEMO_ADMIN)).token;
}

export type ApiRow = { database: DatabaseKind; endpoint: string; load: Load; bare: Load };
export type OrdersRow = {
  database: DatabaseKind;
  run: string;
  load: Load;
  sold: number;
  expectedSold: number;
  oversold: number;
  lowestStock: number;
  consistent: boolean;
};
export type DatabaseNotes = { database: DatabaseKind; version: string; products: number; seedSeconds: number; plans?: Record<string, string[]>; checks: string[] };

/** What a search finds: the search-quality table. */
export type QualityRow = { database: DatabaseKind; term: string; kind: string; total: number; capped: boolean; names: string[] };

export type LoadResults = { api: ApiRow[]; mix: MixResults[]; orders: OrdersRow[]; notes: DatabaseNotes[]; quality: QualityRow[] };

/** Checks each measured call answers 200 with something in it before loading it. */
async function sanityCheck(base: string, endpoint: Endpoint): Promise<string> {
  const request = endpoint.request();
  const res = await fetch(base + request.path, { method: request.method, headers: request.headers as Record<string, string>, body: request.body as string | undefined });
  if (!res.headers.get('content-type')?.includes('json')) {
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${endpoint.name} answered ${res.status}: ${text.slice(0, 200)}`);
    return `${endpoint.name}: ${text.length} characters of ${res.headers.get('content-type')}`;
  }
  const body = (await res.json()) as { data?: { products: unknown[]; totalPages: number }; products?: unknown[]; product?: unknown; total?: number };
  if (res.status !== 200) throw new Error(`${endpoint.name} answered ${res.status}: ${JSON.stringify(body)}`);
  const found = body.data
    ? `${body.data.products.length} products on the page, ${body.data.totalPages} pages`
    : body.total !== undefined
      ? `${body.products!.length} products on the page of ${body.total}`
      : body.products
        ? `${body.products.length} suggestions`
        : 'a product';
  if ((body.data && body.data.products.length === 0) || (body.products && body.products.length === 0)) throw new Error(`${endpoint.name} found nothing: the benchmark would measure an empty answer.`);
  return `${endpoint.name}: ${found}`;
}

/** The first page of the search page for each quality term: how many products, and the first three names. */
async function searchQuality(database: DatabaseKind, base: string): Promise<QualityRow[]> {
  const rows: QualityRow[] = [];
  for (const [term, kind] of QUALITY_TERMS) {
    const res = await fetch(`${base}/api/product/filter/1`, { method: 'PUT', headers: json, body: JSON.stringify({ search: term }) });
    const { data } = (await res.json()) as { data: { products: { name: string }[]; total: number; totalCapped: boolean } };
    rows.push({ database, term, kind, total: data.total, capped: data.totalCapped, names: data.products.slice(0, 3).map((p) => p.name) });
  }
  return rows;
}

export function qualityTable(rows: readonly QualityRow[]): string {
  return table(
    ['database', 'term', 'what makes it hard', 'found', 'first three'],
    rows.map((r) => [r.database, r.term, r.kind, r.capped ? `more than ${r.total}` : String(r.total), r.names.join(' · ') || '—']),
    ['l', 'l', 'l', 'r', 'l'],
  );
}

// The shop's own stack with no database work: a search for blanks is answered before any query.
const STACK = { name: "GET /api/product/search?q=%20 (the shop's stack, no database)", request: { method: 'GET', path: '/api/product/search?q=%20' } as autocannon.Request };

export async function runLoad(options: LoadOptions): Promise<LoadResults> {
  const results: LoadResults = { api: [], mix: [], orders: [], notes: [], quality: [] };
  if (options.api) {
    // The product pages are the storefront's server build: built now, so that the figures are of this code.
    options.log('[api] npm run build -w @tienda/storefront…');
    const built = await run('npm', ['run', 'build', '-w', '@tienda/storefront'], { cwd: options.root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (built !== 0) throw new Error(`npm run build -w @tienda/storefront failed (exit ${built})`);
  }
  for (const kind of options.databases) {
    options.log(`[${kind}] npm run seed -- --products ${options.products}, then the server…`);
    const server = await startServer(kind, options);
    const base = `http://127.0.0.1:${server.port}`;
    const side = `http://127.0.0.1:${server.sidePort}`;
    const notes: DatabaseNotes = { database: kind, ...server.info, seedSeconds: server.seedSeconds, checks: [] };
    results.notes.push(notes);
    options.log(`[${kind}] ${server.info.products} products (seed ${server.seedSeconds} s); ${server.info.version.split(',')[0]}`);
    try {
      // `amount`: that many requests, however long they take, instead of the fixed duration (and no warm-up).
      const measure = async (name: string, target: string, request: autocannon.Request, { amount }: { amount?: number } = {}) => {
        if (options.warmup > 0 && !amount) {
          await load(target, request, { connections: options.connections, duration: options.warmup });
          await drain(base);
        }
        const result = await load(target, request, { connections: options.connections, ...(amount ? { amount } : { duration: options.duration }) });
        await drain(base);
        options.log(`[${kind}] ${name}: ${result.rps.toFixed(0)} req/s, p95 ${fixed(result.p95, 1)} ms`);
        return result;
      };
      if (options.api) {
        const page = listingPage(server.info.products);
        const calls = endpoints(page, await staffLogIn(base));
        for (const endpoint of calls) notes.checks.push(await sanityCheck(endpoint.side ? side : base, endpoint));
        results.quality.push(...(await searchQuality(kind, base)));
        const bare = await measure('GET /bare', side, { method: 'GET', path: '/bare' });
        const stack = await measure(STACK.name, base, STACK.request);
        for (const endpoint of calls) {
          results.api.push({ database: kind, endpoint: endpoint.name, load: await measure(endpoint.name, endpoint.side ? side : base, endpoint.request()), bare });
        }
        results.mix.push(await runMix({ database: kind, base, side, staffToken: await staffLogIn(base), bare, measure, connections: options.connections, log: options.log }));
        results.api.push({ database: kind, endpoint: STACK.name, load: stack, bare });
        results.api.push({ database: kind, endpoint: 'GET /bare (separate Fastify, same process)', load: bare, bare });
        notes.plans = await post<Record<string, string[]>>(`${side}/control/explain`, {
          productId: Math.ceil(server.info.products / 2),
          listing: { ...LISTING, page },
          search: SEARCH,
          suggest: SUGGEST,
          staffSearch: STAFF_SEARCH,
        });
      }
      if (options.orders) results.orders.push(...(await runOrders(kind, base, side, options)));
    } finally {
      await server.done();
    }
  }
  return results;
}

const GUEST = { name: 'Lucía Gómez', email: 'lucia@ejemplo.com', phone: '1123456789', cuil: '27302223330' };

/** A guest's order for one unit, pickup at the default store, paid by transfer: the storefront's payload. */
const orderBody = (product: { id: number; final_price: string }) =>
  JSON.stringify({
    ...GUEST,
    shipmentMethod: 'Retiro en local',
    products: [{ productId: product.id, quantity: 1 }],
    totalPrice: Number(product.final_price),
    shippingCost: 0,
    carrierId: '0',
    paymentMethod: 'Transferencia',
    termsVersion: TERMS_VERSION,
  });

type Check = { products: { id: number; stock: number; sold: number; orders: number }[]; lowestStock: number; orders: number };

const POOL_STOCK = 1_000_000;
const HOT_STOCK = 200;

/**
 * Orders: 50 buyers for the fixed duration (after the warm-up), each order one unit of a product
 * from a pool of 500 (few collisions: the throughput), then 50 buyers at once for one product with 200 units (all
 * collide: exactly 200 must be sold, the rest refused with 409).
 */
async function runOrders(kind: DatabaseKind, base: string, side: string, options: LoadOptions): Promise<OrdersRow[]> {
  const { pool, hot } = await post<{ pool: { id: number; final_price: string }[]; hot: { id: number; final_price: string } }>(`${side}/control/orders/prepare`, {
    count: 500,
    stock: POOL_STOCK,
    hotStock: HOT_STOCK,
  });
  const bodies = pool.map(orderBody);
  let n = 0;
  const spread: autocannon.Request = { method: 'POST', path: '/api/order/guest', headers: json, setupRequest: (req) => ({ ...req, body: bodies[n++ % bodies.length] }) };
  const rows: OrdersRow[] = [];

  if (options.warmup > 0) {
    // Orders placed while warming up are counted in the books below like any other.
    await load(base, spread, { connections: options.connections, duration: options.warmup });
    await drain(base);
  }
  let check = await post<Check>(`${side}/control/orders/check`, { ids: pool.map((p) => p.id) });
  const soldBefore = check.products.reduce((sum, p) => sum + p.sold, 0);
  const spreadLoad = await load(base, spread, { connections: options.connections, duration: options.duration });
  await drain(base);
  options.log(`[${kind}] orders, 500 products: ${spreadLoad.rps.toFixed(0)} orders/s`);
  check = await post<Check>(`${side}/control/orders/check`, { ids: pool.map((p) => p.id) });
  const soldInAll = check.products.reduce((sum, p) => sum + p.sold, 0);
  const poolTaken = check.products.reduce((sum, p) => sum + (POOL_STOCK - p.stock), 0);
  const poolSold = soldInAll - soldBefore;
  rows.push({
    database: kind,
    run: `${options.connections} buyers, 500 products, ${options.duration} s`,
    load: spreadLoad,
    sold: poolSold,
    expectedSold: spreadLoad.ok,
    oversold: check.products.filter((p) => p.stock < 0).length,
    lowestStock: check.lowestStock,
    // Orders still in flight when the run stopped are placed without autocannon seeing the answer.
    consistent: poolTaken === soldInAll && poolSold >= spreadLoad.ok && poolSold <= spreadLoad.ok + options.connections,
  });

  const hotLoad = await load(base, { method: 'POST', path: '/api/order/guest', headers: json, body: orderBody(hot) }, { connections: options.connections, amount: HOT_STOCK * 5 });
  await drain(base);
  options.log(`[${kind}] orders, one product with ${HOT_STOCK} units: ${hotLoad.ok} sold`);
  check = await post<Check>(`${side}/control/orders/check`, { ids: [hot.id] });
  const [hotRow] = check.products;
  rows.push({
    database: kind,
    run: `${options.connections} buyers, 1 product with ${HOT_STOCK} units, ${HOT_STOCK * 5} tries`,
    load: hotLoad,
    sold: hotRow!.sold,
    expectedSold: HOT_STOCK,
    oversold: Math.max(0, hotRow!.sold - HOT_STOCK),
    lowestStock: check.lowestStock,
    consistent: hotRow!.sold === HOT_STOCK && hotRow!.stock === 0 && hotLoad.ok === HOT_STOCK && (hotLoad.codes['409'] ?? 0) === HOT_STOCK * 4,
  });
  return rows;
}

export function apiTable(rows: readonly ApiRow[]): string {
  return table(
    ['database', 'call', 'req/s', 'p50', 'p95', 'p99', 'of bare', 'non-2xx'],
    rows.map(({ database, endpoint, load: l, bare }) => [
      database,
      endpoint,
      fixed(l.rps),
      ms(l.p50, 1),
      ms(l.p95, 1),
      ms(l.p99, 1),
      percent(l.rps, bare.rps),
      String(l.requests - l.ok + l.errors),
    ]),
  );
}

export function ordersTable(rows: readonly OrdersRow[]): string {
  return table(
    ['database', 'run', 'orders/s', 'p50', 'p95', 'p99', 'placed', '409', 'units sold', 'oversold', 'lowest stock', 'books balance'],
    rows.map((r) => [
      r.database,
      r.run,
      fixed(r.load.rps),
      ms(r.load.p50, 1),
      ms(r.load.p95, 1),
      ms(r.load.p99, 1),
      String(r.load.ok),
      String(r.load.codes['409'] ?? 0),
      String(r.sold),
      String(r.oversold),
      String(r.lowestStock),
      r.consistent ? 'yes' : 'NO',
    ]),
  );
}
