import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPage, type ListingOrder, type ListingScope } from '../src/modules/catalog/listingQueries';
import { searchQuery } from '../src/modules/catalog/searchQueries';
import { seedSyntheticProducts } from '../src/seed/synthetic';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';

// Past the listing's cap of 1,000, with room for several pages beyond it.
const SYNTHETIC = 1_100;

describe.each(databaseKinds)('listados de más de 1.000 productos en %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedSyntheticProducts(t.db, SYNTHETIC);
    await t.db.exec('VACUUM ANALYZE products');
  });
  afterAll(() => t.close());

  const list = async (filter: object, page = 1) => {
    const res = await t.app.inject({ method: 'PUT', url: `/api/product/filter/${page}`, payload: filter });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('says "more than 1,000" past the cap, pages through the first 1,000, and still counts every value exactly', async () => {
    const [{ offered }] = (await t.db.query<{ offered: number }>(
      `SELECT count(*)::int AS offered FROM products p JOIN categories c ON c.id = p.category_id JOIN brands b ON b.id = p.brand_id
        WHERE c.status = 'activa' AND b.status = 'activa'`,
    )) as [{ offered: number }];
    expect(offered).toBeGreaterThan(1_000);

    const first = await list({});
    expect(first).toMatchObject({ total: 1_000, totalCapped: true, totalPages: 84 });
    const sum = (counts: { count: number }[]) => counts.reduce((total, { count }) => total + count, 0);
    expect(sum(first.facets.categories)).toBe(offered);
    expect(sum(first.facets.brands)).toBe(offered);

    expect((await list({}, 84)).products).toHaveLength(1_000 - 83 * 12);
    expect((await list({}, 85)).products).toEqual([]);
    expect((await list({}, 2_000_000_000)).products).toEqual([]);

    const phones = await list({ categoryIds: [1] });
    const counted = first.facets.categories.find((f: { id: number }) => f.id === 1).count;
    expect(phones.total).toBe(Math.min(counted, 1_000));
    expect(phones.totalCapped).toBe(counted > 1_000);
  });

  // Every way of finding a page must give the same products; which one runs depends on the counts.
  it.each<[string | undefined, Omit<ListingScope, 'query'>, ListingOrder, number, boolean]>([
    ['samsung', { categoryIds: [], brandIds: [] }, 'catalogue', 0, true],
    ['samsung', { categoryIds: [], brandIds: [] }, 'asc', 120, true],
    // Two common words that no name has together.
    ['samsung parlante', { categoryIds: [], brandIds: [] }, 'catalogue', 0, false],
    ['auriculares', { categoryIds: [4], brandIds: [4, 7], minPrice: 50_000 }, 'desc', 12, true],
    ['galaxy a5', { categoryIds: [], brandIds: [] }, 'asc', 0, true],
    [undefined, { categoryIds: [1], brandIds: [1, 2], minPrice: 150_000, maxPrice: 900_000 }, 'asc', 24, true],
    [undefined, { categoryIds: [5], brandIds: [1] }, 'catalogue', 0, false],
  ])('finds the same page by walking an index or by collecting the matches: %s %o %s from %i', async (term, filters, order, offset, found) => {
    const scope: ListingScope = { ...filters };
    if (term) scope.query = (await searchQuery(t.db, term))!;
    // A walk long enough to fill the page, one that gives up at once, and none.
    const page = (walkAtMost: number) => listingPage(t.db, scope, { order, limit: 12, offset, walkAtMost });
    const [walked, givenUp, collected] = [await page(100_000), await page(1), await page(0)];
    expect(walked.map((p) => p.id)).toEqual(collected.map((p) => p.id));
    expect(givenUp.map((p) => p.id)).toEqual(collected.map((p) => p.id));
    expect(walked.length > 0).toBe(found);
  });

  it.each(['samsung', 'galaxy a5', 'samsung parlante', 'auriculares sony', 'hd9', 'negro'])(
    'suggests for "%s" the first products the search page lists',
    async (term) => {
      const suggested = (await t.app.inject(`/api/product/search?q=${encodeURIComponent(term)}`)).json().products;
      const listed = (await list({ search: term })).products.slice(0, 8);
      expect(suggested).toEqual(listed.map(({ id, name }: { id: number; name: string }) => ({ id, name })));
    },
  );
});
