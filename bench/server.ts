// The API under load, as `npm run bench` starts it in a child process once `npm run seed` has filled
// the database: the shop's whole Fastify app, built and logging as api/src/server.ts does, on PORT,
// and in the same process a second, bare Fastify instance on BENCH_SIDE_PORT with `/bare` (the
// ceiling) and the benchmark's control routes (query plans, stock set-up and checks), which never
// share the shop's port.
//
// Environment: DATA_DIR (PGlite lives in DATA_DIR/db), DATABASE_URL (a PostgreSQL server instead),
// PORT, BENCH_SIDE_PORT. The request log goes to stdout, as the shop's does.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { PRODUCTS_PER_PAGE, type ProductFilter, type StaffProductsFilter } from '@tienda/domain';
import { buildApp } from '../api/src/app';
import type { Queryable } from '../api/src/db/database';
import { openDatabase } from '../api/src/db/openDatabase';
import { migrate } from '../api/src/db/migrate';
import { seedDemo } from '../api/src/seed/seedDemo';
import { readSettings } from '../api/src/settings';
import { catalogueListing } from '../api/src/modules/catalog/listing';
import { productById } from '../api/src/modules/catalog/productQueries';
import { staffProductsPage } from '../api/src/modules/backoffice/catalogue/staffProductQueries';
import { readVocabulary } from './lib/vocabulary';

const settings = readSettings({ ...process.env, HOST: '127.0.0.1' });
const sidePort = Number(process.env.BENCH_SIDE_PORT);

await mkdir(settings.dataDir, { recursive: true });
const db = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: path.join(settings.dataDir, 'db') });
await migrate(db);
await seedDemo(db, settings.imagesDir);
const [{ version } = { version: '?' }] = await db.query<{ version: string }>('SELECT version()');
const [{ count } = { count: 0 }] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM products');

const app = await buildApp({ settings, db });
await app.listen({ port: settings.port, host: '127.0.0.1' });

const side = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });

// The ceiling: the least a Fastify route can do, in the same process as the shop.
side.get('/bare', async () => ({ ok: true }));

/** Runs every statement twice: once under EXPLAIN ANALYZE (its plan kept), then for real. */
function explaining(q: Queryable, plans: string[]): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []) {
      const plan = await q.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      plans.push(`${sql.replace(/\s+/g, ' ').trim()}\n-- params: ${JSON.stringify(params)}\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`);
      return q.query<Row>(sql, params);
    },
    exec: (sql: string) => q.exec(sql),
  };
}

type ExplainBody = {
  productId: number;
  listing: { filter: ProductFilter; page: number };
  search: { filter: ProductFilter; page: number };
  suggest: string;
  staffSearch: StaffProductsFilter;
};

// The plans of the very functions the routes call, with the benchmark's own arguments.
side.post<{ Body: ExplainBody }>('/control/explain', async (request) => {
  const { productId, listing, search, suggest, staffSearch } = request.body;
  const plans: Record<string, string[]> = { product: [], listing: [], search: [], suggest: [], backofficeSearch: [] };
  await productById(explaining(db, plans.product!), productId);
  // Fresh listings, nothing kept: every statement a first request makes (version, term, counts, page).
  await catalogueListing(explaining(db, plans.listing!)).listing(listing.filter, listing.page, PRODUCTS_PER_PAGE);
  await catalogueListing(explaining(db, plans.search!)).listing(search.filter, search.page, PRODUCTS_PER_PAGE);
  await catalogueListing(explaining(db, plans.suggest!)).suggestions(suggest);
  await staffProductsPage(explaining(db, plans.backofficeSearch!), staffSearch);
  return plans;
});

// The listing's calls with nothing kept: a new catalogueListing for each request, so each one reads
// the versions, works out its term, counts and reads its page, as the first request after a change does.
side.put<{ Params: { page: string }; Body: ProductFilter }>('/control/listing/:page', async (request) => ({
  ok: true,
  data: await catalogueListing(db).listing(request.body, Number(request.params.page), PRODUCTS_PER_PAGE),
}));
side.get<{ Querystring: { q: string } }>('/control/suggestions', async (request) => ({ ok: true, products: await catalogueListing(db).suggestions(request.query.q) }));

// What the mix of requests is drawn from (lib/vocabulary.ts), and every offered product's id. Read once, before the load.
side.get('/control/vocabulary', async () => readVocabulary(db));

// Products for the order runs: `count` offered products spread over the catalogue, each given
// `stock` units, and one more (the hot one) given `hotStock`.
side.post<{ Body: { count: number; stock: number; hotStock: number } }>('/control/orders/prepare', async (request) => {
  const { count, stock, hotStock } = request.body;
  const rows = await db.query<{ id: number; final_price: string }>(
    `SELECT p.id, p.final_price::text AS final_price FROM products p
       JOIN categories c ON c.id = p.category_id JOIN brands b ON b.id = p.brand_id
      WHERE c.status = 'activa' AND b.status = 'activa'
      ORDER BY (p.id * 7919) % 100003, p.id LIMIT $1`,
    [count + 1],
  );
  const [hot, ...pool] = rows;
  await db.query('UPDATE products SET stock = $2 WHERE id = ANY($1::int[])', [pool.map((r) => r.id), stock]);
  await db.query('UPDATE products SET stock = $2 WHERE id = $1', [hot!.id, hotStock]);
  return { pool, hot };
});

// Stock and units sold of these products, the lowest stock in the whole catalogue, and the orders.
side.post<{ Body: { ids: number[] } }>('/control/orders/check', async (request) => {
  const rows = await db.query<{ id: number; stock: number; sold: number; orders: number }>(
    `SELECT p.id, p.stock, coalesce(sum(i.quantity), 0)::int AS sold, count(i.order_id)::int AS orders
       FROM products p LEFT JOIN order_items i ON i.product_id = p.id
      WHERE p.id = ANY($1::int[]) GROUP BY p.id ORDER BY p.id`,
    [request.body.ids],
  );
  const [lowest] = await db.query<{ min: number }>('SELECT min(stock)::int AS min FROM products');
  const [orders] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM orders');
  return { products: rows, lowestStock: lowest?.min, orders: orders?.count };
});

await side.listen({ port: sidePort, host: '127.0.0.1' });

const close = async () => {
  await side.close();
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', close);
process.once('SIGTERM', close);

// The parent waits for this line (on stderr: stdout is the request log).
console.error(`BENCH_READY ${JSON.stringify({ kind: db.kind, version, products: count })}`);
