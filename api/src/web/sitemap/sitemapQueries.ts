import type { Queryable } from '../../db/database';
import { offeredIds } from '../../modules/catalog/productQueries';

// A W3C datetime in UTC, made by the database so 50,000 rows need no Date objects.
const W3C_DATETIME = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;
const lastmodOf = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', ${W3C_DATETIME})`;

/**
 * Part n of the product sitemap holds the ids ((n-1)·size, n·size]: at most `size` products, read
 * by a range scan of the primary key, and a product stays in the same part for life. The parts
 * that hold at least one offered product, with the latest change among them.
 */
export function productSitemapParts(db: Queryable, size: number) {
  return db.query<{ part: number; lastmod: string }>(
    `SELECT (p.id - 1) / $1 + 1 AS part, ${lastmodOf('max(p.updated_at)')} AS lastmod
       FROM products p
      WHERE ${offeredIds()}
      GROUP BY 1
      ORDER BY 1`,
    [size],
  );
}

/** The offered products of part `part` (see productSitemapParts), in id order: one query per part. */
export function productSitemapPart(db: Queryable, part: number, size: number) {
  return db.query<{ id: number; lastmod: string }>(
    `SELECT p.id, ${lastmodOf('p.updated_at')} AS lastmod
       FROM products p
      WHERE p.id > $1::bigint AND p.id <= $2::bigint AND ${offeredIds()}
      ORDER BY p.id`,
    [(part - 1) * size, part * size],
  );
}
