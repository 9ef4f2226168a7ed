import { useSearchParams } from 'react-router';
import { SearchScreen } from '@tienda/ui';
import { BREAKPOINT_DESKTOP } from '@tienda/domain';
import { useProductCards } from '../app/productCards';
import { useFilteredProducts, useSearchPages } from '../app/queries';
import { useShopFilters } from '../app/useShopFilters';
import { useFilterControls } from '../app/useFilterControls';
import { resultCountOf } from '../app/facetCounts';
import { useViewportWidth } from '../app/useViewportWidth';
import { browserNavigation, prefetch } from '../app/prefetch';
import { readFilters } from '../app/filterParams';
import { filteredProductsQuery } from '../app/queries';
import { noIndexHead } from '../app/pageHead';
import type { LoaderFunctionArgs } from 'react-router';
import { resultsStatus } from './explore';

export const loader = ({ request }: LoaderFunctionArgs) =>
  prefetch((queryClient) => {
    const params = new URL(request.url).searchParams;
    const term = params.get('q') ?? '';
    return term.trim() ? queryClient.prefetchQuery(filteredProductsQuery(readFilters(params), term)) : Promise.resolve();
  });

export const clientLoader = browserNavigation;

export const meta = () => noIndexHead('Búsqueda');

export default function SearchRoute() {
  const [params] = useSearchParams();
  const term = params.get('q') ?? '';
  const { filters, pageHref } = useShopFilters();
  const desktop = useViewportWidth() >= BREAKPOINT_DESKTOP;
  // Desktop pages through the results; phones append page after page ('Ver más').
  const paged = useFilteredProducts(filters, term);
  const appended = useSearchPages(filters, term);
  const filterControls = useFilterControls(paged);
  const cards = useProductCards();

  const pages = appended.data?.pages ?? [];
  const products = desktop ? (paged.data?.products ?? []) : pages.flatMap((p) => p.products);
  return (
    <SearchScreen
      term={term}
      filterControls={filterControls}
      // The shell shows the filter bar above the page on desktop; phones use the page's 'Filtros'.
      showFilterBar={false}
      status={resultsStatus(desktop ? paged : appended)}
      resultCount={resultCountOf(desktop ? paged.data : pages[0])}
      products={products}
      page={desktop ? filters.page : pages.length}
      totalPages={(desktop ? paged.data?.totalPages : pages[0]?.totalPages) ?? 0}
      pageHref={pageHref}
      onLoadMore={() => void appended.fetchNextPage()}
      loadingMore={appended.isFetchingNextPage}
      cards={cards}
      onRetry={() => void (desktop ? paged.refetch() : appended.refetch())}
    />
  );
}
