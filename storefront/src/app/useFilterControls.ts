import { useState } from 'react';
import { useLocation } from 'react-router';
import type { FilterControls, ProductFilters } from '@tienda/ui';
import type { ProductListing } from '@tienda/domain';
import { withCounts } from './facetCounts';
import { NO_FILTERS } from './filterParams';
import { useBrands, useCategories } from './queries';
import { toUiFilters, useShopFilters } from './useShopFilters';

/**
 * The filters' props for the desktop bar and the 'Filtros' modal: the filters in the URL, the
 * active categories and brands, each with how many products it has in `listing`. While the
 * listing of new filters travels, the names alone: the old numbers would say the wrong thing.
 *
 * A tick shows at once: the URL's filters arrive with the navigation's render, which a busy phone
 * may take a moment to commit, and a box that stays empty under the finger reads as a miss. The
 * choice holds until the address changes; from then on the URL speaks (Back included).
 */
export function useFilterControls(listing: { data?: ProductListing; isPlaceholderData: boolean }): FilterControls {
  const { filters, setFilters, clearFilters } = useShopFilters();
  const { key } = useLocation();
  const [chosen, setChosen] = useState<{ on: string; filters: ProductFilters }>();
  if (chosen && chosen.on !== key) setChosen(undefined);
  const categories = useCategories();
  const brands = useBrands(filters.categoryIds);
  const facets = listing.isPlaceholderData ? undefined : listing.data?.facets;
  return {
    filters: chosen?.on === key ? chosen.filters : toUiFilters(filters),
    categories: withCounts(categories.data ?? [], facets?.categories),
    brands: withCounts(brands.data ?? [], facets?.brands),
    onChange: (next) => {
      setChosen({ on: key, filters: next });
      setFilters(next);
    },
    onClear: () => {
      setChosen({ on: key, filters: toUiFilters(NO_FILTERS) });
      clearFilters();
    },
  };
}
