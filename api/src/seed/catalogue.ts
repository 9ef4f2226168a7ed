import { brandByName } from './data/brands';
import { PRODUCTS, type ProductSeed } from './data/products';
import { escapeMarkup } from './markup';
import { productPrices, type ProductPrices } from './pricing';
import { demoTaxRates } from './taxRates';

/** A row of `products` as the demo inserts it. */
type ProductRow = ProductPrices & {
  id: number;
  name: string;
  description: string;
  stock: number;
  category_id: number;
  brand_id: number;
  highlighted: boolean;
  images: string[];
  iva_rate: number;
  internal_tax_rate: number;
};

export type DemoProduct = ProductRow & { seed: ProductSeed };

export function productName({ kind, brand, model, variant }: Pick<ProductSeed, 'kind' | 'brand' | 'model' | 'variant'>): string {
  return [kind, brand, model, variant].filter(Boolean).join(' ');
}

/** A paragraph and a list of specs, in the only tags descriptions may use: p, ul, li, strong, br. */
function describe(blurb: string, specs: ProductSeed['specs']): string {
  const items = specs.map(([label, value]) => `<li><strong>${escapeMarkup(label)}:</strong> ${escapeMarkup(value)}</li>`);
  return `<p>${escapeMarkup(blurb)}</p><ul>${items.join('')}</ul>`;
}

/** 'Pava eléctrica Atma PE8020 1,7 L' → 'pava-electrica-atma-pe8020-1-7-l': safe as a file name and in a URL. */
function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function imageNames(name: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${slug(name)}-${i + 1}.webp`);
}

/** The demo catalogue as rows, ids 1..N in the order of data/products.ts. */
export const DEMO_PRODUCTS: readonly DemoProduct[] = PRODUCTS.map((seed, index) => {
  const name = productName(seed);
  return {
    id: index + 1,
    name,
    description: describe(seed.blurb, seed.specs),
    ...productPrices(name, seed.listPrice),
    stock: seed.stock,
    category_id: seed.categoryId,
    brand_id: brandByName(seed.brand).id,
    highlighted: seed.highlighted ?? false,
    images: imageNames(name, seed.images),
    ...(({ ivaRate, internalTaxRate }) => ({ iva_rate: ivaRate, internal_tax_rate: internalTaxRate }))(demoTaxRates(seed)),
    seed,
  };
});
