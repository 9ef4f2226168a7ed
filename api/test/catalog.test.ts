import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';

type Product = {
  id: number;
  name: string;
  price: number;
  final_price: string;
  internal_cost: number;
  stock: number;
  highlighted: boolean;
  images: { default: string[] };
  category: { id: number; name: string };
  brand: { id: number; name: string };
};

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
    expect(categories.map((c: { id: number; name: string }) => [c.id, c.name])).toEqual([
      [1, 'Celulares'],
      [2, 'Smartwatches'],
      [3, 'Parlantes'],
      [4, 'Auriculares'],
      [5, 'Cocina'],
      [6, 'Hogar'],
    ]);
    expect(categories.every((c: { status: string }) => c.status === 'activa')).toBe(true);
  });

  it('lists active brands, and those of the chosen categories', async () => {
    const brands = (await get('/api/brand')).json().brands;
    expect(brands.length).toBeGreaterThanOrEqual(8);
    expect(brands.every((b: { status: string }) => b.status === 'activa')).toBe(true);

    const speakerBrandIds = new Set(all.filter((p) => p.category.id === 3).map((p) => p.brand.id));
    const forSpeakers = (await get('/api/brand?categoryIds=3')).json().brands;
    expect(forSpeakers.length).toBeGreaterThan(0);
    expect(forSpeakers.length).toBeLessThan(brands.length);
    for (const id of speakerBrandIds) expect(forSpeakers.map((b: { id: number }) => b.id)).toContain(id);

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
    expect(tooLong.json()).toEqual({ ok: false, message: 'El campo "q" no es válido.' });
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
    expect(huge.json().message).toBe('El cuerpo de la solicitud es demasiado grande (máximo 1 MB).');

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
});
