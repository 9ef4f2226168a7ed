import DataLoader from 'dataloader';
import { installmentOfferOf, type ListedProduct } from '@tienda/domain';
import type { Queryable } from '../../db/database';

/** A product's row, its category and brand joined in (SELECT_PRODUCT). */
export type ProductRow = Omit<ListedProduct, 'images' | 'category' | 'brand' | 'installmentOffer'> & {
  images: string[];
  category_id: number;
  category_name: string;
  brand_id: number;
  brand_name: string;
};

// numeric columns: price figures as numbers, final_price as the numeric string of the spec.
export const SELECT_PRODUCT = `
  SELECT p.id, p.name, p.description, p.price::float8 AS price, p.final_price::text AS final_price,
         p.internal_cost::float8 AS internal_cost, p.stock, p.highlighted, p.images,
         p.iva_rate::float8 AS iva_rate, p.internal_tax_rate::float8 AS internal_tax_rate,
         c.id AS category_id, c.name AS category_name, b.id AS brand_id, b.name AS brand_name
    FROM products p
    JOIN categories c ON c.id = p.category_id
    JOIN brands b ON b.id = p.brand_id`;

// What shoppers are offered: active products whose category and brand are 'activa'.
const OFFERED = `p.active AND c.status = 'activa' AND b.status = 'activa'`;

/**
 * The same rule for page counts, without joining: the active ids (optionally only those asked for)
 * become arrays that the index on (category, brand, price) reads directly, so a count is an
 * index-only scan instead of a join over every matching row. `p.active` is the predicate of the
 * listing's partial indexes (migration 013): inactive products are not even in them. `tested`
 * keeps the arrays out of the indexes (a row found otherwise is only tested against them), and
 * `table` names another table with category_id and brand_id, of active products only.
 */
export const offeredIds = (categoryIds?: string, brandIds?: string, { table = 'p', tested = false } = {}) => {
  const column = (name: string) => (tested ? `(${table}.${name} + 0)` : `${table}.${name}`);
  return `${table === 'p' ? 'p.active AND ' : ''}${column('category_id')} = ANY(ARRAY(SELECT id FROM categories WHERE status = 'activa'${categoryIds ? ` AND id = ANY(${categoryIds}::int[])` : ''}))
   AND ${column('brand_id')} = ANY(ARRAY(SELECT id FROM brands WHERE status = 'activa'${brandIds ? ` AND id = ANY(${brandIds}::int[])` : ''}))`;
};

// Field by field, in the order of SELECT_PRODUCT (a rest spread cost more than the rest of the mapping).
export const toJson = (row: ProductRow): ListedProduct => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: row.price,
  final_price: row.final_price,
  internal_cost: row.internal_cost,
  stock: row.stock,
  highlighted: row.highlighted,
  images: { default: row.images },
  iva_rate: row.iva_rate,
  internal_tax_rate: row.internal_tax_rate,
  category: { id: row.category_id, name: row.category_name },
  brand: { id: row.brand_id, name: row.brand_name },
  // Every answer with a price in instalments discloses what they cost (computed, never stored).
  installmentOffer: installmentOfferOf(row),
});

// Lookups by id asked for while the event loop is in one turn (the requests read off the sockets
// together) go to the database as one statement: under load each statement's fixed cost, a round
// trip and a wake-up of a server process, was most of the work, and a pool connection runs one
// statement at a time. Nothing is kept between turns: each request reads the product as it is.
const lookups = new WeakMap<Queryable, DataLoader<number, ProductRow | undefined>>();

const loaderFor = (db: Queryable) =>
  new DataLoader<number, ProductRow | undefined>(
    async (ids) => {
      // The shop's most frequent call: kept prepared on PostgreSQL, where planning the three-table
      // join cost several times running it (its plan is the same for any list of ids: primary keys).
      // An inactive product's page is a missing one's.
      const rows = await db.query<ProductRow>(`${SELECT_PRODUCT} WHERE p.id = ANY($1::int[]) AND p.active`, [[...ids]], { prepare: 'products_by_id' });
      const found = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => found.get(id));
    },
    { cache: false, maxBatchSize: 100, batchScheduleFn: (send) => setImmediate(send) },
  );

export async function productById(db: Queryable, id: number): Promise<ListedProduct | undefined> {
  let loader = lookups.get(db);
  if (!loader) lookups.set(db, (loader = loaderFor(db)));
  const row = await loader.load(id);
  return row && toJson(row);
}

/** A page of the offered products in the catalogue's order (their count is the listing's: listing.ts). */
export async function productPage(db: Queryable, page: number, limit: number) {
  const rows = await db.query<ProductRow>(`${SELECT_PRODUCT} WHERE ${OFFERED} ORDER BY p.id LIMIT $1 OFFSET $2`, [limit, (page - 1) * limit]);
  return rows.map(toJson);
}

export async function highlightedProducts(db: Queryable, limit = 24) {
  const rows = await db.query<ProductRow>(`${SELECT_PRODUCT} WHERE p.highlighted AND ${OFFERED} ORDER BY p.id LIMIT $1`, [limit]);
  return rows.map(toJson);
}

export async function productsByCategory(db: Queryable, categoryIds: number[], limit = 24) {
  const rows = await db.query<ProductRow>(
    `${SELECT_PRODUCT} WHERE p.category_id = ANY($1::int[]) AND ${OFFERED} ORDER BY p.highlighted DESC, p.id LIMIT $2`,
    [categoryIds, limit],
  );
  return rows.map(toJson);
}
