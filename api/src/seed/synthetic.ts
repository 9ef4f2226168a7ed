import type { Database } from '../db/database';
import { DEMO_PRODUCTS, productName, type DemoProduct } from './catalogue';
import { BRANDS } from './data/brands';
import { CATEGORIES } from './data/categories';
import { hash } from './hash';
import { productPrices } from './pricing';

// Rows per INSERT: large enough to be quick, small enough to keep each JSON parameter a few MB.
const BATCH = 5000;
const SERIES = ['', ' Pro', ' Plus', ' Lite', ' Max', ' Neo'];

const offered = (p: DemoProduct) =>
  CATEGORIES.some((c) => c.id === p.category_id && c.status === 'activa') && BRANDS.some((b) => b.id === p.brand_id && b.status === 'activa');

/** The demo products synthetic ones are modelled on: those the shop offers. */
const TEMPLATES = DEMO_PRODUCTS.filter(offered);

/**
 * Synthetic product number `n`: a sibling of a demo product with another model number and series
 * ('Galaxy A55 5G' → 'Galaxy A17 5G Plus'), a price within ±30 %, its own stock, and the
 * template's description, category, brand and pictures.
 */
function syntheticProduct(n: number) {
  const template = n % TEMPLATES.length;
  const { seed } = TEMPLATES[template]!;
  const h = hash(`sintético ${n}`);
  const model =
    seed.model.replace(/\d+/, (digits) => String(10 ** (digits.length - 1) + (h % (9 * 10 ** (digits.length - 1))))) +
    SERIES[(h >>> 8) % SERIES.length];
  const name = productName({ ...seed, model });
  const listPrice = Math.max(9_999, Math.round((seed.listPrice * (70 + ((h >>> 4) % 61))) / 100_000) * 1000 - 1);
  return { template, name, ...productPrices(name, listPrice), stock: h % 12 === 0 ? 0 : 1 + ((h >>> 12) % 50) };
}

const INSERT_BATCH = `
  INSERT INTO products (name, description, price, final_price, internal_cost, stock, category_id, brand_id, images, iva_rate, internal_tax_rate)
  SELECT r.name, t.description, r.price, r.final_price, r.internal_cost, r.stock, t.category_id, t.brand_id, t.images, t.iva_rate, t.internal_tax_rate
    FROM json_to_recordset($2::json)
         AS r(template int, name text, price numeric, final_price numeric, internal_cost numeric, stock int)
    JOIN json_to_recordset($1::json)
         AS t(template int, description text, category_id int, brand_id int, images text[], iva_rate numeric, internal_tax_rate numeric) ON t.template = r.template`;

/**
 * Adds `count` plausible products for load and paging tests, in one transaction. Needs the demo
 * taxonomy (seedDemo) in place. The same database state always yields the same products.
 */
export async function seedSyntheticProducts(db: Database, count: number): Promise<void> {
  // The templates travel once per batch; the rows only name theirs, so descriptions are not repeated.
  const templates = JSON.stringify(
    // A synthetic product is taxed as the product it is modelled on.
    TEMPLATES.map(({ description, category_id, brand_id, images, iva_rate, internal_tax_rate }, template) => ({
      template,
      description,
      category_id,
      brand_id,
      images,
      iva_rate,
      internal_tax_rate,
    })),
  );
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ last: number }>('SELECT coalesce(max(id), 0)::int AS last FROM products');
    const first = (row?.last ?? 0) + 1;
    for (let start = 0; start < count; start += BATCH) {
      const size = Math.min(BATCH, count - start);
      const rows = Array.from({ length: size }, (_, i) => syntheticProduct(first + start + i));
      await tx.query(INSERT_BATCH, [templates, JSON.stringify(rows)]);
    }
  });
}
