import { LISTING_TOTAL_CAP, type ListingFacets, type ProductFilter, type ProductListing } from '@tienda/domain';
import type { Queryable } from '../../db/database';
import { freshRead } from './freshRead';
import { catalogueVersions, listingPage, scopeCounts, type ListingScope, type ScopeCounts } from './listingQueries';
import { searchQuery } from './searchQueries';
import { keptPerVersion } from './keptPerVersion';

/**
 * A scope's counts as the listing sends them, and the catalogue's size, for the page's walk. With a
 * term, also the (category, brand) pairs that have its matches, and how many products they offer.
 */
type Counted = { total: number; facets: ListingFacets; catalogueRows: number; matched?: { categoryIds: number[]; brandIds: number[]; offered: number } };

const NOTHING: Counted = { total: 0, facets: { categories: [], brands: [] }, catalogueRows: 0 };

// Pages, filter combinations and typed terms remembered per process; the least recently used go first.
const MAX_KEPT = 2_000;

const ascending = (ids: number[] = []) => [...new Set(ids)].sort((a, b) => a - b);
const scopeKey = ({ categoryIds, brandIds, minPrice, maxPrice, query }: ListingScope) => JSON.stringify([categoryIds, brandIds, minPrice, maxPrice, query]);

/** The facets and total of a scope, summed from its (category, brand) groups. */
function summed(scope: ListingScope, groups: ScopeCounts['groups']): Omit<Counted, 'catalogueRows'> {
  const chosenCategory = (id: number) => scope.categoryIds.length === 0 || scope.categoryIds.includes(id);
  const chosenBrand = (id: number) => scope.brandIds.length === 0 || scope.brandIds.includes(id);
  const categories = new Map<number, number>();
  const brands = new Map<number, number>();
  let total = 0;
  const matched = { categoryIds: new Set<number>(), brandIds: new Set<number>(), offered: 0 };
  for (const { category_id, brand_id, count, offered } of groups) {
    if (chosenBrand(brand_id)) categories.set(category_id, (categories.get(category_id) ?? 0) + count);
    if (chosenCategory(category_id)) brands.set(brand_id, (brands.get(brand_id) ?? 0) + count);
    if (chosenCategory(category_id) && chosenBrand(brand_id)) {
      total += count;
      matched.categoryIds.add(category_id);
      matched.brandIds.add(brand_id);
      matched.offered += offered ?? 0;
    }
  }
  const listed = (counts: Map<number, number>) => [...counts].map(([id, count]) => ({ id, count })).sort((a, b) => a.id - b.id);
  const facets = { categories: listed(categories), brands: listed(brands) };
  if (scope.query === undefined) return { total, facets };
  return { total, facets, matched: { categoryIds: ascending([...matched.categoryIds]), brandIds: ascending([...matched.brandIds]), offered: matched.offered } };
}

// How far the header's suggestions walk the catalogue's order before collecting the matches: they
// have no counts to go by, and are asked for at every key a shopper presses.
const SUGGESTION_WALK = 1_000;

/**
 * How many rows a page's walk down the order's index may read (listingQueries.ts): with matches
 * spread evenly it reads about `needed × catalogue ÷ matches`; it is given four times that, and no
 * walk at all when collecting every match would read fewer rows.
 */
function walkFor(needed: number, { total, catalogueRows }: Counted): number {
  const rows = Math.ceil((4 * needed * Math.max(catalogueRows, total)) / Math.max(total, 1));
  return rows < total ? rows : 0;
}

/**
 * The explore and search listings, and the header's suggestions, with the counts shoppers see
 * beside them. Every request reads the catalogue's versions (one small statement, shared by the
 * requests that arrive together: freshRead.ts), and each process keeps what it worked out for them:
 * a page until anything it shows changes (catalogue_version, which orders move), the counts of a
 * filter combination, the suggestions and the meaning of a typed term until what a listing counts
 * changes (listing_version, which orders do not move). Whatever was worked out at a version
 * describes the catalogue at least that new, so no process shows an answer older than the version
 * it read.
 */
export function catalogueListing(db: Queryable) {
  const pages = keptPerVersion<ProductListing>(MAX_KEPT);
  const queries = keptPerVersion<string | null>(MAX_KEPT);
  const counts = keptPerVersion<Counted>(MAX_KEPT);
  const suggested = keptPerVersion<{ id: number; name: string }[]>(MAX_KEPT);
  const currentVersions = freshRead(() => catalogueVersions(db));

  const countedAt = (scope: ListingScope, version: number) =>
    counts(scopeKey(scope), version, async () => {
      const { groups, catalogueRows } = await scopeCounts(db, scope);
      return { ...summed(scope, groups), catalogueRows };
    });

  const queryAt = (term: string, version: number) => queries(term, version, () => searchQuery(db, term));

  async function read(filter: ProductFilter, term: string | undefined, page: number, perPage: number, version: number): Promise<ProductListing> {
    const query = term ? await queryAt(term, version) : undefined;
    const scope: ListingScope = { categoryIds: ascending(filter.categoryIds), brandIds: ascending(filter.brandIds), minPrice: filter.minPrice, maxPrice: filter.maxPrice };
    if (query) scope.query = query;
    // A term with a word like nothing sold finds nothing.
    const counted = query === null ? NOTHING : await countedAt(scope, version);
    const shown = Math.min(counted.total, LISTING_TOTAL_CAP);
    const offset = (page - 1) * perPage;
    const limit = Math.max(0, Math.min(perPage, shown - offset));
    // A term's matches in a few (category, brand) pairs are walked pair by pair in price order, each
    // up to the walk's rows: 'motorola moto' sorted by price walks Motorola's phones, where walking
    // the catalogue's price order read about the walk's rows times the catalogue's share of those
    // pairs, past every other product. Otherwise the order's whole index, as without a term.
    const { matched } = counted;
    const pairs = matched ? matched.categoryIds.length * matched.brandIds.length : Infinity;
    const walkEachPair = filter.sort !== undefined && matched !== undefined && pairs * matched.offered <= counted.catalogueRows;
    const pageScope = walkEachPair ? { ...scope, categoryIds: matched.categoryIds, brandIds: matched.brandIds } : scope;
    const walkAtMost = walkFor(offset + limit, walkEachPair ? { ...counted, catalogueRows: matched.offered } : counted);
    const products = limit > 0 ? await listingPage(db, pageScope, { order: filter.sort ?? 'catalogue', limit, offset, walkAtMost, walkEachPair }) : [];
    return { products, totalPages: Math.ceil(shown / perPage), total: shown, totalCapped: counted.total > LISTING_TOTAL_CAP, facets: counted.facets };
  }

  async function listing(filter: ProductFilter, page: number, perPage: number): Promise<ProductListing> {
    const term = filter.search?.trim() || undefined;
    const versions = await currentVersions();
    const key = JSON.stringify([term, ascending(filter.categoryIds), ascending(filter.brandIds), filter.minPrice, filter.maxPrice, filter.sort, page, perPage]);
    return pages(key, versions.catalogue, () => read(filter, term, page, perPage, versions.listing));
  }

  return {
    listing,
    /** The header's suggestions: the search's first products, ids and names, without its counts. */
    suggestions: async (term: string, limit = 8) => {
      const { listing: version } = await currentVersions();
      return suggested(JSON.stringify([term, limit]), version, async () => {
        const query = await queryAt(term, version);
        if (query === null) return [];
        const products = await listingPage(db, { categoryIds: [], brandIds: [], query }, { order: 'catalogue', limit, offset: 0, walkAtMost: SUGGESTION_WALK });
        return products.map(({ id, name }) => ({ id, name }));
      });
    },
    /** How many products are offered, uncapped (the catalogue's pages of GET /api/product). */
    offeredTotal: async () => (await countedAt({ categoryIds: [], brandIds: [] }, (await currentVersions()).listing)).total,
  };
}
