import type { Database, Queryable } from '../db/database';
import { BANNER_SIZES, bannerFileName, type BannerKind } from './bannerArtwork';
import { DEMO_PRODUCTS } from './catalogue';
import { BANNERS } from './data/banners';
import { BRANDS } from './data/brands';
import { CATEGORIES } from './data/categories';
import { COUPONS } from './data/coupons';
import { CREDIT_LINES } from './data/creditLines';
import { PROVINCES, STORES } from '@tienda/domain';
import { renderDemoImages } from './images';
import { insertRows } from './insertRows';
import { seedDemoMember } from './demoMember';
import { seedDemoAdmin } from './demoAdmin';

async function insertDemoRows(tx: Queryable): Promise<void> {
  await insertRows(tx, 'categories', CATEGORIES);
  await insertRows(tx, 'brands', BRANDS.map(({ id, name, status }) => ({ id, name, status })));
  await insertRows(tx, 'brand_categories', BRANDS.flatMap((b) => b.categoryIds.map((category_id) => ({ brand_id: b.id, category_id }))));
  await insertRows(tx, 'products', DEMO_PRODUCTS.map(({ seed, ...row }) => row));
  // The ids were given, so the serial must be moved past them for the products added later.
  await tx.query(`SELECT setval(pg_get_serial_sequence('products', 'id'), (SELECT max(id) FROM products))`);
  await insertRows(
    tx,
    'banners',
    (Object.keys(BANNER_SIZES) as BannerKind[]).flatMap((kind) =>
      BANNERS.map((banner, position) => ({ kind, url: bannerFileName(banner, kind), alt: banner.alt, position })),
    ),
  );
  await insertRows(tx, 'stores', STORES);
  await insertRows(tx, 'provinces', PROVINCES.map(({ id, name }) => ({ id, name })));
  await insertRows(tx, 'cities', PROVINCES.flatMap((p) => p.cities.map((name) => ({ province_id: p.id, name }))));
  await insertRows(tx, 'coupons', COUPONS);
  await insertRows(tx, 'credit_lines', CREDIT_LINES);
}

/**
 * The demo shop on an empty database: taxonomy, catalogue and its pictures, banners, stores,
 * provinces, coupons and credit lines, and (unless `member` is false, as in production, where a
 * published password must not open an account) the demo member with their orders and the demo
 * back-office staff. A database that already has products is left alone, but for the demo staff
 * while it has no staff at all.
 */
export async function seedDemo(db: Database, imagesDir: string, { member = true } = {}): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    // Servers starting together on one PostgreSQL: the first seeds, the others wait here and find products.
    await tx.query('LOCK TABLE products IN EXCLUSIVE MODE');
    const [found] = await tx.query<{ any: boolean }>('SELECT EXISTS (SELECT FROM products) AS any');
    if (found?.any) {
      // A shop seeded before it had a back office gets the demo staff once, as the README promises.
      if (member && !(await tx.query('SELECT 1 FROM staff LIMIT 1')).length) await seedDemoAdmin(tx);
      return { seeded: false };
    }
    await insertDemoRows(tx);
    if (member) {
      await seedDemoMember(tx);
      await seedDemoAdmin(tx);
    }
    // Inside the transaction: if drawing fails, the rows go too, and the next start tries again.
    await renderDemoImages(imagesDir);
    return { seeded: true };
  });
}
