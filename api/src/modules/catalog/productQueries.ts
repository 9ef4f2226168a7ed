import type { ProductFilter } from '@tienda/domain';
import type { Queryable } from '../../db/database';

/** A product as the spec's calls send it (§3 Product). */
export type ProductJson = {
  id: number;
  name: string;
  description: string;
  price: number;
  final_price: string;
  internal_cost: number;
  stock: number;
  highlighted: boolean;
  images: { default: string[] };
  category: { id: number; name: string };
  brand: { id: number; name: string };
};

type ProductRow = Omit<ProductJson, 'images' | 'category' | 'brand'> & {
  images: string[];
  category_id: number;
  category_name: string;
  brand_id: number;
  brand_name: string;
};

// numeric columns: price figures as numbers, final_price as the numeric string of the spec.
const SELECT_PRODUCT = `
  SELECT p.id, p.name, p.description, p.price::float8 AS price, p.final_price::text AS final_price,
         p.internal_cost::float8 AS internal_cost, p.stock, p.highlighted, p.images,
         c.id AS category_id, c.name AS category_name, b.id AS brand_id, b.name AS brand_name
    FROM products p
    JOIN categories c ON c.id = p.category_id
    JOIN brands b ON b.id = p.brand_id`;

// What shoppers are offered: products whose category and brand are 'activa'.
const OFFERED = `c.status = 'activa' AND b.status = 'activa'`;

/**
 * The same rule for page counts, without joining: the active ids (optionally only those asked for)
 * become arrays that the index on (category, brand, price) reads directly, so a count is an
 * index-only scan instead of a join over every matching row.
 */
export const offeredIds = (categoryIds?: string, brandIds?: string) =>
  `p.category_id = ANY(ARRAY(SELECT id FROM categories WHERE status = 'activa'${categoryIds ? ` AND id = ANY(${categoryIds}::int[])` : ''}))
   AND p.brand_id = ANY(ARRAY(SELECT id FROM brands WHERE status = 'activa'${brandIds ? ` AND id = ANY(${brandIds}::int[])` : ''}))`;

const toJson = ({ images, category_id, category_name, brand_id, brand_name, ...product }: ProductRow): ProductJson => ({
  ...product,
  images: { default: images },
  category: { id: category_id, name: category_name },
  brand: { id: brand_id, name: brand_name },
});

export async function productById(db: Queryable, id: number): Promise<ProductJson | undefined> {
  // The shop's most frequent call: kept prepared on PostgreSQL, where planning the three-table
  // join cost about three times running it.
  const [row] = await db.query<ProductRow>(`${SELECT_PRODUCT} WHERE p.id = $1`, [id], { prepare: 'product_by_id' });
  return row && toJson(row);
}

export async function productPage(db: Queryable, page: number, limit: number) {
  const [rows, [count]] = await Promise.all([
    db.query<ProductRow>(`${SELECT_PRODUCT} WHERE ${OFFERED} ORDER BY p.id LIMIT $1 OFFSET $2`, [limit, (page - 1) * limit]),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM products p WHERE ${offeredIds()}`),
  ]);
  return { products: rows.map(toJson), totalPages: Math.max(1, Math.ceil((count?.total ?? 0) / limit)) };
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

// Typos such as 'samsumg' score about 0.45 against 'samsung'; pg_trgm's default 0.6 would miss them.
const WORD_SIMILARITY_THRESHOLD = 0.4;

/**
 * Whether a folded search term matches a product: as a substring, or as a similar word. Only the
 * term is folded here; the product's folded name is kept in the row (p.name_folded).
 */
const MATCHES = (param: string) => `(p.name_folded LIKE '%' || fold(${param}) || '%' OR fold(${param}) <% p.name_folded)`;
const RELEVANCE = (param: string) =>
  `(p.name_folded LIKE fold(${param}) || '%')::int * 2 + (p.name_folded LIKE '%' || fold(${param}) || '%')::int + word_similarity(fold(${param}), p.name_folded)`;

/** Search and filtered listings run with the lower similarity threshold for this transaction only. */
export async function withSearchThreshold(tx: Queryable) {
  await tx.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [String(WORD_SIMILARITY_THRESHOLD)]);
}

// How many of the nearest names the suggestions are chosen from.
const SUGGESTION_CANDIDATES = 50;

/**
 * The header's suggestions: ids and names, best match first. The nearest names by word distance
 * come straight from the GiST trigram index (typos included: 'samsumg' finds Samsung), so only a
 * few dozen rows are read however common the word; among them, names that start with the typed
 * text, then those that contain it, come first.
 */
export async function searchSuggestions(tx: Queryable, term: string, limit = 8) {
  return tx.query<{ id: number; name: string }>(
    `SELECT id, name FROM (
       SELECT p.id, p.name, p.name_folded, fold($1) <<-> p.name_folded AS distance
         FROM products p
        -- The active ids as arrays, not joins: a join would have the planner score every row.
        WHERE ${offeredIds()}
        ORDER BY fold($1) <<-> p.name_folded
        LIMIT ${SUGGESTION_CANDIDATES}
     ) nearest
     WHERE distance <= 1 - ${WORD_SIMILARITY_THRESHOLD} OR name_folded LIKE '%' || fold($1) || '%'
     ORDER BY (name_folded LIKE fold($1) || '%') DESC, (name_folded LIKE '%' || fold($1) || '%') DESC, distance, id
     LIMIT $2`,
    [term, limit],
  );
}

/** The explore and search listings: filters, sort, one page and the page count. */
export async function filteredProducts(tx: Queryable, filter: ProductFilter, page: number, perPage: number) {
  const search = filter.search?.trim();
  return search ? searchedProducts(tx, filter, search, page, perPage) : listedProducts(tx, filter, page, perPage);
}

/** The price conditions of a filter, their parameters numbered by `param`. */
function priceConditions(filter: ProductFilter, param: (value: unknown) => string): string[] {
  const conditions: string[] = [];
  if (filter.minPrice !== undefined) conditions.push(`p.final_price >= ${param(filter.minPrice)}`);
  if (filter.maxPrice !== undefined) conditions.push(`p.final_price <= ${param(filter.maxPrice)}`);
  return conditions;
}

// 'desc' is 'Los más caros', 'asc' 'Los más baratos'; ties in the order of the catalogue.
const PRICE_ORDER = { desc: 'final_price DESC, id', asc: 'final_price ASC, id' } as const;
const ofTable = (order: string, table: string) => order.replace(/\b(final_price|relevance|id)\b/g, `${table}.$1`);

/**
 * Without a search term: the page's ids first, read from an index alone (price, id, category and
 * brand are all in one), then those 12 rows in full; and the page count from the index on
 * (category, brand, price) alone.
 */
async function listedProducts(tx: Queryable, filter: ProductFilter, page: number, perPage: number) {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const categories = filter.categoryIds?.length ? param(filter.categoryIds) : undefined;
  const brands = filter.brandIds?.length ? param(filter.brandIds) : undefined;
  const counted = [offeredIds(categories, brands), ...priceConditions(filter, param)];
  // The page repeats the ids asked for as plain arrays: only for the planner's estimate.
  const where = [
    ...counted,
    ...(categories ? [`p.category_id = ANY(${categories}::int[])`] : []),
    ...(brands ? [`p.brand_id = ANY(${brands}::int[])`] : []),
  ].join(' AND ');
  const order = filter.sort ? PRICE_ORDER[filter.sort] : 'id';
  const countParams = [...params];
  const limit = param(perPage);
  const offset = param((page - 1) * perPage);
  const rows = await tx.query<ProductRow>(
    `WITH page AS (SELECT p.id, p.final_price FROM products p WHERE ${where} ORDER BY ${ofTable(order, 'p')} LIMIT ${limit} OFFSET ${offset})
     SELECT p.id, p.name, p.description, p.price::float8 AS price, p.final_price::text AS final_price,
            p.internal_cost::float8 AS internal_cost, p.stock, p.highlighted, p.images,
            c.id AS category_id, c.name AS category_name, b.id AS brand_id, b.name AS brand_name
       FROM page JOIN products p ON p.id = page.id JOIN categories c ON c.id = p.category_id JOIN brands b ON b.id = p.brand_id
      ORDER BY ${ofTable(order, 'page')}`,
    params,
  );
  const [count] = await tx.query<{ total: number }>(`SELECT count(*)::int AS total FROM products p WHERE ${counted.join(' AND ')}`, countParams);
  return { products: rows.map(toJson), totalPages: Math.ceil((count?.total ?? 0) / perPage) };
}

/**
 * With a search term every match must be scored to rank them, and counted: one statement does
 * both, so the match test and the relevance are computed once per matching row, not once for the
 * page and again for the count. The count comes back even when the page is past the end.
 */
async function searchedProducts(tx: Queryable, filter: ProductFilter, search: string, page: number, perPage: number) {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const categories = filter.categoryIds?.length ? param(filter.categoryIds) : undefined;
  const brands = filter.brandIds?.length ? param(filter.brandIds) : undefined;
  const term = param(search);
  const where = [offeredIds(categories, brands), ...priceConditions(filter, param), MATCHES(term)].join(' AND ');
  const order = filter.sort ? PRICE_ORDER[filter.sort] : 'relevance DESC, id';
  const limit = param(perPage);
  const offset = param((page - 1) * perPage);
  const rows = await tx.query<ProductRow & { total: number; id: number | null }>(
    `WITH matched AS MATERIALIZED (
       SELECT p.id, p.final_price, ${RELEVANCE(term)} AS relevance FROM products p WHERE ${where}
     ), page AS (
       SELECT id, final_price, relevance FROM matched ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}
     )
     SELECT (SELECT count(*)::int FROM matched) AS total, p.id, p.name, p.description, p.price::float8 AS price,
            p.final_price::text AS final_price, p.internal_cost::float8 AS internal_cost, p.stock, p.highlighted, p.images,
            c.id AS category_id, c.name AS category_name, b.id AS brand_id, b.name AS brand_name
       FROM (SELECT 1) AS one
       LEFT JOIN (page JOIN products p ON p.id = page.id JOIN categories c ON c.id = p.category_id JOIN brands b ON b.id = p.brand_id) ON true
      ORDER BY ${ofTable(order, 'page')}`,
    params,
  );
  const total = rows[0]?.total ?? 0;
  const products = rows.filter((row): row is ProductRow & { total: number; id: number } => row.id !== null).map(({ total: _total, ...row }) => toJson(row));
  return { products, totalPages: Math.ceil(total / perPage) };
}
