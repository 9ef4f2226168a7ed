import type { TaxRates } from '@tienda/domain';
import type { ProductSeed } from './data/products';

// The demo's national taxes per product, plausible as we read the rules in force in 2025 (demo values,
// not tax advice: the staff set each product's rates in the back office, and an accountant confirms them):
// - IVA 10,5 % on the electronics of the reduced-rate list made in Tierra del Fuego (Ley 19.640's régimen
//   and Ley 26.539): Samsung and Motorola phones, Noblex and Philips audio are assembled there.
// - Internal taxes (Ley 24.674, art. 70) on imported electronics at the 9,5 % nominal rate that applies since
//   2025 to phones, smartwatches and audio not made in Tierra del Fuego (those made there pay 0 %).
//   Imported phones still take the 10,5 % IVA of the list; imported watches and audio the general 21 %.
// - Kitchen and home appliances: 21 % IVA and no internal taxes.
const CELULARES = 1;
const SMARTWATCHES = 2;
const PARLANTES = 3;
const AURICULARES = 4;
const GAMING = 7;
const MADE_IN_TIERRA_DEL_FUEGO = new Set(['Samsung', 'Motorola', 'Noblex', 'Philips']);
export const IMPORTED_ELECTRONICS_INTERNAL_TAX = 9.5;

export function demoTaxRates({ categoryId, brand }: Pick<ProductSeed, 'categoryId' | 'brand'>): TaxRates {
  const fueguian = MADE_IN_TIERRA_DEL_FUEGO.has(brand);
  switch (categoryId) {
    case CELULARES:
      return { ivaRate: 10.5, internalTaxRate: fueguian ? 0 : IMPORTED_ELECTRONICS_INTERNAL_TAX };
    case SMARTWATCHES:
    case PARLANTES:
    case AURICULARES:
    case GAMING:
      return fueguian && categoryId !== SMARTWATCHES
        ? { ivaRate: 10.5, internalTaxRate: 0 }
        : { ivaRate: 21, internalTaxRate: IMPORTED_ELECTRONICS_INTERNAL_TAX };
    default:
      return { ivaRate: 21, internalTaxRate: 0 };
  }
}
