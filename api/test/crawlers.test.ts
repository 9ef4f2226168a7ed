import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sitemap } from '../src/web/sitemap/sitemap';
import { urlSet } from '../src/web/sitemap/sitemapXml';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';
import { parseXml, type XmlElement } from './xml';

const SHOP = 'https://tienda.example.com.ar';
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const childText = (element: XmlElement, name: string) => element.children.find((child) => child.name === name)?.text;

/** The entries (<url> or <sitemap>) of a sitemap document, as loc and lastmod. */
function entriesOf(document: XmlElement, tag: 'url' | 'sitemap') {
  expect(document.attributes.xmlns).toBe(SITEMAP_NAMESPACE);
  expect(document.children.every((child) => child.name === tag)).toBe(true);
  return document.children.map((entry) => ({ loc: childText(entry, 'loc')!, lastmod: childText(entry, 'lastmod') }));
}

/** The path of one of the shop's absolute addresses (and a failure for any other address). */
function pathOf(url: string): string {
  expect(url.startsWith(`${SHOP}/`), url).toBe(true);
  const { pathname, search } = new URL(url);
  return pathname + search;
}

describe('los mapas del sitio escriben XML válido', () => {
  it('escapes what XML reserves, and a parser reads it back', () => {
    const loc = `${SHOP}/explore?category=1&brand=2&q=<"tv">`;
    const xml = urlSet([{ loc }]);
    expect(xml).toContain('category=1&amp;brand=2&amp;q=&lt;&quot;tv&quot;&gt;');
    expect(entriesOf(parseXml(xml), 'url')).toEqual([{ loc, lastmod: undefined }]);
    expect(() => parseXml('<urlset><url><loc>a&b</loc></url></urlset>')).toThrow();
  });
});

describe.each(databaseKinds)('buscadores y vistas previas en %s', (kind) => {
  let t: TestApp;
  let imagesDir: string;
  beforeAll(async () => {
    // A copy of the demo pictures: these tests write resized and share pictures beside them.
    imagesDir = mkdtempSync(path.join(tmpdir(), 'tienda-crawlers-'));
    cpSync(inject('testImagesDir'), imagesDir, { recursive: true });
    // A trailing slash, as an operator might write it: addresses must not come out with '//'.
    t = await startTestApp(kind, { PUBLIC_URL: `${SHOP}/` }, { imagesDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(imagesDir, { recursive: true, force: true });
  });
  const get = (url: string, app: FastifyInstance = t.app) => app.inject({ method: 'GET', url });

  async function readSitemap(url: string, app: FastifyInstance = t.app) {
    const res = await get(url, app);
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    return parseXml(res.body);
  }

  /** Every product the sitemaps list, found as a crawler would: index, then each part. */
  async function productsInSitemaps(app: FastifyInstance = t.app) {
    const parts = entriesOf(await readSitemap('/sitemap.xml', app), 'sitemap').map(({ loc }) => pathOf(loc));
    const products: { id: number; lastmod: string | undefined; part: string }[] = [];
    for (const part of parts.filter((p) => p.startsWith('/sitemap/products-'))) {
      for (const { loc, lastmod } of entriesOf(await readSitemap(part, app), 'url')) {
        const id = Number(/^\/product\/(\d+)$/.exec(pathOf(loc))?.[1]);
        products.push({ id, lastmod, part });
      }
    }
    return { parts, products };
  }

  /** What the shop's own listing offers: the rule the sitemap must follow exactly. */
  const listedIds = async () => ((await get('/api/product/all')).json().allProducts as { id: number }[]).map((p) => p.id).sort((a, b) => a - b);
  const idsWhere = async (condition: string) => (await t.db.query<{ id: number }>(`SELECT id FROM products WHERE ${condition} ORDER BY id`)).map((r) => r.id);
  const sitemapIds = async () => (await productsInSitemaps()).products.map((p) => p.id).sort((a, b) => a - b);

  it('opens the catalogue to crawlers, closes the private pages and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const page of ['/cart', '/payment', '/delivery', '/payment-method', '/summary', '/loans', '/success', '/pending', '/failure',
      '/login', '/register', '/profile', '/verify-email', '/auth/', '/second-step', '/create-profile', '/search', '/api/']) {
      expect(lines, page).toContain(`Disallow: ${page}`);
    }
    expect(lines.filter((line) => /^Disallow: \/(product|explore|banner|share|sitemap)/.test(line))).toEqual([]);
    expect(lines).toContain(`Sitemap: ${SHOP}/sitemap.xml`);
  });

  it('leads from the index to every offered product, with absolute addresses and lastmod', async () => {
    const { parts, products } = await productsInSitemaps();
    expect(parts).toEqual(['/sitemap/pages.xml', '/sitemap/products-1.xml']);
    expect(products.map((p) => p.id).sort((a, b) => a - b)).toEqual(await listedIds());
    for (const { lastmod } of products) expect(lastmod).toMatch(W3C_DATETIME);
    // The demo's inactive brand and category have products: none of them is listed.
    const hidden = await idsWhere(`brand_id IN (SELECT id FROM brands WHERE status <> 'activa') OR category_id IN (SELECT id FROM categories WHERE status <> 'activa')`);
    expect(hidden.length).toBeGreaterThan(0);
    expect(products.filter((p) => hidden.includes(p.id))).toEqual([]);
  });

  it('drops the products of a brand or a category as soon as it is deactivated', async () => {
    const before = await sitemapIds();
    for (const [table, id, column] of [['brands', 1, 'brand_id'], ['categories', 5, 'category_id']] as const) {
      const leaving = await idsWhere(`${column} = ${id}`);
      expect(leaving.filter((p) => before.includes(p)).length, table).toBeGreaterThan(0);
      await t.db.query(`UPDATE ${table} SET status = 'inactiva' WHERE id = $1`, [id]);
      try {
        const after = await sitemapIds();
        expect(after, table).toEqual(before.filter((p) => !leaving.includes(p)));
        expect(after).toEqual(await listedIds());
      } finally {
        await t.db.query(`UPDATE ${table} SET status = 'activa' WHERE id = $1`, [id]);
      }
    }
    expect(await sitemapIds()).toEqual(before);
  });

  it('lists home, explore, each active category and the static pages', async () => {
    const pages = entriesOf(await readSitemap('/sitemap/pages.xml'), 'url').map(({ loc }) => pathOf(loc));
    expect(pages).toEqual([
      '/',
      '/explore',
      ...[1, 2, 3, 4, 5, 6].map((id) => `/explore?category=${id}`),
      '/queries',
      '/terms-and-conditions',
      '/policy-and-privacy',
      '/technical-service',
      '/who-are-they',
      '/repentance',
      '/baja',
    ]);
  });

  it('splits the products into parts of the size given, none over it', async () => {
    const small = Fastify();
    await small.register(sitemap, { db: t.db, publicUrl: SHOP, productsPerPart: 10 });
    try {
      const { parts, products } = await productsInSitemaps(small);
      expect(parts.length).toBeGreaterThan(3);
      const perPart = new Map<string, number>();
      for (const { part } of products) perPart.set(part, (perPart.get(part) ?? 0) + 1);
      expect([...perPart.keys()]).toEqual(parts.slice(1));
      for (const count of perPart.values()) expect(count).toBeLessThanOrEqual(10);
      expect(products.map((p) => p.id)).toEqual(await listedIds());
      for (const url of ['/sitemap/products-0.xml', '/sitemap/products-9999.xml', '/sitemap/products-x.xml', '/sitemap/otro.xml']) {
        expect((await get(url, small)).statusCode, url).toBe(404);
      }
    } finally {
      await small.close();
    }
  });

  it('keeps its index until the catalogue changes, then answers the new one', async () => {
    const small = Fastify();
    await small.register(sitemap, { db: t.db, publicUrl: SHOP, productsPerPart: 10 });
    const partsListed = async () => entriesOf(await readSitemap('/sitemap.xml', small), 'sitemap').map(({ loc }) => pathOf(loc));
    try {
      const before = await partsListed();
      expect(before.length).toBeGreaterThan(3);
      expect(await partsListed()).toEqual(before);
      // Every category closed: nothing is on offer, and the next index says so.
      const closed = await t.db.query<{ id: number }>(`UPDATE categories SET status = 'inactiva' WHERE status = 'activa' RETURNING id`);
      try {
        expect(await partsListed()).toEqual(['/sitemap/pages.xml']);
      } finally {
        await t.db.query(`UPDATE categories SET status = 'activa' WHERE id = ANY($1::int[])`, [closed.map(({ id }) => id)]);
      }
      expect(await partsListed()).toEqual(before);
    } finally {
      await small.close();
    }
  });

  it('moves a product’s modification time when it changes, and only its own', async () => {
    const times = () => t.db.query<{ id: number; at: string }>('SELECT id, updated_at::text AS at FROM products WHERE id IN (1, 2) ORDER BY id');
    const [one, two] = await times();
    await t.db.query('UPDATE products SET stock = stock + 1 WHERE id = 1');
    const [oneAfter, twoAfter] = await times();
    expect(oneAfter!.at > one!.at).toBe(true);
    expect(twoAfter!.at).toBe(two!.at);
  });

  it('gives the products already there their creation time as last change (migration 008)', async () => {
    const migration = readFileSync(new URL('../migrations/008_product_updated_at.sql', import.meta.url), 'utf8');
    const undo = new Error('deshecho a propósito');
    // The migration run again over a table as it was before it, inside a transaction rolled back at the end.
    await expect(
      t.db.transaction(async (tx) => {
        // Later migrations' deferred triggers (the catalogue version) would leave events pending that
        // forbid the ALTER TABLE: here they fire at once.
        await tx.query('SET CONSTRAINTS ALL IMMEDIATE');
        await tx.exec('DROP TRIGGER products_touch_updated_at ON products; DROP FUNCTION touch_updated_at(); ALTER TABLE products DROP COLUMN updated_at');
        await tx.query(`UPDATE products SET created_at = '2024-03-01T10:00:00Z' WHERE id = 1`);
        await tx.exec(migration);
        const rows = await tx.query<{ id: number; backfilled: boolean }>('SELECT id, updated_at = created_at AS backfilled FROM products WHERE id IN (1, 2) ORDER BY id');
        expect(rows).toEqual([{ id: 1, backfilled: true }, { id: 2, backfilled: true }]);
        throw undo;
      }),
    ).rejects.toBe(undo);
  });

  it('draws a 1200 × 630 JPEG share picture under 300 KB, kept until the product changes', async () => {
    const [id] = await listedIds();
    const res = await get(`/share/product/${id}.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.length).toBeLessThan(300 * 1024);
    const { width, height, format } = await sharp(res.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });

    const folder = path.join(imagesDir, 'share', String(id));
    const [kept] = readdirSync(folder);
    expect((await get(`/share/product/${id}.jpg`)).rawPayload.equals(res.rawPayload)).toBe(true);
    expect(readdirSync(folder)).toEqual([kept]);

    await t.db.query(`UPDATE products SET name = name || ' (edición limitada)' WHERE id = $1`, [id]);
    const changed = await get(`/share/product/${id}.jpg`);
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(res.rawPayload)).toBe(false);
    expect(readdirSync(folder)).toHaveLength(1);
    expect(readdirSync(folder)).not.toContain(kept);
  });

  it('draws the shop’s own share picture for its home, a 1200 × 630 JPEG under 300 KB, once', async () => {
    const res = await get('/share/shop.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.length).toBeLessThan(300 * 1024);
    const { width, height, format } = await sharp(res.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
    expect((await get('/share/shop.jpg')).rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('answers 404 in Spanish for a share picture of no product on offer', async () => {
    const [hidden] = await idsWhere(`brand_id IN (SELECT id FROM brands WHERE status <> 'activa')`);
    for (const url of [`/share/product/${hidden}.jpg`, '/share/product/999999.jpg', '/share/product/1.png', '/share/product/abc.jpg', '/share/product/..%2f1.jpg']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ ok: false, message: 'No encontramos ese producto.' });
    }
  });

  it('resizes product and banner pictures to the srcset widths as WebP, never wider than the original', async () => {
    const [product] = readdirSync(path.join(imagesDir, 'product')).filter((name) => name.endsWith('.webp'));
    const banners = readdirSync(path.join(imagesDir, 'banner'));
    const desktop = banners.find((name) => name.endsWith('-desktop.webp'))!;
    const mobile = banners.find((name) => name.endsWith('-mobile.webp'))!;
    const widthOf = async (url: string) => {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      if (url.includes('?w=')) expect(res.headers['cache-control']).toBe('public, max-age=86400');
      const { width, format } = await sharp(res.rawPayload).metadata();
      expect(format).toBe('webp');
      return width;
    };
    const original = (await sharp(path.join(imagesDir, 'product', product!)).metadata()).width;
    expect(original).toBe(600);
    expect(await widthOf(`/product/${product}?w=480`)).toBe(480);
    expect(existsSync(path.join(imagesDir, 'product', 'w480', product!))).toBe(true);
    expect(await widthOf(`/product/${product}?w=480`)).toBe(480);
    expect(await widthOf(`/product/${product}?w=960`)).toBe(600);
    expect(await widthOf(`/product/${product}`)).toBe(600);
    expect(await widthOf(`/banner/${desktop}?w=800`)).toBe(800);
    expect(await widthOf(`/banner/${mobile}?w=1600`)).toBe(780);
  });

  it('refuses other widths with 400 in Spanish, and missing pictures with 404', async () => {
    const [product] = readdirSync(path.join(imagesDir, 'product')).filter((name) => name.endsWith('.webp'));
    for (const query of ['w=500', 'w=abc', 'w=480.0', 'w=', 'w=480&w=640']) {
      const res = await get(`/product/${product}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ ok: false, message: 'El ancho pedido no es válido. Anchos disponibles: 320, 480, 640 y 960.' });
    }
    const banner = readdirSync(path.join(imagesDir, 'banner'))[0];
    expect((await get(`/banner/${banner}?w=320`)).json().message).toBe('El ancho pedido no es válido. Anchos disponibles: 400, 800, 1200 y 1600.');
    for (const url of ['/product/no-existe.webp?w=480', '/product/..%2f..%2fpackage.json?w=480', '/banner/%2e%2e%2fproduct%2fx.webp?w=800']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
