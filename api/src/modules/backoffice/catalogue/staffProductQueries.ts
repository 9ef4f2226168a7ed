import { STAFF_PRODUCTS_PER_PAGE, type ProductDraft, type StaffProduct, type StaffProductsFilter } from '@tienda/domain';
import type { Queryable } from '../../../db/database';
import { searchQuery } from '../../catalog/searchQueries';

type StaffProductRow = Omit<StaffProduct, 'updatedAt'> & { updatedAt: Date };

// Every field, active or not, whatever the category's and brand's status: the staff see it all.
const SELECT_STAFF_PRODUCT = `
  SELECT p.id, p.name, p.description, p.price::float8 AS price, p.final_price::float8 AS "finalPrice",
         p.internal_cost::float8 AS "installmentCost", p.stock, p.category_id AS "categoryId", c.name AS "categoryName",
         p.brand_id AS "brandId", b.name AS "brandName", p.highlighted, p.active, p.images, p.updated_at AS "updatedAt",
         p.iva_rate::float8 AS "ivaRate", p.internal_tax_rate::float8 AS "internalTaxRate"
    FROM products p
    JOIN categories c ON c.id = p.category_id
    JOIN brands b ON b.id = p.brand_id`;

const toStaffProduct = (row: StaffProductRow): StaffProduct => ({ ...row, updatedAt: row.updatedAt.toISOString() });

// Each sort ends with the id, so a page never repeats nor skips a product between equal values.
// None of these columns but name and price has an index, on purpose: orders change stock and
// updated_at many times a second, and an index on either would turn each of those updates from a
// HOT update (no index touched) into one that writes every index of the table. A page sorted by
// them is a top-25 sort of the matching rows (bench: the back office's search, and EXPLAIN notes).
const SORTS = {
  name: 'p.name, p.id',
  '-name': 'p.name DESC, p.id DESC',
  price: 'p.final_price, p.id',
  '-price': 'p.final_price DESC, p.id DESC',
  stock: 'p.stock, p.id',
  '-stock': 'p.stock DESC, p.id DESC',
  updated: 'p.updated_at, p.id',
  '-updated': 'p.updated_at DESC, p.id DESC',
} as const;

// Out of stock is what the shop offers and cannot sell: the dashboard's figure counts the same.
const STATUSES = { active: 'p.active', inactive: 'NOT p.active', 'out-of-stock': 'p.active AND p.stock = 0' } as const;

/**
 * A page of the back office's product list. `q` is a product number or words of the name, found
 * as the shop's search finds them (searchQueries.ts: prefixes of the name's words through the GIN
 * index on name_words, a mistyped word corrected); a number also finds the product with that id.
 */
export async function staffProductsPage(db: Queryable, filter: StaffProductsFilter): Promise<{ products: StaffProduct[]; total: number }> {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [];
  const term = filter.q?.trim();
  if (term) {
    const words = await searchQuery(db, term);
    const byNumber = /^\d{1,9}$/.test(term) ? `p.id = ${param(Number(term))}` : undefined;
    const byWords = words === null ? undefined : `p.name_words @@ ${param(words)}::tsquery`;
    if (!byNumber && !byWords) return { products: [], total: 0 };
    where.push(`(${[byNumber, byWords].filter(Boolean).join(' OR ')})`);
  }
  if (filter.categoryId !== undefined) where.push(`p.category_id = ${param(filter.categoryId)}`);
  if (filter.brandId !== undefined) where.push(`p.brand_id = ${param(filter.brandId)}`);
  if (filter.status) where.push(STATUSES[filter.status]);
  const condition = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const countParams = [...params];
  const page = filter.page ?? 1;
  const limit = param(STAFF_PRODUCTS_PER_PAGE);
  const offset = param((page - 1) * STAFF_PRODUCTS_PER_PAGE);
  const sort = SORTS[filter.sort ?? '-updated'];
  const count = (): Promise<{ total: number }[]> => db.query<{ total: number }>(`SELECT count(*)::int AS total FROM products p ${condition}`, countParams);
  // A narrow filter (a term, a category, a brand, the inactive or those without stock: at most a
  // few thousand rows at 100,000 products) collects its matches once, counts them and sorts them;
  // walking the name or price index instead would read past every product of the other categories,
  // since names and prices run together by kind (64,000 rows skipped for page 3 of Celulares by name).
  if (term || filter.categoryId !== undefined || filter.brandId !== undefined || (filter.status && filter.status !== 'active')) {
    const rows = await db.query<StaffProductRow & { total: number }>(
      `WITH matching AS MATERIALIZED (SELECT p.id, p.name, p.final_price, p.stock, p.updated_at FROM products p ${condition}),
            page AS (SELECT p.id FROM matching p ORDER BY ${sort} LIMIT ${limit} OFFSET ${offset})
       ${SELECT_STAFF_PRODUCT.replace('SELECT ', 'SELECT (SELECT count(*) FROM matching)::int AS total, ')} JOIN page ON page.id = p.id ORDER BY ${sort}`,
      params,
    );
    // A page past the last has no row to carry the count.
    const total = rows[0]?.total ?? (page > 1 ? ((await count())[0]?.total ?? 0) : 0);
    return { products: rows.map(({ total: _total, ...row }) => toStaffProduct(row)), total };
  }
  // Otherwise the page walks the sort's index (name, price) or sorts the catalogue (stock, date),
  // and the count is an index-only scan; the page's ids first, then only those rows in full.
  const [rows, [counted]] = await Promise.all([
    db.query<StaffProductRow>(
      `WITH page AS (SELECT p.id FROM products p ${condition} ORDER BY ${sort} LIMIT ${limit} OFFSET ${offset})
       ${SELECT_STAFF_PRODUCT} JOIN page ON page.id = p.id ORDER BY ${sort}`,
      params,
    ),
    count(),
  ]);
  return { products: rows.map(toStaffProduct), total: counted?.total ?? 0 };
}

export async function staffProductById(db: Queryable, id: number, { forUpdate = false } = {}): Promise<StaffProduct | undefined> {
  const [row] = await db.query<StaffProductRow>(`${SELECT_STAFF_PRODUCT} WHERE p.id = $1${forUpdate ? ' FOR UPDATE OF p' : ''}`, [id]);
  return row && toStaffProduct(row);
}

/** The draft as the products table's columns (its description already sanitised); stock null when not sent. */
const columnsOf = (draft: ProductDraft) => [
  draft.name,
  draft.description,
  draft.price,
  draft.finalPrice,
  draft.installmentCost,
  draft.stock ?? null,
  draft.categoryId,
  draft.brandId,
  draft.highlighted,
  draft.active,
  draft.images,
  draft.ivaRate,
  draft.internalTaxRate,
];

export async function insertProduct(tx: Queryable, draft: ProductDraft): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO products (name, description, price, final_price, internal_cost, stock, category_id, brand_id, highlighted, active, images, iva_rate, internal_tax_rate)
     VALUES ($1, $2, $3, $4, $5, COALESCE($6::integer, 0), $7, $8, $9, $10, $11::text[], $12, $13) RETURNING id`,
    columnsOf(draft),
  );
  await rememberBrandCategory(tx, draft.brandId, draft.categoryId);
  return row!.id;
}

export async function updateProduct(tx: Queryable, id: number, draft: ProductDraft): Promise<void> {
  await tx.query(
    `UPDATE products SET name = $1, description = $2, price = $3, final_price = $4, internal_cost = $5, stock = COALESCE($6::integer, stock),
            category_id = $7, brand_id = $8, highlighted = $9, active = $10, images = $11::text[], iva_rate = $12, internal_tax_rate = $13
      WHERE id = $14`,
    [...columnsOf(draft), id],
  );
  await rememberBrandCategory(tx, draft.brandId, draft.categoryId);
}

export async function updateStock(tx: Queryable, id: number, stock: number): Promise<void> {
  await tx.query('UPDATE products SET stock = $2 WHERE id = $1', [id, stock]);
}

/** The shop's brand filter offers a brand in the categories it sells in (brand_categories). */
function rememberBrandCategory(tx: Queryable, brandId: number, categoryId: number) {
  return tx.query('INSERT INTO brand_categories (brand_id, category_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [brandId, categoryId]);
}

export async function categoryExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM categories WHERE id = $1', [id])).length > 0;
}

export async function brandExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM brands WHERE id = $1', [id])).length > 0;
}

/** One row of the prices-and-stock file: prices as the database writes numeric (233999.00). */
type PriceAndStockRow = {
  id: number;
  name: string;
  price: string;
  final_price: string;
  internal_cost: string;
  stock: number;
  iva_rate: number;
  internal_tax_rate: number;
};

/** The products after `afterId`, by id, `limit` at a time: the export reads the catalogue in slices. */
export function pricesAndStockAfter(db: Queryable, afterId: number, limit: number) {
  return db.query<PriceAndStockRow>(
    `SELECT id, name, price::text AS price, final_price::text AS final_price, internal_cost::text AS internal_cost, stock,
            iva_rate::float8 AS iva_rate, internal_tax_rate::float8 AS internal_tax_rate
       FROM products WHERE id > $1 ORDER BY id LIMIT $2`,
    [afterId, limit],
  );
}

/** The catalogue's product ids after `afterId`, in order, `limit` at a time (an import's lookup). */
export async function productIdsAfter(db: Queryable, afterId: number, limit: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>('SELECT id FROM products WHERE id > $1 ORDER BY id LIMIT $2', [afterId, limit]);
  return rows.map((row) => row.id);
}

/** The prices of the products asked for (those that exist), as the database keeps them. */
export function pricesOf(db: Queryable, ids: readonly number[]) {
  return db.query<{ id: number; price: string; final_price: string; internal_cost: string }>(
    'SELECT id, price::text AS price, final_price::text AS final_price, internal_cost::text AS internal_cost FROM products WHERE id = ANY($1::int[])',
    [ids],
  );
}

/** A line of an import: only the columns the file has are set. */
export type PriceAndStockChange = {
  id: number;
  price?: number;
  final_price?: number;
  internal_cost?: number;
  stock?: number;
  iva_rate?: number;
  internal_tax_rate?: number;
};

/**
 * Applies the import; a column the file lacks keeps its value. Rows whose values are already those
 * are not written (an export imported back unchanged moves nothing: no updated_at, no catalogue
 * version). The rows to change are locked first in id order, the order in which orders take stock,
 * so an import and an order never wait on each other in a circle. Answers how many products changed.
 */
export async function applyPricesAndStock(tx: Queryable, changes: readonly PriceAndStockChange[]): Promise<number> {
  const incoming = `incoming AS (
       SELECT * FROM json_to_recordset($1::json)
                AS r(id int, price numeric, final_price numeric, internal_cost numeric, stock int, iva_rate numeric, internal_tax_rate numeric)
     )`;
  const differs = `(p.price, p.final_price, p.internal_cost, p.stock, p.iva_rate, p.internal_tax_rate)
       IS DISTINCT FROM (coalesce(r.price, p.price), coalesce(r.final_price, p.final_price), coalesce(r.internal_cost, p.internal_cost), coalesce(r.stock, p.stock),
                         coalesce(r.iva_rate, p.iva_rate), coalesce(r.internal_tax_rate, p.internal_tax_rate))`;
  const json = JSON.stringify(changes);
  const locked = await tx.query<{ id: number }>(
    `WITH ${incoming} SELECT p.id FROM products p JOIN incoming r ON r.id = p.id WHERE ${differs} ORDER BY p.id FOR UPDATE OF p`,
    [json],
  );
  if (locked.length === 0) return 0;
  const rows = await tx.query<{ id: number }>(
    `WITH ${incoming}
     UPDATE products p
        SET price = coalesce(r.price, p.price), final_price = coalesce(r.final_price, p.final_price),
            internal_cost = coalesce(r.internal_cost, p.internal_cost), stock = coalesce(r.stock, p.stock),
            iva_rate = coalesce(r.iva_rate, p.iva_rate), internal_tax_rate = coalesce(r.internal_tax_rate, p.internal_tax_rate)
       FROM incoming r
      WHERE p.id = r.id AND p.id = ANY($2::int[]) AND ${differs}
     RETURNING p.id`,
    [json, locked.map((row) => row.id)],
  );
  return rows.length;
}
