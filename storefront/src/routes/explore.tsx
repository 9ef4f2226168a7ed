import { ExploreScreen, type ProductResultsStatus } from '@tienda/ui';
import { BREAKPOINT_DESKTOP } from '@tienda/domain';
import { useProductCards } from '../app/productCards';
import { useBrands, useCategories, useFilteredProducts } from '../app/queries';
import { toUiFilters, useShopFilters } from '../app/useShopFilters';
import { useViewportWidth } from '../app/useViewportWidth';

/** Query state as the result lists show it. */
export const resultsStatus = (query: { isPending: boolean; isError: boolean; isPlaceholderData?: boolean }): ProductResultsStatus =>
  query.isPending || query.isPlaceholderData ? 'loading' : query.isError ? 'error' : 'ready';

export default function ExploreRoute() {
  const { filters, setFilters, clearFilters, setPage } = useShopFilters();
  const categories = useCategories();
  const brands = useBrands(filters.categoryIds);
  const products = useFilteredProducts(filters);
  const cards = useProductCards();
  const width = useViewportWidth();
  return (
    <ExploreScreen
      filterControls={{
        filters: toUiFilters(filters),
        categories: categories.data ?? [],
        brands: brands.data ?? [],
        onChange: setFilters,
        onClear: clearFilters,
      }}
      // On desktop the shell shows the filter bar above the page.
      showFilterBar={width < BREAKPOINT_DESKTOP}
      status={resultsStatus(products)}
      products={products.data?.products ?? []}
      page={filters.page}
      totalPages={products.data?.totalPages ?? 0}
      onPageChange={setPage}
      cards={cards}
      onRetry={() => void products.refetch()}
    />
  );
}
