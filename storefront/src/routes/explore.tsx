import { ExploreScreen, type ProductResultsStatus } from '@tienda/ui';
import { useProductCards } from '../app/productCards';
import { useFilteredProducts } from '../app/queries';
import { useShopFilters } from '../app/useShopFilters';
import { useFilterControls } from '../app/useFilterControls';
import { resultCountOf } from '../app/facetCounts';
import { browserNavigation, prefetch } from '../app/prefetch';
import { readFilters } from '../app/filterParams';
import { filteredProductsQuery } from '../app/queries';
import { exploreHead } from '../app/pageHead';
import type { LoaderFunctionArgs, MetaArgs } from 'react-router';

/** Query state as the result lists show it. */
export const resultsStatus = (query: { isPending: boolean; isError: boolean; isPlaceholderData?: boolean }): ProductResultsStatus =>
  query.isPending || query.isPlaceholderData ? 'loading' : query.isError ? 'error' : 'ready';

export const loader = ({ request }: LoaderFunctionArgs) =>
  prefetch((queryClient) => queryClient.prefetchQuery(filteredProductsQuery(readFilters(new URL(request.url).searchParams))));

export const clientLoader = browserNavigation;

export const meta = ({ matches, location }: MetaArgs) => exploreHead(matches, location);

export default function ExploreRoute() {
  const { filters, pageHref } = useShopFilters();
  const products = useFilteredProducts(filters);
  const filterControls = useFilterControls(products);
  const cards = useProductCards();
  return (
    <ExploreScreen
      filterControls={filterControls}
      // The shell shows the filter bar above the page on desktop; phones use the page's 'Filtros'.
      showFilterBar={false}
      status={resultsStatus(products)}
      resultCount={resultCountOf(products.data)}
      products={products.data?.products ?? []}
      page={filters.page}
      totalPages={products.data?.totalPages ?? 0}
      pageHref={pageHref}
      cards={cards}
      onRetry={() => void products.refetch()}
    />
  );
}
