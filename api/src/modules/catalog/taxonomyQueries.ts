import type { Queryable } from '../../db/database';

// Only what is 'activa' is offered (spec §2 Shell, §9).
export function activeCategories(db: Queryable) {
  return db.query<{ id: number; name: string; status: string }>(
    `SELECT id, name, status FROM categories WHERE status = 'activa' ORDER BY id`,
  );
}

/** Active brands, or those selling in any of the given categories. */
export function activeBrands(db: Queryable, categoryIds: number[] = []) {
  if (categoryIds.length === 0) {
    return db.query<{ id: number; name: string; status: string }>(`SELECT id, name, status FROM brands WHERE status = 'activa' ORDER BY name`);
  }
  return db.query<{ id: number; name: string; status: string }>(
    `SELECT b.id, b.name, b.status FROM brands b
      WHERE b.status = 'activa'
        AND EXISTS (SELECT 1 FROM brand_categories bc WHERE bc.brand_id = b.id AND bc.category_id = ANY($1::int[]))
      ORDER BY b.name`,
    [categoryIds],
  );
}

export function bannersOf(db: Queryable, kind: 'mobile' | 'desktop') {
  return db.query<{ id: number; url: string; alt: string }>(`SELECT id, url, alt FROM banners WHERE kind = $1 ORDER BY position, id`, [kind]);
}
