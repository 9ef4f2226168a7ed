import type { PageReads } from '@tienda/domain';
import type { Queryable } from '../db/database';
import type { Settings } from '../settings';
import { highlightedProducts, productById, productsByCategory } from '../modules/catalog/productQueries';
import { activeBrands, activeCategories, bannersOf } from '../modules/catalog/taxonomyQueries';
import { keptPerVersion } from '../modules/catalog/keptPerVersion';

// The header's categories, the brands of each category filter, the banners, the highlighted and the
// related products of each category: a few hundred answers at most; the least recently used go first.
const MAX_KEPT = 500;

/**
 * The catalogue reads of the pages the server renders, made by calling the very functions the API's
 * routes call (catalog.ts, publicConfig.ts), typed by the same contracts. What depends on the
 * catalogue's version alone (categories, brands, banners, highlighted, a category's related
 * products) is read once per version and shared by every page rendered at it: every product page
 * of a category shows the same related products, and a crawler asks for thousands of them. A
 * product itself is read for its page (the page cache keeps the page).
 *
 * `readsAt(version)` gives the reads of one render: `version` is the catalogue's version read for
 * that request (the page cache's), so an answer kept is never older than the request.
 */
export function pageReads(db: Queryable, settings: Pick<Settings, 'googleClientId' | 'company'>) {
  const keptAt = keptPerVersion(MAX_KEPT);
  const config = Promise.resolve({ ok: true as const, googleClientId: settings.googleClientId ?? null, company: settings.company });

  const ids = (categoryIds: number[]) => [...new Set(categoryIds)].sort((a, b) => a - b).join(',');

  return function readsAt(version: () => Promise<number>): PageReads {
    const perVersion = <T>(key: string, compute: () => Promise<T>) => version().then((at) => keptAt(key, at, compute));
    return {
      categories: () => perVersion('categories', () => activeCategories(db)),
      brands: (categoryIds) => perVersion(`brands:${ids(categoryIds)}`, () => activeBrands(db, categoryIds)),
      banners: (kind) => perVersion(`banners:${kind}`, () => bannersOf(db, kind)),
      highlighted: () => perVersion('highlighted', () => highlightedProducts(db)),
      byCategories: (categoryIds) => perVersion(`related:${ids(categoryIds)}`, () => productsByCategory(db, categoryIds)),
      product: (id) => productById(db, id),
      config: () => config,
    };
  };
}
