import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ProductFilters } from '@tienda/ui';
import { changeFilters, filterSearchParams, NO_FILTERS, readFilters, type Filters } from './filterParams';

/** The UI's filter value from the URL's, and back. */
export const toUiFilters = ({ categoryIds, brandIds, minPrice, maxPrice, sort }: Filters): ProductFilters => ({
  categoryIds,
  brandIds,
  minPrice,
  maxPrice,
  ...(sort ? { sort } : {}),
});

/**
 * The filters live in the URL. On Explore and Search a change stays on the page (back to
 * page 1); anywhere else the shell's filter bar takes the shopper to Explore with them.
 */
export function useShopFilters() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const filters = readFilters(params);
  const onListing = pathname === '/explore' || pathname === '/search';
  const q = pathname === '/search' ? params.get('q') : null;

  /** The address of the listing with these filters: Explore and Search stay on themselves, elsewhere Explore. */
  const hrefOf = useCallback(
    (next: Filters) => {
      const target = onListing ? pathname : '/explore';
      const search = filterSearchParams(next, q ? { q } : {}).toString();
      return `${target}${search ? `?${search}` : ''}`;
    },
    [onListing, pathname, q],
  );
  const go = useCallback((next: Filters) => navigate(hrefOf(next)), [navigate, hrefOf]);

  return {
    filters,
    setFilters: (next: ProductFilters) =>
      go(changeFilters(filters, { categoryIds: [...next.categoryIds], brandIds: [...next.brandIds], minPrice: next.minPrice, maxPrice: next.maxPrice, sort: next.sort ?? null })),
    clearFilters: () => go(NO_FILTERS),
    /** A page of these results as a real link (page 1 without `?page`), for crawlers and for pages without JavaScript. */
    pageHref: (page: number) => hrefOf({ ...filters, page }),
  };
}
