import { lazy } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useFilteredProducts } from './queries';
import { useFilterControls } from './useFilterControls';
import { useShopFilters } from './useShopFilters';

// The bar's code (dropdowns, the price slider) is fetched only where the bar shows.
const FilterBar = lazy(() => import('./filterBarChunk'));

/**
 * The shell's desktop filter bar, with how many products each value has: for the term on Search,
 * for the whole catalogue elsewhere (the same listing the page shows, from the same cache).
 */
export function ShopFilterBar() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { filters } = useShopFilters();
  const term = pathname === '/search' ? (params.get('q') ?? '') : undefined;
  const controls = useFilterControls(useFilteredProducts(filters, term));
  return <FilterBar {...controls} />;
}
