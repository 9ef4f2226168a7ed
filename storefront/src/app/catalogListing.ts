import type { ExploreScreenProps, ProductResultsStatus } from '@tienda/ui';
import type { ProductListing } from '@tienda/domain';
import { resultCountOf } from './facetCounts';
import { readFilters } from './filterParams';
import { prefetch } from './prefetch';
import { useProductCards } from './productCards';
import { filteredProductsQuery, useFilteredProducts } from './queries';
import { useFilterControls } from './useFilterControls';
import { useShopFilters } from './useShopFilters';

// What Explore and Search do alike: both list the catalogue by the filters in the URL, Search
// narrowed by its term.

/** What was searched for ('' when the URL has no term). */
export const searchTerm = (params: URLSearchParams) => params.get('q') ?? '';

/** For the server render: the results of the URL's filters, and of a search's term (a blank term asks nothing). */
export const prefetchListing = (request: Request, term?: string) =>
  prefetch((queryClient) =>
    term?.trim() === ''
      ? Promise.resolve()
      : queryClient.prefetchQuery(filteredProductsQuery(readFilters(new URL(request.url).searchParams), term)),
  );

type ResultsQuery = { isPending: boolean; isError: boolean; isPlaceholderData?: boolean; refetch: () => Promise<unknown> };

/** Query state as the result lists show it. */
export const resultsStatus = (query: Omit<ResultsQuery, 'refetch'>): ProductResultsStatus =>
  query.isPending || query.isPlaceholderData ? 'loading' : query.isError ? 'error' : 'ready';

type ShownResults = Pick<ExploreScreenProps, 'status' | 'resultCount' | 'products' | 'page' | 'totalPages' | 'onRetry'>;

/** What a query brought, as a listing shows it: `listing` counts and pages the results, `products` are those shown. */
export const shownResults = (
  query: ResultsQuery,
  { listing, products, page }: { listing: ProductListing | undefined; products: ProductListing['products']; page: number },
): ShownResults => ({
  status: resultsStatus(query),
  resultCount: resultCountOf(listing),
  products,
  page,
  totalPages: listing?.totalPages ?? 0,
  onRetry: () => void query.refetch(),
});

/** The filters in the URL, and a listing's props for the page of results they name. */
export function useCatalogListing(term?: string) {
  const { filters, pageHref } = useShopFilters();
  const paged = useFilteredProducts(filters, term);
  const filterControls = useFilterControls(paged);
  const cards = useProductCards();
  return {
    filters,
    listing: {
      filterControls,
      // The shell shows the filter bar above the page on desktop; phones use the page's 'Filtros'.
      showFilterBar: false,
      pageHref,
      cards,
      ...shownResults(paged, { listing: paged.data, products: paged.data?.products ?? [], page: filters.page }),
    } satisfies ExploreScreenProps,
  };
}
