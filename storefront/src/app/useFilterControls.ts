import type { FilterControls } from '@tienda/ui';
import type { ProductListing } from '@tienda/domain';
import { withCounts } from './facetCounts';
import { useBrands, useCategories } from './queries';
import { toUiFilters, useShopFilters } from './useShopFilters';

/**
 * The filters' props for the desktop bar and the 'Filtros' modal: the filters in the URL, the
 * active categories and brands, each with how many products it has in `listing`. While the
 * listing of new filters travels, the names alone: the old numbers would say the wrong thing.
 */
export function useFilterControls(listing: { data?: ProductListing; isPlaceholderData: boolean }): FilterControls {
  const { filters, setFilters, clearFilters } = useShopFilters();
  const categories = useCategories();
  const brands = useBrands(filters.categoryIds);
  const facets = listing.isPlaceholderData ? undefined : listing.data?.facets;
  return {
    filters: toUiFilters(filters),
    categories: withCounts(categories.data ?? [], facets?.categories),
    brands: withCounts(brands.data ?? [], facets?.brands),
    onChange: setFilters,
    onClear: clearFilters,
  };
}
