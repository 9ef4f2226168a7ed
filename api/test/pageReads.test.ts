import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_COMPANY } from '@tienda/domain';
import type { Database } from '../src/db/database';
import { seedDemo } from '../src/seed/seedDemo';
import { catalogueVersion } from '../src/web/pageCache';
import { pageEncoding } from '../src/web/pageEncoding';
import { pageReads } from '../src/web/pageReads';
import { freshDatabase } from './databases';

describe('the catalogue reads of a page rendered on the server', () => {
  let db: Database;
  beforeAll(async () => {
    db = await freshDatabase('pglite');
    await seedDemo(db, inject('testImagesDir'));
  });
  afterAll(() => db.close());

  const readsAt = () => pageReads(db, { googleClientId: undefined, company: DEMO_COMPANY })(() => catalogueVersion(db));

  it('answers what the API answers, and a missing product as none', async () => {
    const reads = readsAt();
    const categories = await reads.categories();
    expect(categories.map((category) => category.name)).toContain('Celulares');
    const [offered] = await db.query<{ id: number; name: string }>(`SELECT id, name FROM products WHERE active ORDER BY id LIMIT 1`);
    expect((await reads.product(offered!.id))?.name).toBe(offered!.name);
    expect(await reads.product(999_999)).toBeUndefined();
    expect((await reads.config()).company).toEqual(DEMO_COMPANY);
  });

  it('reads what depends on the catalogue once per version, and again once it moves', async () => {
    const kept = pageReads(db, { googleClientId: undefined, company: DEMO_COMPANY });
    const reads = kept(() => catalogueVersion(db));
    const first = await reads.categories();
    expect(await kept(() => catalogueVersion(db)).categories()).toBe(first);

    await db.query(`UPDATE categories SET name = 'Teléfonos' WHERE name = 'Celulares'`);
    const after = await reads.categories();
    expect(after).not.toBe(first);
    expect(after.map((category) => category.name)).toContain('Teléfonos');
  });
});

describe('the encoding of a page kept', () => {
  it('is brotli when the browser takes it, else gzip, else none; a q of 0 refuses one', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip, deflate')).toBe('gzip');
    expect(pageEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pageEncoding('br; q=0.0, gzip;q=0')).toBe('identity');
    expect(pageEncoding(undefined)).toBe('identity');
  });
});
