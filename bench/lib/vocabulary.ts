import type { Queryable } from '../../api/src/db/database';
import type { Vocabulary } from './shopperMix';

// What shoppers are offered: active products whose category and brand are 'activa'.
const OFFERED = `FROM products p JOIN categories c ON c.id = p.category_id JOIN brands b ON b.id = p.brand_id
                 WHERE p.active AND c.status = 'activa' AND b.status = 'activa'`;

/**
 * The offered catalogue's vocabulary, which the mix of requests is drawn from (shopperMix.ts): its
 * brands, categories and the pairs of them that have products, the words of its names with how many
 * products carry each, 3,000 names spread over it; and every offered product's id (the product pages).
 */
export async function readVocabulary(db: Queryable): Promise<Vocabulary & { productIds: number[] }> {
  const brands = await db.query<{ id: number; name: string }>(`SELECT id, name FROM brands WHERE status = 'activa' ORDER BY id`);
  const categories = await db.query<{ id: number; name: string }>(`SELECT id, name FROM categories WHERE status = 'activa' ORDER BY id`);
  const pairs = await db.query<{ categoryId: number; brandId: number }>(`SELECT DISTINCT p.category_id AS "categoryId", p.brand_id AS "brandId" ${OFFERED} ORDER BY 1, 2`);
  const words = await db.query<{ word: string; products: number }>(
    `SELECT word, count(DISTINCT id)::int AS products
       FROM (SELECT p.id, regexp_split_to_table(p.name, '\\s+') AS word ${OFFERED}) w
      WHERE word <> '' GROUP BY word ORDER BY products DESC, word`,
  );
  // Spread over the catalogue (not its first rows, which are the demo's), the same each time.
  const names = await db.query<{ name: string }>(`SELECT p.name ${OFFERED} ORDER BY (p.id * 7919) % 100003, p.id LIMIT 3000`);
  const ids = await db.query<{ id: number }>(`SELECT p.id ${OFFERED} ORDER BY p.id`);
  return { brands, categories, pairs, words, names: names.map((r) => r.name), productIds: ids.map((r) => r.id) };
}
