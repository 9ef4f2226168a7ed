import type { Queryable } from '../../db/database';
import { offeredIds } from '../../modules/catalog/productQueries';

/** What a share card shows of a product, and `version`, which changes whenever the product does. */
export type ShareProduct = {
  id: number;
  name: string;
  brand: string;
  price: string;
  final_price: string;
  internal_cost: string;
  images: string[];
  /** The product's national taxes, for its price without them. */
  iva_rate: number;
  internal_tax_rate: number;
  /** updated_at in microseconds since 1970, as text: exact, where a JS Date would keep milliseconds. */
  version: string;
};

/** The product if the shop offers it (active category and brand, as in the listings), else undefined. */
export async function offeredProductForShare(db: Queryable, id: number): Promise<ShareProduct | undefined> {
  const [row] = await db.query<ShareProduct>(
    `SELECT p.id, p.name, b.name AS brand, p.price::text AS price, p.final_price::text AS final_price, p.internal_cost::text AS internal_cost, p.images,
            p.iva_rate::float8 AS iva_rate, p.internal_tax_rate::float8 AS internal_tax_rate,
            (extract(epoch FROM p.updated_at) * 1000000)::bigint::text AS version
       FROM products p JOIN brands b ON b.id = p.brand_id
      WHERE p.id = $1 AND ${offeredIds()}`,
    [id],
  );
  return row;
}
