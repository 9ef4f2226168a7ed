import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres';
import { seedDemo } from '../src/seed/seedDemo';
import { createPostgresDatabase } from './databases';
import { guestOrder, startShopProcess, type ShopProcess } from './shopProcess';

/**
 * Two server processes on one PostgreSQL, each keeping its own counts: a change committed anywhere
 * (the operator's SQL, an order taken by the other process) shows in the very next answer of both.
 */
type Listing = { products: { id: number; stock: number }[]; total: number; facets: Record<'categories' | 'brands', { id: number; count: number }[]> };

let db: Database;
let a: ShopProcess;
let b: ShopProcess;

const call = async (shop: ShopProcess, method: string, route: string, body?: unknown) => {
  const res = await fetch(`http://127.0.0.1:${shop.port}${route}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { data: Listing } & Record<string, unknown> };
};
const list = async (shop: ShopProcess, filter: object) => (await call(shop, 'PUT', '/api/product/filter/1', filter)).json.data;
const countOf = (listing: Listing, facet: 'categories' | 'brands', id: number) => listing.facets[facet].find((f) => f.id === id)?.count ?? 0;

beforeAll(async () => {
  const url = await createPostgresDatabase();
  db = await openPostgres(url, () => {});
  await migrate(db);
  await seedDemo(db, inject('testImagesDir'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tienda-listados-'));
  symlinkSync(inject('testImagesDir'), path.join(dataDir, 'images'));
  const env = { DATABASE_URL: url, DATA_DIR: dataDir, JWT_SECRET: 'secreto-de-los-listados', STOREFRONT_DIR: path.join(dataDir, 'sin-tienda') };
  [a, b] = await Promise.all([startShopProcess('A', env), startShopProcess('B', env)]);
}, 120_000);

afterAll(async () => {
  for (const shop of [a, b]) shop?.child.kill('SIGKILL');
  await db?.close();
});

describe('counts kept by two server processes on one PostgreSQL', () => {
  it('follow a price, a category and a closed category changed by the operator, in the next answer of each process', async () => {
    const range = { minPrice: 100000, maxPrice: 300000 };
    const everything = await list(a, {});
    const ranged = await list(a, range);
    // Both processes have answered (and kept) these before the changes.
    for (const shop of [a, b]) {
      expect(await list(shop, {})).toEqual(everything);
      expect(await list(shop, range)).toEqual(ranged);
    }
    const [inRange] = ranged.products;
    const [row] = await db.query<{ category_id: number }>('SELECT category_id FROM products WHERE id = $1', [inRange!.id]);

    await db.query('UPDATE products SET final_price = 999999 WHERE id = $1', [inRange!.id]);
    for (const shop of [a, b]) {
      const now = await list(shop, range);
      expect(now.total).toBe(ranged.total - 1);
      expect(countOf(now, 'categories', row!.category_id)).toBe(countOf(ranged, 'categories', row!.category_id) - 1);
    }

    await db.query('UPDATE products SET category_id = 6 WHERE id = 6');
    for (const shop of [a, b]) {
      const now = await list(shop, {});
      expect(countOf(now, 'categories', 1)).toBe(countOf(everything, 'categories', 1) - 1);
      expect(countOf(now, 'categories', 6)).toBe(countOf(everything, 'categories', 6) + 1);
    }

    await db.query(`UPDATE categories SET status = 'inactiva' WHERE id = 5`);
    for (const shop of [a, b]) {
      const now = await list(shop, {});
      expect(countOf(now, 'categories', 5)).toBe(0);
      expect(now.total).toBe(everything.total - countOf(everything, 'categories', 5));
      expect((await list(shop, { search: 'licuadora' })).total).toBe(0);
    }
  });

  it('shows stock taken by an order in the other process at once, and counts the product still', async () => {
    const before = await list(a, { categoryIds: [2] });
    const product = before.products[0]!;
    await db.query('UPDATE products SET stock = 1 WHERE id = $1', [product.id]);
    expect((await list(a, { categoryIds: [2] })).products[0]).toMatchObject({ id: product.id, stock: 1 });

    const [{ final_price }] = (await db.query<{ final_price: number }>('SELECT final_price::float8 AS final_price FROM products WHERE id = $1', [product.id])) as [
      { final_price: number },
    ];
    const order = await call(b, 'POST', '/api/order/guest', guestOrder({ id: product.id, final_price }));
    expect(order.status).toBe(201);

    const after = await list(a, { categoryIds: [2] });
    expect(after.products[0]).toMatchObject({ id: product.id, stock: 0 });
    expect(after.total).toBe(before.total);
    expect(after.facets).toEqual(before.facets);
  });
});
