import type { TaxonomyDraft, TaxonomyEntry } from '@tienda/domain';
import type { Queryable } from '../../../db/database';

/** Categories or brands: the two tables have the same shape (id, name, status). */
export type TaxonomyTable = 'categories' | 'brands';
const PRODUCT_COLUMN = { categories: 'category_id', brands: 'brand_id' } as const;

/** Every entry by name, with how many products (active or not) it holds: one pass over products. */
export function taxonomyEntries(db: Queryable, table: TaxonomyTable): Promise<TaxonomyEntry[]> {
  const column = PRODUCT_COLUMN[table];
  return db.query<TaxonomyEntry>(
    `SELECT t.id, t.name, t.status, coalesce(n.count, 0)::int AS "productCount"
       FROM ${table} t
       LEFT JOIN (SELECT ${column} AS id, count(*) AS count FROM products GROUP BY ${column}) n ON n.id = t.id
      ORDER BY t.name, t.id`,
  );
}

export async function taxonomyEntry(db: Queryable, table: TaxonomyTable, id: number): Promise<TaxonomyEntry | undefined> {
  const [row] = await db.query<TaxonomyEntry>(
    `SELECT t.id, t.name, t.status, (SELECT count(*) FROM products p WHERE p.${PRODUCT_COLUMN[table]} = t.id)::int AS "productCount"
       FROM ${table} t WHERE t.id = $1`,
    [id],
  );
  return row;
}

/**
 * Whether another entry (not `exceptId`) already has this name, whatever its capitals and accents.
 * Called under the table's lock (lockTaxonomy), so two staff members cannot both take a name.
 */
export async function nameTaken(tx: Queryable, table: TaxonomyTable, name: string, exceptId?: number): Promise<boolean> {
  const rows = await tx.query(`SELECT 1 FROM ${table} WHERE fold(name) = fold($1) AND id <> $2`, [name, exceptId ?? 0]);
  return rows.length > 0;
}

/**
 * Serialises the staff's changes to one table until the transaction ends. The ids of categories
 * and brands are plain integers the seed and the company's imports choose, without a sequence: a
 * new one takes the next after the largest, which is safe only while no one else inserts at the
 * same time. The lock conflicts with other writers of the table only (shoppers' reads and orders
 * go on), and staff create categories and brands a few times a month.
 */
export async function lockTaxonomy(tx: Queryable, table: TaxonomyTable): Promise<void> {
  await tx.query(`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`);
}

export async function insertTaxonomy(tx: Queryable, table: TaxonomyTable, draft: TaxonomyDraft): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO ${table} (id, name, status) SELECT coalesce(max(id), 0) + 1, $1, $2 FROM ${table} RETURNING id`,
    [draft.name, draft.status],
  );
  return row!.id;
}

/** Changes the entry; false when there is none with that id. */
export async function updateTaxonomy(tx: Queryable, table: TaxonomyTable, id: number, draft: TaxonomyDraft): Promise<boolean> {
  const rows = await tx.query(`UPDATE ${table} SET name = $2, status = $3 WHERE id = $1 RETURNING id`, [id, draft.name, draft.status]);
  return rows.length > 0;
}
