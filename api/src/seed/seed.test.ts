import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_RANGE } from '@tienda/domain';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { productArtwork } from './artwork';
import { BANNER_SIZES } from './bannerArtwork';
import { DEMO_PRODUCTS } from './catalogue';
import { BRANDS } from './data/brands';
import { PROVINCES, DEFAULT_PICKUP_STORE } from '@tienda/domain';
import { TECHNICAL_SERVICE } from '@tienda/domain';
import { svgToWebp } from './images';
import { seedDemo } from './seedDemo';
import { seedSyntheticProducts } from './synthetic';

// One in-memory database for the file (opening PGlite costs seconds); the tests run in order,
// the synthetic products last.
let db: Database;
let imagesDir: string;
let firstRun: { seeded: boolean };

beforeAll(async () => {
  db = await openPglite();
  await migrate(db);
  imagesDir = await mkdtemp(path.join(os.tmpdir(), 'tienda-seed-'));
  firstRun = await seedDemo(db, imagesDir);
}, 60_000);

afterAll(async () => {
  await db?.close();
  if (imagesDir) await rm(imagesDir, { recursive: true, force: true });
});

async function count(fromWhere: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${fromWhere}`);
  return row?.n ?? 0;
}

const OFFERED = `products p JOIN categories c ON c.id = p.category_id AND c.status = 'activa'
                            JOIN brands b ON b.id = p.brand_id AND b.status = 'activa'`;

// The pricing rule of pricing.ts: cash price 10–20 % below the list price, in whole pesos;
// 6 instalments that add up to the list price, give or take the rounding of cents.
const BREAKS_PRICE_RULE = `NOT (final_price <= price AND final_price >= floor(price * 0.8) AND final_price = trunc(final_price)
                                AND abs(internal_cost * 6 - price) <= 0.03 AND internal_cost * 6 >= final_price)`;

describe('seedDemo', () => {
  it('seeds an empty database', () => {
    expect(firstRun).toEqual({ seeded: true });
  });

  it('seeds the six categories of the home tiles, and one that is not active', async () => {
    const categories = await db.query<{ id: number; name: string; status: string }>('SELECT id, name, status FROM categories ORDER BY id');
    expect(categories.filter((c) => c.status === 'activa').map((c) => [c.id, c.name])).toEqual([
      [1, 'Celulares'], [2, 'Smartwatches'], [3, 'Parlantes'], [4, 'Auriculares'], [5, 'Cocina'], [6, 'Hogar'],
    ]);
    expect(categories.filter((c) => c.status !== 'activa')).toHaveLength(1);
  });

  it('seeds active brands, one inactive, and the categories each sells in', async () => {
    expect(await count(`brands WHERE status = 'activa'`)).toBeGreaterThanOrEqual(8);
    expect(await count(`brands WHERE status <> 'activa'`)).toBeGreaterThanOrEqual(1);
    expect(await count(`products p WHERE NOT EXISTS (
      SELECT 1 FROM brand_categories bc WHERE bc.brand_id = p.brand_id AND bc.category_id = p.category_id)`)).toBe(0);
  });

  it('gives technical-service contacts for six active brands', () => {
    expect(TECHNICAL_SERVICE).toHaveLength(6);
    for (const service of TECHNICAL_SERVICE) {
      expect(BRANDS.find((b) => b.name === service.brand)?.status).toBe('activa');
      expect(service.phone).toMatch(/^(0800|0810)-\d{3}-\d{4}$|^\(0\d{2,4}\) \d{3,4}-\d{4}$/);
      expect(service.hours).toMatch(/^Lunes a viernes de \d+ a \d+ h/);
      expect(service.supportUrl).toMatch(/^https:\/\//);
    }
  });

  it('seeds at least 60 offered products, some without stock, some highlighted, a few without pictures', async () => {
    expect(await count(OFFERED)).toBeGreaterThanOrEqual(60);
    expect(await count(`${OFFERED} WHERE p.stock = 0`)).toBeGreaterThanOrEqual(3);
    expect(await count(`${OFFERED} WHERE p.stock > 50`)).toBe(0);
    expect(await count(`${OFFERED} WHERE p.highlighted`)).toBeGreaterThanOrEqual(8);
    expect(await count(`${OFFERED} WHERE cardinality(p.images) = 0`)).toBeGreaterThanOrEqual(2);
    expect(await count(`products WHERE cardinality(images) > 3`)).toBe(0);
    // Products of the inactive category and brand exist, for the catalogue to leave out.
    expect(await count('products')).toBeGreaterThan(await count(OFFERED));
  });

  it('prices every product by the rule, within the range of the price filter', async () => {
    expect(await count(`products WHERE ${BREAKS_PRICE_RULE}`)).toBe(0);
    expect(await count(`products WHERE final_price < ${PRICE_RANGE.min} OR final_price > ${PRICE_RANGE.max}`)).toBe(0);
  });

  it('describes products with the safe tags only: p, ul, li, strong, br, without attributes', async () => {
    const rows = await db.query<{ description: string }>('SELECT description FROM products');
    for (const { description } of rows) {
      expect(description).toMatch(/^<p>.+<\/p><ul>(<li>.+?<\/li>)+<\/ul>$/);
      for (const [, tag, attributes] of description.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)) {
        expect(['p', 'ul', 'li', 'strong', 'br']).toContain(tag);
        expect(attributes).toBe('');
      }
    }
  });

  it('draws a WebP picture for every product image and banner', async () => {
    const products = await db.query<{ name: string }>('SELECT DISTINCT unnest(images) AS name FROM products');
    const banners = await db.query<{ kind: 'mobile' | 'desktop'; url: string }>('SELECT kind, url FROM banners');
    const expected = [
      ...products.map(({ name }) => ({ file: path.join(imagesDir, 'product', name), width: 600 })),
      ...banners.map(({ kind, url }) => ({ file: path.join(imagesDir, 'banner', url), width: BANNER_SIZES[kind].width })),
    ];
    expect(expected.length).toBeGreaterThan(100);
    for (const { file, width } of expected) {
      const bytes = await readFile(file);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect((await sharp(bytes).metadata()).width).toBe(width);
    }
  });

  it('draws the same bytes from the same product', async () => {
    const product = DEMO_PRODUCTS.find((p) => p.images.length > 1)!;
    const onDisk = await readFile(path.join(imagesDir, 'product', product.images[1]!));
    expect((await svgToWebp(productArtwork(product.seed, 1))).equals(onDisk)).toBe(true);
  });

  it('renders text even in a font the machine lacks', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="20"><text y="15" font-family="Fuente Inexistente">Ñandú</text></svg>';
    expect((await sharp(await svgToWebp(svg)).metadata()).format).toBe('webp');
  });

  it('seeds three mobile and three desktop banners with Spanish alt texts', async () => {
    const banners = await db.query<{ kind: string; alt: string }>('SELECT kind, alt FROM banners ORDER BY kind, position');
    expect(banners.filter((b) => b.kind === 'mobile')).toHaveLength(3);
    expect(banners.filter((b) => b.kind === 'desktop')).toHaveLength(3);
    expect(banners.map((b) => b.alt)).toContain('Hasta 6 cuotas fijas. Ver CFTEA y total financiado en cada producto. Sujeto a riesgo crediticio.');
  });

  it('seeds the 18 pickup stores, the default one among them, each with its map', async () => {
    const stores = await db.query<{ store: string; address: string; phone: string; map: string }>('SELECT store, address, phone, map FROM stores');
    expect(stores).toHaveLength(18);
    expect(new Set(stores.map((s) => s.store)).size).toBe(18);
    expect(stores.map((s) => s.store)).toContain(DEFAULT_PICKUP_STORE);
    for (const { address, phone, map } of stores) {
      const url = new URL(map);
      expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/maps');
      expect(url.searchParams.get('q')).toBe(address);
      expect(url.searchParams.get('output')).toBe('embed');
      expect(phone).toMatch(/^\(0\d{2,4}\) \d{3,4}-\d{4}$/);
    }
  });

  it('seeds the 24 provinces with their main cities', async () => {
    const provinces = await db.query<{ name: string; cities: number }>(
      'SELECT p.name, count(c.id)::int AS cities FROM provinces p LEFT JOIN cities c ON c.province_id = p.id GROUP BY p.name',
    );
    expect(provinces).toHaveLength(24);
    expect(provinces.map((p) => p.name)).toContain('Ciudad Autónoma de Buenos Aires');
    for (const province of provinces) expect(province.cities).toBeGreaterThanOrEqual(5);
    expect(await count('cities')).toBe(PROVINCES.reduce((sum, p) => sum + p.cities.length, 0));
  });

  it('seeds the two shopper coupons, an expired one and a used-up one', async () => {
    const coupons = await db.query<{ code: string; discount_type: string; discount_value: string }>(
      'SELECT code, discount_type, discount_value FROM coupons WHERE (expires_at IS NULL OR expires_at > now()) AND (max_uses IS NULL OR uses < max_uses) ORDER BY code',
    );
    expect(coupons).toEqual([
      { code: 'AHORRO5000', discount_type: 'FIXED', discount_value: '5000.00' },
      { code: 'BIENVENIDA10', discount_type: 'PERCENTAGE', discount_value: '10.00' },
    ]);
    expect(await count(`coupons WHERE expires_at < now()`)).toBeGreaterThanOrEqual(1);
    expect(await count(`coupons WHERE uses >= max_uses`)).toBeGreaterThanOrEqual(1);
  });

  it('seeds the three credit lines of the test CUILs', async () => {
    const lines = await db.query('SELECT cuil, resultado, maximo_capital::float8 AS capital, maximo_cuota::float8 AS cuota FROM credit_lines ORDER BY cuil');
    expect(lines).toEqual([
      { cuil: '20301112220', resultado: 'APROBADO', capital: 2_000_000, cuota: 250_000 },
      { cuil: '20403334449', resultado: 'RECHAZADO', capital: 0, cuota: 0 },
      { cuil: '27302223330', resultado: 'APROBADO', capital: 300_000, cuota: 40_000 },
    ]);
  });

  it('seeds nothing the second time', async () => {
    const before = await count('products');
    expect(await seedDemo(db, imagesDir)).toEqual({ seeded: false });
    expect(await count('products')).toBe(before);
    expect(await count('stores')).toBe(18);
  });

  it('gives a shop seeded before the back office its demo staff, once', async () => {
    await db.query('DELETE FROM staff');
    expect(await seedDemo(db, imagesDir)).toEqual({ seeded: false });
    expect(await count('staff')).toBe(2);
    await seedDemo(db, imagesDir);
    expect(await count('staff')).toBe(2);
  });
});

describe('seedSyntheticProducts', () => {
  it('adds plausible offered products after the demo ones, priced by the same rule', async () => {
    const demoImages = new Set(DEMO_PRODUCTS.flatMap((p) => p.images));
    await seedSyntheticProducts(db, 2_000);
    const added = `products WHERE id > ${DEMO_PRODUCTS.length}`;
    expect(await count(added)).toBe(2_000);
    expect(await count(`${added} AND ${BREAKS_PRICE_RULE}`)).toBe(0);
    expect(await count(`${added} AND stock = 0`)).toBeGreaterThan(0);
    expect(await count(`${OFFERED} WHERE p.id > ${DEMO_PRODUCTS.length}`)).toBe(2_000);
    expect(await count(`(SELECT DISTINCT name FROM ${added}) names`)).toBeGreaterThan(1_500);
    const images = await db.query<{ name: string }>(`SELECT DISTINCT unnest(images) AS name FROM ${added}`);
    for (const { name } of images) expect(demoImages.has(name)).toBe(true);
  });
});
