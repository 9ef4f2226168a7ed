// Seeds the database the server uses: `npx tsx scripts/seed.mts [--products 100000]`.
// The demo shop goes in when the database has no products; --products adds that many synthetic ones.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/openDatabase';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/seed/seedDemo';
import { seedSyntheticProducts } from '../src/seed/synthetic';
import { readSettings } from '../src/settings';

const { values } = parseArgs({ options: { products: { type: 'string', default: '0' } } });
const products = Number(values.products);
if (!Number.isInteger(products) || products < 0) throw new Error(`--products expects a whole number, got ${values.products}`);

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const settings = readSettings();
await mkdir(settings.dataDir, { recursive: true });
const db = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: path.join(settings.dataDir, 'db') });
try {
  await migrate(db);
  let started = performance.now();
  const { seeded } = await seedDemo(db, settings.imagesDir);
  console.log(seeded ? `Demo data seeded in ${seconds(started)} s (images in ${settings.imagesDir}).` : 'Products already present: demo data left as it was.');
  if (products > 0) {
    started = performance.now();
    await seedSyntheticProducts(db, products);
    console.log(`${products} synthetic products added in ${seconds(started)} s.`);
    // PGlite has no autovacuum: without this its planner never learns the table's size, and the
    // page counts' index-only scans would visit the table anyway. On PostgreSQL it only comes sooner.
    started = performance.now();
    await db.exec('VACUUM ANALYZE products');
    console.log(`Statistics and visibility map updated in ${seconds(started)} s.`);
  }
  const [total] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM products');
  console.log(`Products in the database: ${total?.count}.`);
} finally {
  await db.close();
}
