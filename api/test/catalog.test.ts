import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand, Category, ListedProduct as Product, ProductFilter as Filter, ProductListing as Listing } from '@tienda/domain';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';

/**
 * What a shopper types → products that must be among the first three, and what must not be found at
 * all. Written against the demo catalogue.
 */
const RELEVANCE: { term: string; why: string; top3: string[]; never: RegExp }[] = [
  { term: 'inalambricos', why: 'accents missing', top3: ['Auriculares inalámbricos JBL Tune 520BT Negro'], never: /in-ear|con cable|Joystick/ },
  { term: 'pava electrica', why: 'accents missing, two words', top3: ['Pava eléctrica Atma PE8020 1,7 L'], never: /Horno|Microondas/ },
  { term: 'samsumg', why: 'one typo', top3: ['Smartphone Samsung Galaxy A55 5G 256 GB Azul Marino'], never: /^(?!.*Samsung)/ },
  { term: 'licuadra', why: 'one typo', top3: ['Licuadora Oster 4655 Clásica 1,25 L'], never: /Batidora|Procesadora/ },
  { term: 'parlante jbl', why: 'two words', top3: ['Parlante portátil JBL Flip 6 Azul', 'Parlante portátil JBL Charge 5 Negro'], never: /Auriculares|Sony/ },
  { term: 'jbl parlante', why: 'two words the other way round', top3: ['Parlante portátil JBL Flip 6 Azul', 'Parlante portátil JBL Charge 5 Negro'], never: /Auriculares|Sony/ },
  { term: 'PHILIPS', why: 'a brand, in capitals', top3: ['Parlante portátil Philips TAS2505 Negro'], never: /^(?!.*Philips)/ },
  { term: 'a55', why: 'a model number', top3: ['Smartphone Samsung Galaxy A55 5G 256 GB Azul Marino'], never: /A35|A25|A15/ },
  { term: 'wh1000xm5', why: 'a model number typed without its hyphen', top3: ['Auriculares inalámbricos Sony WH-1000XM5 Plata'], never: /WH-CH520/ },
  { term: 'hd9200', why: 'a model number', top3: ['Freidora de aire Philips HD9200 4,1 L'], never: /Atma/ },
  { term: 'galaxy watch', why: 'a prefix of a model name', top3: ['Smartwatch Samsung Galaxy Watch7 44 mm Verde', 'Smartwatch Samsung Galaxy Watch FE 40 mm Negro'], never: /Buds|Smartphone/ },
  { term: 'noblex', why: 'a brand that is not offered', top3: [], never: /Noblex/ },
  { term: 'joystick', why: 'a category that is not offered', top3: [], never: /Joystick/ },
  { term: 'heladera', why: 'nothing like it is sold', top3: [], never: /./ },
];

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

describe.each(databaseKinds)('catálogo en %s', (kind) => {
  let t: TestApp;
  let all: Product[];
  beforeAll(async () => {
    t = await startTestApp(kind);
    all = (await t.app.inject('/api/product/all')).json().allProducts;
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const put = (url: string, payload: unknown) => t.app.inject({ method: 'PUT', url, payload: payload as object });

  it('lists the six active categories and never an inactive one', async () => {
    const res = await get('/api/category/all');
    expect(res.statusCode).toBe(200);
    const { ok, categories } = res.json();
    expect(ok).toBe(true);
    expect(categories.map((c: Category) => [c.id, c.name])).toEqual([
      [1, 'Celulares'],
      [2, 'Smartwatches'],
      [3, 'Parlantes'],
      [4, 'Auriculares'],
      [5, 'Cocina'],
      [6, 'Hogar'],
    ]);
    expect(categories.every((c: Category) => c.status === 'activa')).toBe(true);
  });

  it('lists active brands, and those of the chosen categories', async () => {
    const brands = (await get('/api/brand')).json().brands;
    expect(brands.length).toBeGreaterThanOrEqual(8);
    expect(brands.every((b: Brand) => b.status === 'activa')).toBe(true);

    const speakerBrandIds = new Set(all.filter((p) => p.category.id === 3).map((p) => p.brand.id));
    const forSpeakers = (await get('/api/brand?categoryIds=3')).json().brands;
    expect(forSpeakers.length).toBeGreaterThan(0);
    expect(forSpeakers.length).toBeLessThan(brands.length);
    for (const id of speakerBrandIds) expect(forSpeakers.map((b: Brand) => b.id)).toContain(id);

    const forTwo = (await get('/api/brand?categoryIds=3,4')).json().brands;
    expect(forTwo.length).toBeGreaterThanOrEqual(forSpeakers.length);
  });

  it('refuses a malformed brand filter with a Spanish message', async () => {
    const res = await get('/api/brand?categoryIds=tres');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, message: 'El campo "categoryIds" no es válido.' });
  });

  it('sends whole products in the shape of the spec', async () => {
    expect(all.length).toBeGreaterThanOrEqual(60);
    const product = all[0]!;
    expect(typeof product.price).toBe('number');
    expect(product.final_price).toMatch(/^\d+\.\d{2}$/);
    expect(typeof product.internal_cost).toBe('number');
    expect(Array.isArray(product.images.default)).toBe(true);
    expect(product.category).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(product).not.toHaveProperty('category_id');
    expect(all.some((p) => p.stock === 0)).toBe(true);
  });

  it('gives one product by id, 404 when it does not exist, 400 when the id is not one', async () => {
    const first = all[0]!;
    const found = await get(`/api/product/${first.id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ ok: true, product: { id: first.id, name: first.name } });

    const missing = await get('/api/product/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ ok: false, message: 'Producto no encontrado' });

    for (const id of ['abc', '99999999999', '-1', '1.5']) {
      const wrong = await get(`/api/product/${id}`);
      expect(wrong.statusCode, id).toBe(400);
      expect(wrong.json()).toEqual({ ok: false, message: 'El campo "id" no es válido.' });
    }
  });

  it('answers lookups asked at once (read together) each with its own product, in the same shape as the list', async () => {
    const ids = [all[3]!.id, all[0]!.id, 999999, all[3]!.id, all[1]!.id];
    const answers = await Promise.all(ids.map((id) => get(`/api/product/${id}`)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 404, 200, 200]);
    expect(answers[0]!.json()).toEqual({ ok: true, product: all[3] });
    expect(answers[1]!.json()).toEqual({ ok: true, product: all[0] });
    expect(answers[2]!.json()).toEqual({ ok: false, message: 'Producto no encontrado' });
    expect(answers[3]!.json()).toEqual({ ok: true, product: all[3] });
    expect(answers[4]!.json()).toEqual({ ok: true, product: all[1] });
    // Written out by the response schema: the same fields, in the same order, as before.
    expect(Object.keys(answers[0]!.json().product)).toEqual(Object.keys(all[3]!));
  });

  it('pages the product list', async () => {
    const res = (await get('/api/product?page=2&limit=10')).json();
    expect(res.ok).toBe(true);
    expect(res.products).toHaveLength(10);
    expect(res.products[0].id).toBe(all[10]!.id);
    expect(res.totalPages).toBe(Math.ceil(all.length / 10));
    expect((await get('/api/product?limit=500')).statusCode).toBe(400);
  });

  it('lists only highlighted products as recommended', async () => {
    const { highlightedProducts } = (await get('/api/product/highlighted')).json();
    expect(highlightedProducts.length).toBeGreaterThan(0);
    expect(highlightedProducts.every((p: Product) => p.highlighted)).toBe(true);
  });

  it('lists products of the given categories', async () => {
    const res = await put('/api/product/category', { categoryIds: [2] });
    const { products } = res.json().data;
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p: Product) => p.category.id === 2)).toBe(true);
  });

  it('filters by category, brand and price, sorts, and pages', async () => {
    const phones = all.filter((p) => p.category.id === 1);
    const brand = phones[0]!.brand;
    const res = await put('/api/product/filter/1', { categoryIds: [1], brandIds: [brand.id], sort: 'desc' });
    expect(res.statusCode).toBe(200);
    const { products, totalPages } = res.json().data;
    const expected = phones.filter((p) => p.brand.id === brand.id);
    expect(products.length).toBe(Math.min(12, expected.length));
    expect(totalPages).toBe(Math.ceil(expected.length / 12));
    const prices = products.map((p: Product) => Number(p.final_price));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    const cheapFirst = (await put('/api/product/filter/1', { sort: 'asc' })).json().data.products;
    const cheapest = Math.min(...all.map((p) => Number(p.final_price)));
    expect(Number(cheapFirst[0].final_price)).toBe(cheapest);

    const ranged = (await put('/api/product/filter/1', { minPrice: 50000, maxPrice: 300000 })).json().data.products;
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((p: Product) => Number(p.final_price) >= 50000 && Number(p.final_price) <= 300000)).toBe(true);

    const beyond = (await put('/api/product/filter/999', {})).json().data;
    expect(beyond.products).toEqual([]);
  });

  it('finds products ignoring accents and case, and despite a typo', async () => {
    const accented = all.find((p) => p.name !== fold(p.name) && /[áéíóúñ]/i.test(p.name))!;
    const word = accented.name.split(' ').find((w) => /[áéíóúñ]/i.test(w))!;
    const res = (await get(`/api/product/search?q=${encodeURIComponent(fold(word).toUpperCase())}`)).json();
    expect(res.products.map((p: { name: string }) => p.name)).toContain(accented.name);
    expect(Object.keys(res.products[0]).sort()).toEqual(['id', 'name']);

    const samsung = all.find((p) => /samsung/i.test(p.name))!;
    const typo = (await get('/api/product/search?q=samsumg')).json().products;
    expect(typo.length).toBeGreaterThan(0);
    expect(typo.every((p: { name: string }) => /samsung/i.test(p.name))).toBe(true);
    expect(typo.map((p: { id: number }) => p.id)).toContain(samsung.id);

    const listed = (await put('/api/product/filter/1', { search: 'samsumg' })).json().data.products;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((p: Product) => /samsung/i.test(p.name))).toBe(true);

    expect((await get('/api/product/search?q=%20%20')).json()).toEqual({ ok: true, products: [] });
    const tooLong = await get(`/api/product/search?q=${'a'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ ok: false, message: 'El campo "q" no puede superar los 100 caracteres.' });
  });

  it('ranks the closer match first', async () => {
    const target = all.find((p) => p.name.split(' ').length >= 3)!;
    const query = target.name.split(' ').slice(0, 3).join(' ');
    const { products } = (await get(`/api/product/search?q=${encodeURIComponent(query)}`)).json();
    expect(products[0].name.toLowerCase().startsWith(query.toLowerCase())).toBe(true);
  });

  it('answers bad bodies with 400 and a Spanish message, never a 500', async () => {
    const malformed = await t.app.inject({ method: 'PUT', url: '/api/product/filter/1', headers: { 'content-type': 'application/json' }, payload: '{"categoryIds": [1,' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ ok: false, message: 'El cuerpo de la solicitud no es JSON válido.' });

    const wrongType = await put('/api/product/filter/1', { categoryIds: 'celulares' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ ok: false, message: 'El campo "categoryIds" no es válido.' });

    const missing = await put('/api/product/category', {});
    expect(missing.json()).toEqual({ ok: false, message: 'Falta el campo "categoryIds".' });

    const huge = await put('/api/product/category', { categoryIds: [1], padding: 'x'.repeat(1_100_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('El cuerpo de la solicitud es demasiado grande (máximo 16 KB).');

    const badPage = await put('/api/product/filter/0', {});
    expect(badPage.statusCode).toBe(400);
  });

  it('serves mobile and desktop banners', async () => {
    for (const kind of ['mobile', 'desktop']) {
      const { ok, banners } = (await get(`/api/banner/${kind}`)).json();
      expect(ok).toBe(true);
      expect(banners.length).toBeGreaterThan(0);
      const image = await get(`/banner/${banners[0].url}`);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\//);
    }
  });

  const list = async (filter: Filter, page = 1): Promise<Listing> => {
    const res = await put(`/api/product/filter/${page}`, filter);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it.each(RELEVANCE)('finds what a shopper means by "$term" ($why)', async ({ term, top3, never }) => {
    const suggested: string[] = (await get(`/api/product/search?q=${encodeURIComponent(term)}`)).json().products.map((p: { name: string }) => p.name);
    const listed = (await list({ search: term })).products.map((p) => p.name);
    for (const names of [suggested, listed]) {
      for (const name of top3) expect(names.slice(0, 3), term).toContain(name);
      expect(names.filter((name) => never.test(name)), term).toEqual([]);
      if (top3.length === 0) expect(names).toEqual([]);
    }
  });

  /** Offered products matching a filter without a term, counted by PostgreSQL in the plainest way. */
  async function plainCount(filter: Filter) {
    const [row] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id JOIN brands b ON b.id = p.brand_id
        WHERE c.status = 'activa' AND b.status = 'activa'
          AND (cardinality($1::int[]) = 0 OR p.category_id = ANY($1)) AND (cardinality($2::int[]) = 0 OR p.brand_id = ANY($2))
          AND p.final_price >= coalesce($3, 0) AND p.final_price <= coalesce($4, 1e12)`,
      [filter.categoryIds ?? [], filter.brandIds ?? [], filter.minPrice ?? null, filter.maxPrice ?? null],
    );
    return row!.n;
  }

  /** Every product a listing shows, page after page. */
  async function everyPage(filter: Filter) {
    const first = await list(filter);
    const rest = await Promise.all(Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => list(filter, i + 2)));
    return [first, ...rest].flatMap((page) => page.products);
  }

  it.each<Filter>([
    {},
    { categoryIds: [1] },
    { brandIds: [1] },
    { categoryIds: [1, 4], brandIds: [1, 3], sort: 'desc' },
    { minPrice: 50000, maxPrice: 300000 },
    { categoryIds: [3, 4], minPrice: 60000, sort: 'asc' },
    { search: 'negro' },
    { search: 'samsung', categoryIds: [4] },
    { search: 'auriculares', brandIds: [4, 7], sort: 'asc' },
  ])('counts as many products as the listing shows, for each value of each facet: %o', async (filter) => {
    const { total, totalCapped, totalPages, facets } = await list(filter);
    const shown = await everyPage(filter);
    expect(totalCapped).toBe(false);
    expect(shown).toHaveLength(total);
    expect(new Set(shown.map((p) => p.id)).size).toBe(total);
    expect(totalPages).toBe(Math.ceil(total / 12));
    if (!filter.search) expect(total).toBe(await plainCount(filter));

    // A facet's count is what the listing holds once that value is the facet's only choice: the
    // facet ignores its own selection, the other filters hold.
    const categoryIds = [1, 2, 3, 4, 5, 6, 7];
    const brandIds = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
    for (const id of categoryIds) {
      const counted = facets.categories.find((f) => f.id === id)?.count ?? 0;
      expect((await list({ ...filter, categoryIds: [id] })).total, `categoría ${id}`).toBe(counted);
      if (!filter.search) expect(await plainCount({ ...filter, categoryIds: [id] })).toBe(counted);
    }
    for (const id of brandIds) {
      const counted = facets.brands.find((f) => f.id === id)?.count ?? 0;
      expect((await list({ ...filter, brandIds: [id] })).total, `marca ${id}`).toBe(counted);
    }
    expect(facets.categories.every((f) => f.count > 0) && facets.brands.every((f) => f.count > 0)).toBe(true);
    // Inactive ones (Gaming, Noblex) are never offered.
    expect(facets.categories.map((f) => f.id)).not.toContain(7);
    expect(facets.brands.map((f) => f.id)).not.toContain(11);
  });

  it('moves the counts when a price, category or status changes, and shows new stock at once', async () => {
    const range = { minPrice: 100000, maxPrice: 300000 };
    const before = await list(range);
    const inRange = before.products[0]!;
    const phone = all.find((p) => p.category.id === 1 && p.brand.id === 2)!;
    const saved = await t.db.query<{ id: number; final_price: string; category_id: number; stock: number }>(
      'SELECT id, final_price::text, category_id, stock FROM products WHERE id = ANY($1::int[])',
      [[inRange.id, phone.id]],
    );
    const countOf = (listing: Listing, facet: 'categories' | 'brands', id: number) => listing.facets[facet].find((f) => f.id === id)?.count ?? 0;
    try {
      await t.db.query('UPDATE products SET final_price = 999999 WHERE id = $1', [inRange.id]);
      const priced = await list(range);
      expect(priced.total).toBe(before.total - 1);
      expect(countOf(priced, 'categories', inRange.category.id)).toBe(countOf(before, 'categories', inRange.category.id) - 1);

      const everything = await list({});
      await t.db.query('UPDATE products SET category_id = 6 WHERE id = $1', [phone.id]);
      const moved = await list({});
      expect(countOf(moved, 'categories', 1)).toBe(countOf(everything, 'categories', 1) - 1);
      expect(countOf(moved, 'categories', 6)).toBe(countOf(everything, 'categories', 6) + 1);
      expect(moved.total).toBe(everything.total);

      await t.db.query(`UPDATE brands SET status = 'inactiva' WHERE id = 2`);
      const closed = await list({});
      expect(countOf(closed, 'brands', 2)).toBe(0);
      expect(closed.total).toBe(everything.total - countOf(everything, 'brands', 2));
      expect((await list({ search: 'motorola' })).total).toBe(0);
      await t.db.query(`UPDATE brands SET status = 'activa' WHERE id = 2`);
      expect(countOf(await list({}), 'brands', 2)).toBe(countOf(everything, 'brands', 2));

      // A new name is found at once, by its words and through a typo in a word no name had before.
      const [renamed] = await t.db.query<{ name: string }>('SELECT name FROM products WHERE id = 56');
      await t.db.query(`UPDATE products SET name = 'Tostadora Peabody Toastmaster' WHERE id = 56`);
      expect((await list({ search: 'toastmaster peabody' })).products.map((p) => p.id)).toEqual([56]);
      expect((await get('/api/product/search?q=tostmaster')).json().products).toEqual([{ id: 56, name: 'Tostadora Peabody Toastmaster' }]);
      await t.db.query('UPDATE products SET name = $1 WHERE id = 56', [renamed!.name]);
      expect((await list({ search: 'toastmaster' })).total).toBe(0);

      // Products without stock are listed ('Sin Stock') and counted like any other.
      const [first] = everything.products;
      await t.db.query('UPDATE products SET stock = 0 WHERE id = $1', [first!.id]);
      const emptied = await list({});
      expect(emptied.products[0]).toMatchObject({ id: first!.id, stock: 0 });
      expect(emptied.total).toBe(everything.total);
    } finally {
      for (const row of saved) {
        await t.db.query('UPDATE products SET final_price = $2, category_id = $3, stock = $4 WHERE id = $1', [row.id, row.final_price, row.category_id, row.stock]);
      }
      await t.db.query(`UPDATE brands SET status = 'activa' WHERE id = 2`);
    }
    expect(await list(range)).toEqual(before);
  });
});
