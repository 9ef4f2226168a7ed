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

const toJson = ({ images, category_id, category_name, brand_id, brand_name, ...product }: ProductRow): ProductJson => ({
  ...product,
  images: { default: images },
  category: { id: category_id, name: category_name },
  brand: { id: brand_id, name: brand_name },
});

export async function productById(db: Queryable, id: number): Promise<ProductJson | undefined> {
  const [row] = await db.query<ProductRow>(`${SELECT_PRODUCT} WHERE p.id = $1`, [id]);
  return row && toJson(row);
}

export async function productPage(db: Queryable, page: number, limit: number) {
  const [rows, [count]] = await Promise.all([
    db.query<ProductRow>(`${SELECT_PRODUCT} WHERE ${OFFERED} ORDER BY p.id LIMIT $1 OFFSET $2`, [limit, (page - 1) * limit]),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM products p JOIN categories c ON c.id = p.category_id JOIN brands b ON b.id = p.brand_id WHERE ${OFFERED}`),
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

/** Whether a folded search term matches a product: as a substring, or as a similar word. */
const MATCHES = (param: string) => `(fold(p.name) LIKE '%' || fold(${param}) || '%' OR fold(${param}) <% fold(p.name))`;
const RELEVANCE = (param: string) =>
  `(fold(p.name) LIKE fold(${param}) || '%')::int * 2 + (fold(p.name) LIKE '%' || fold(${param}) || '%')::int + word_similarity(fold(${param}), fold(p.name))`;

/** Search and filtered listings run with the lower similarity threshold for this transaction only. */
export async function withSearchThreshold(tx: Queryable) {
  await tx.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [String(WORD_SIMILARITY_THRESHOLD)]);
}

/** The header's suggestions: ids and names, best match first. */
export async function searchSuggestions(tx: Queryable, term: string, limit = 8) {
  return tx.query<{ id: number; name: string }>(
    `SELECT p.id, p.name FROM products p
       JOIN categories c ON c.id = p.category_id JOIN brands b ON b.id = p.brand_id
      WHERE ${MATCHES('$1')} AND ${OFFERED}
      ORDER BY ${RELEVANCE('$1')} DESC, p.id
      LIMIT $2`,
    [term, limit],
  );
}

/** The explore and search listings: filters, sort, one page and the page count. */
export async function filteredProducts(tx: Queryable, filter: ProductFilter, page: number, perPage: number) {
  const conditions = [OFFERED];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.categoryIds?.length) conditions.push(`p.category_id = ANY(${param(filter.categoryIds)}::int[])`);
  if (filter.brandIds?.length) conditions.push(`p.brand_id = ANY(${param(filter.brandIds)}::int[])`);
  if (filter.minPrice !== undefined) conditions.push(`p.final_price >= ${param(filter.minPrice)}`);
  if (filter.maxPrice !== undefined) conditions.push(`p.final_price <= ${param(filter.maxPrice)}`);
  const search = filter.search?.trim();
  let searchParam = '';
  if (search) {
    searchParam = param(search);
    conditions.push(MATCHES(searchParam));
  }
  const where = conditions.join(' AND ');
  const order =
    filter.sort === 'desc' ? 'p.final_price DESC, p.id' : filter.sort === 'asc' ? 'p.final_price ASC, p.id' : search ? `${RELEVANCE(searchParam)} DESC, p.id` : 'p.id';

  const countParams = [...params];
  const limit = param(perPage);
  const offset = param((page - 1) * perPage);
  const rows = await tx.query<ProductRow>(`${SELECT_PRODUCT} WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`, params);
  const [count] = await tx.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM products p JOIN categories c ON c.id = p.category_id JOIN brands b ON b.id = p.brand_id WHERE ${where}`,
    countParams,
  );
  return { products: rows.map(toJson), totalPages: Math.ceil((count?.total ?? 0) / perPage) };
}
