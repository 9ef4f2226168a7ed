import type { Queryable } from '../../db/database';
import { offeredIds, SELECT_PRODUCT, toJson, type ProductRow } from './productQueries';

/**
 * A listing as the queries see it: the filters, and the search already turned into a full-text
 * query (searchQueries.ts). `query` undefined lists without a term.
 */
export type ListingScope = {
  categoryIds: number[];
  brandIds: number[];
  minPrice?: number;
  maxPrice?: number;
  query?: string;
};

/**
 * Products per category and brand value, for a scope, and the catalogue's size as PostgreSQL
 * estimates it. With a term, each group also says how many products its pair offers in all
 * (`offered`, from listing_groups): what a page's walk through those pairs may have to read.
 */
export type ScopeCounts = { groups: { category_id: number; brand_id: number; count: number; offered?: number }[]; catalogueRows: number };

/**
 * The catalogue's two versions, read in one statement: `catalogue` (migration 009) moves with any
 * change a page shows, stock included; `listing` (migration 010) only with what a listing counts.
 */
export async function catalogueVersions(db: Queryable): Promise<{ catalogue: number; listing: number }> {
  const [row] = await db.query<{ catalogue: string | number; listing: string | number }>(
    'SELECT c.last_value AS catalogue, l.last_value AS listing FROM catalogue_version c, listing_version l',
    [],
    { prepare: 'catalogue-versions' },
  );
  return { catalogue: Number(row!.catalogue), listing: Number(row!.listing) };
}

/**
 * The conditions of a scope; without its category and brand selections when asked (the counts).
 * With a term the GIN index on name words finds the rows, and category and brand are only tested
 * on them (`+ 0`): as index conditions the planner ANDed the term's few thousand matches with a
 * bitmap of every offered product's brand (100,000 entries, 10 ms) before reading a single row.
 */
function conditions(scope: ListingScope, param: (value: unknown) => string, { selections = true } = {}) {
  const categoryIds = selections && scope.categoryIds.length ? param(scope.categoryIds) : undefined;
  const brandIds = selections && scope.brandIds.length ? param(scope.brandIds) : undefined;
  const where = [offeredIds(categoryIds, brandIds, { tested: scope.query !== undefined })];
  // The ids asked for again as plain arrays: only for the planner's estimate.
  if (categoryIds && scope.query === undefined) where.push(`p.category_id = ANY(${categoryIds}::int[])`);
  if (brandIds && scope.query === undefined) where.push(`p.brand_id = ANY(${brandIds}::int[])`);
  if (scope.minPrice !== undefined) where.push(`p.final_price >= ${param(scope.minPrice)}`);
  if (scope.maxPrice !== undefined) where.push(`p.final_price <= ${param(scope.maxPrice)}`);
  if (scope.query !== undefined) where.push(`p.name_words @@ ${param(scope.query)}::tsquery`);
  return where.join(' AND ');
}

/**
 * How many offered products each (category, brand) pair has in the scope, its own category and
 * brand selections left out when both are made (each facet ignores its own selection; the listing's
 * facets and total are sums of these groups). With a term, one pass over its matches (the GIN index
 * on name words). Without one, the sums kept in listing_groups (migration 027) per pair and price
 * band; a price range adds the products of the two bands its ends cut through, counted exactly by
 * index-only scans of (category, brand, price) over those bands alone.
 */
export async function scopeCounts(db: Queryable, scope: ListingScope): Promise<ScopeCounts> {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const both = scope.categoryIds.length > 0 && scope.brandIds.length > 0;
  // With one selection only, the other facet needs every row anyway; with both, a row counts for
  // the categories if its brand is chosen, for the brands if its category is.
  const chosen = (table: string) =>
    both ? ` AND (${table}.category_id = ANY(${param(scope.categoryIds)}::int[]) OR ${table}.brand_id = ANY(${param(scope.brandIds)}::int[]))` : '';
  const catalogueRows = `(SELECT reltuples::float8 FROM pg_class WHERE oid = 'products'::regclass) AS catalogue_rows`;
  let sql: string;
  const words = scope.query?.split(' & ').map((part) => /^([a-z0-9]+):\*$/.exec(part)?.[1]);
  if (words && words.every((word) => word !== undefined) && scope.minPrice === undefined && scope.maxPrice === undefined) {
    // From the sums kept per word (word_groups) and per pair (listing_groups, migration 027) when
    // each typed word starts only one word of the names, and in each pair every word but one at
    // most is in every product's name: a brand's name in its products', 'auriculares' in the
    // category's. A product of such a pair has all the words exactly when it has that one, so the
    // pair's count is that word's. Otherwise (a prefix of several words would count a product once
    // per word; two words in some of a pair's products each) the matches are counted one by one.
    sql = `WITH typed AS MATERIALIZED (
             SELECT (SELECT array_agg(word) FROM (SELECT DISTINCT word FROM word_groups WHERE word >= typed.word AND word < typed.word || '{' LIMIT 2) AS starting) AS words
               FROM unnest(${param(words)}::text[]) AS typed(word)
           ), exact AS MATERIALIZED (
             SELECT DISTINCT words[1] AS word FROM typed
           ), pairs AS MATERIALIZED (
             SELECT category_id, brand_id, sum(products) AS offered FROM listing_groups GROUP BY category_id, brand_id
           ), judged AS MATERIALIZED (
             SELECT g.category_id, g.brand_id, count(*) AS present, count(*) FILTER (WHERE g.products < pairs.offered) AS partial, min(g.products) AS count
               FROM exact JOIN word_groups g ON g.word = exact.word JOIN pairs USING (category_id, brand_id)
              GROUP BY g.category_id, g.brand_id
           ), summed AS MATERIALIZED (
             SELECT category_id, brand_id, count::int AS count, partial FROM judged WHERE present = (SELECT count(*) FROM exact)
           ), kept AS MATERIALIZED (
             SELECT NOT EXISTS (SELECT FROM typed WHERE cardinality(words) > 1) AND NOT EXISTS (SELECT FROM summed WHERE partial > 1) AS usable
           )
           SELECT g.category_id, g.brand_id, g.count, ${catalogueRows}
             FROM summed g WHERE (SELECT usable FROM kept) AND ${offeredIds(undefined, undefined, { table: 'g' })}${chosen('g')}
           UNION ALL
           SELECT p.category_id, p.brand_id, count(*)::int AS count, ${catalogueRows}
             FROM products p WHERE NOT (SELECT usable FROM kept) AND ${conditions(scope, param, { selections: false })}${chosen('p')}
            GROUP BY p.category_id, p.brand_id`;
  } else if (scope.query !== undefined) {
    sql = `SELECT p.category_id, p.brand_id, count(*)::int AS count, ${catalogueRows}
             FROM products p WHERE ${conditions(scope, param, { selections: false })}${chosen('p')} GROUP BY p.category_id, p.brand_id`;
  } else {
    const { minPrice, maxPrice } = scope;
    const band = (price: number) => `listing_price_band(${param(price)})`;
    const bound = (index: string, beyond: string) => `coalesce((listing_price_bounds())[${index}], '${beyond}'::numeric)`;
    const whole: string[] = [];
    const edges: string[] = [];
    if (minPrice !== undefined) {
      whole.push(`g.price_band > ${band(minPrice)}`);
      const below = maxPrice === undefined ? '' : ` AND p.final_price <= ${param(maxPrice)}`;
      edges.push(`p.final_price >= ${param(minPrice)} AND p.final_price < ${bound(`${band(minPrice)} + 1`, 'Infinity')}${below}`);
    }
    if (maxPrice !== undefined) {
      whole.push(`g.price_band < ${band(maxPrice)}`);
      // Both ends in one band: the lower end's rows above were already all of them.
      const above = minPrice === undefined ? '' : ` AND p.final_price >= ${param(minPrice)} AND ${band(maxPrice)} <> ${band(minPrice)}`;
      edges.push(`p.final_price >= ${bound(band(maxPrice), '-Infinity')} AND p.final_price <= ${param(maxPrice)}${above}`);
    }
    const parts = [
      `SELECT g.category_id, g.brand_id, g.products AS count FROM listing_groups g WHERE ${offeredIds(undefined, undefined, { table: 'g' })}${chosen('g')}${whole.map((w) => ` AND ${w}`).join('')}`,
      ...edges.map(
        (edge) => `SELECT p.category_id, p.brand_id, count(*) AS count FROM products p
                    WHERE ${offeredIds()}${chosen('p')} AND ${edge} GROUP BY p.category_id, p.brand_id`,
      ),
    ];
    sql = `SELECT category_id, brand_id, sum(count)::int AS count, ${catalogueRows}
             FROM (${parts.join(' UNION ALL ')}) AS counted GROUP BY category_id, brand_id HAVING sum(count) > 0`;
  }
  if (scope.query !== undefined) {
    sql = `SELECT counted.*, coalesce(pairs.offered, 0) AS offered FROM (${sql}) AS counted
             LEFT JOIN (SELECT category_id, brand_id, sum(products)::int AS offered FROM listing_groups GROUP BY category_id, brand_id) AS pairs
             USING (category_id, brand_id)`;
  }
  const groups = await db.query<{ category_id: number; brand_id: number; count: number; offered?: number; catalogue_rows: number }>(sql, params);
  return { groups: groups.map(({ catalogue_rows: _rows, ...group }) => group), catalogueRows: groups[0]?.catalogue_rows ?? 0 };
}

// 'desc' is 'Los más caros', 'asc' 'Los más baratos'; otherwise the catalogue's order.
const ORDERS = { desc: 'final_price DESC, id', asc: 'final_price ASC, id', catalogue: 'id' } as const;
export type ListingOrder = keyof typeof ORDERS;
const ofTable = (order: string, table: string) => order.replace(/\b(final_price|id)\b/g, `${table}.$1`);

/**
 * The offered products of a scope without its term, in the order asked for, at most `limit` of
 * them, as rows named `alias` (id, final_price, and name_words when `words`). Sorted by price with categories or brands
 * chosen, each chosen (category, brand) pair is read from its own stretch of the index on
 * (category, brand, price, id) and the pairs merged: walking the whole catalogue's price index
 * instead read past every product of the other categories (prices run together by kind: 44,000
 * rows for page 5 of Celulares, the cheapest first). Otherwise the order's index is walked.
 */
function inOrder(
  scope: Omit<ListingScope, 'query'>,
  sort: string,
  limit: string,
  param: (value: unknown) => string,
  { alias, words, eachPair = true }: { alias: string; words: boolean; eachPair?: boolean },
) {
  // Without the words a page by price is an index-only scan.
  const columns = `p.id, p.final_price${words ? ', p.name_words' : ''}`;
  if (!eachPair || !sort.startsWith('final_price') || (scope.categoryIds.length === 0 && scope.brandIds.length === 0)) {
    return `(SELECT ${columns} FROM products p WHERE ${conditions(scope, param)} ORDER BY ${ofTable(sort, 'p')} LIMIT ${limit}) ${alias}`;
  }
  const chosen = (table: string, ids: number[]) => `ARRAY(SELECT id FROM ${table} WHERE status = 'activa'${ids.length ? ` AND id = ANY(${param(ids)}::int[])` : ''})`;
  const prices = [
    ...(scope.minPrice === undefined ? [] : [`AND p.final_price >= ${param(scope.minPrice)}`]),
    ...(scope.maxPrice === undefined ? [] : [`AND p.final_price <= ${param(scope.maxPrice)}`]),
  ].join(' ');
  return `(SELECT ${columns}
             FROM unnest(${chosen('categories', scope.categoryIds)}) AS category(id)
             CROSS JOIN unnest(${chosen('brands', scope.brandIds)}) AS brand(id)
             CROSS JOIN LATERAL (
               SELECT ${columns} FROM products p
                WHERE p.active AND p.category_id = category.id AND p.brand_id = brand.id ${prices}
                ORDER BY ${ofTable(sort, 'p')} LIMIT ${limit}
             ) p
            ORDER BY ${ofTable(sort, 'p')} LIMIT ${limit}) ${alias}`;
}

/**
 * One page of a listing, in its order. Without a term, the indexes of the filters and the order
 * find it (the planner's estimates for categories, brands and prices hold). With a term, two ways:
 * walk the order's index (the primary key, or the price) testing each name until the page is full,
 * cheap when the term is common, since a page then needs a few hundred rows; or collect every match
 * from the GIN index and keep the first by the order, cheap when matches are few. The walk stops
 * after `walkAtMost` rows and the matches are collected instead: a term whose matches sit far down
 * the order ('samsung' sorted cheapest first: the cheapest products are kitchen goods), or two
 * common words never found together ('samsung parlante'), costs that many rows and no more.
 * `walkEachPair` walks a price order pair by pair (inOrder), each pair up to `walkAtMost` rows.
 */
export async function listingPage(
  db: Queryable,
  scope: ListingScope,
  { order, limit, offset, walkAtMost, walkEachPair = false }: { order: ListingOrder; limit: number; offset: number; walkAtMost: number; walkEachPair?: boolean },
) {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const sort = ORDERS[order];
  // The page's rows of `from`, whose rows are named p.
  const page = (from: string) => `page AS (SELECT p.id, p.final_price FROM ${from} ORDER BY ${ofTable(sort, 'p')} LIMIT ${param(limit)} OFFSET ${param(offset)})`;
  // Materialised, so that no plan can turn it into a walk of the whole order's index.
  const collected = () => `collected AS MATERIALIZED (SELECT p.id, p.final_price FROM products p WHERE ${conditions(scope, param)})`;
  let found: string;
  if (scope.query === undefined) {
    found = `page AS (SELECT p.id, p.final_price FROM ${inOrder(scope, sort, param(offset + limit), param, { alias: 'p', words: false })} ORDER BY ${ofTable(sort, 'p')} OFFSET ${param(offset)})`;
  } else if (walkAtMost === 0) {
    found = `${collected()}, ${page('collected p')}`;
  } else {
    const { query, ...filters } = scope;
    const needed = param(offset + limit);
    found = `walked AS MATERIALIZED (
        SELECT w.id, w.final_price FROM ${inOrder(filters, sort, param(walkAtMost), param, { alias: 'w', words: true, eachPair: walkEachPair })} WHERE w.name_words @@ ${param(query)}::tsquery ORDER BY ${ofTable(sort, 'w')} LIMIT ${needed}
      ), ${collected()},
      enough AS (
        SELECT id, final_price FROM walked WHERE (SELECT count(*) FROM walked) = ${needed}
        UNION ALL
        (SELECT id, final_price FROM collected WHERE (SELECT count(*) FROM walked) < ${needed} ORDER BY ${sort} LIMIT ${needed})
      ), ${page('enough p')}`;
  }
  // The page's ids first, then only those rows in full.
  const rows = await db.query<ProductRow>(`WITH ${found} ${SELECT_PRODUCT} JOIN page ON page.id = p.id ORDER BY ${ofTable(sort, 'page')}`, params);
  return rows.map(toJson);
}
