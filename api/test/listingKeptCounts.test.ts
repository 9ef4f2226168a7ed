import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQuery } from '../src/modules/catalog/searchQueries';
import { seedSyntheticProducts } from '../src/seed/synthetic';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';

type Filter = { categoryIds?: number[]; brandIds?: number[]; minPrice?: number; maxPrice?: number; search?: string };

// Terms whose counts come from the kept sums (one word, a brand and a word, a category's word and
// another) and some that must count their matches (a prefix of several words, two partial words).
const FILTERS: Filter[] = [
  {},
  { minPrice: 150_000, maxPrice: 900_000 },
  { minPrice: 149_999.99 },
  { maxPrice: 1_100 },
  { categoryIds: [1], brandIds: [1, 2], minPrice: 140_000, maxPrice: 159_999 },
  { search: 'samsung' },
  { search: 'xia' },
  { search: 'motorola moto' },
  { search: 'auriculares inalambricos', brandIds: [4] },
  { search: 'galaxy a5', categoryIds: [1] },
  { search: 's' },
  { search: 'negro pro' },
  { search: 'renombrado' },
  { search: 'samsung', minPrice: 200_000 },
];

/**
 * The listing's counts are kept per category, brand, price band and name word as the catalogue is
 * written (migration 027): after every kind of write they must still be what counting the products
 * one by one gives.
 */
describe.each(databaseKinds)('conteos del listado guardados en %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedSyntheticProducts(t.db, 600);
  });
  afterAll(() => t.close());

  const list = async (filter: Filter) => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/product/filter/1', payload: filter });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { total: number; facets: { categories: { id: number; count: number }[]; brands: { id: number; count: number }[] } };
  };

  /** The facets worked out row by row: each facet ignores its own selection. */
  async function counted(filter: Filter) {
    const query = filter.search ? await searchQuery(t.db, filter.search) : undefined;
    const facet = async (column: 'category_id' | 'brand_id', otherColumn: 'category_id' | 'brand_id', other?: number[]) => {
      const rows = await t.db.query<{ id: number; count: number }>(
        `SELECT p.${column} AS id, count(*)::int AS count FROM products p
           JOIN categories c ON c.id = p.category_id AND c.status = 'activa' JOIN brands b ON b.id = p.brand_id AND b.status = 'activa'
          WHERE p.active AND ($1::numeric IS NULL OR p.final_price >= $1) AND ($2::numeric IS NULL OR p.final_price <= $2)
            AND ($3::tsquery IS NULL OR p.name_words @@ $3::tsquery) AND ($4::int[] IS NULL OR p.${otherColumn} = ANY($4::int[]))
          GROUP BY 1 ORDER BY 1`,
        [filter.minPrice ?? null, filter.maxPrice ?? null, query ?? null, other ?? null],
      );
      return query === null ? [] : rows;
    };
    return { categories: await facet('category_id', 'brand_id', filter.brandIds), brands: await facet('brand_id', 'category_id', filter.categoryIds) };
  }

  async function expectCountsAsTheProductsAre() {
    for (const filter of FILTERS) {
      const { facets } = await list(filter);
      expect(facets, JSON.stringify(filter)).toEqual(await counted(filter));
    }
  }

  it('counts every value as the products are, before and after the catalogue is written', async () => {
    await expectCountsAsTheProductsAre();
    await t.db.transaction(async (tx) => {
      await tx.query(`UPDATE products SET final_price = final_price * 1.37 WHERE id % 7 = 0`);
      await tx.query(`UPDATE products SET active = NOT active WHERE id % 11 = 1`);
      await tx.query(`UPDATE products SET category_id = 6, brand_id = 2 WHERE id % 13 = 2`);
      await tx.query(`UPDATE products SET name = 'Renombrado ' || name WHERE id % 17 = 3`);
      await tx.query(`UPDATE products SET stock = stock + 5 WHERE id % 5 = 4`);
    });
    await t.db.query(
      `INSERT INTO products (name, price, final_price, internal_cost, category_id, brand_id)
       SELECT 'Smartphone Samsung Galaxy A5' || i || ' Negro', 1000, 1000 * i, 100, 1, 1 FROM generate_series(1, 40) AS i`,
    );
    await t.db.query(`DELETE FROM products WHERE name LIKE 'Smartphone Samsung Galaxy A51%' OR (id % 19 = 5 AND id NOT IN (SELECT product_id FROM order_items))`);
    await expectCountsAsTheProductsAre();
  });
});
