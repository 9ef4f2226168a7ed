import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { SearchScreen } from '@tienda/ui';
import { prefetchListing, searchTerm, shownResults, useCatalogListing } from '../app/catalogListing';
import { useSearchPages } from '../app/queries';
import { useDesktopWindow } from '../app/useDesktopWindow';
import { browserNavigation } from '../app/prefetch';
import { noIndexHead } from '../app/pageHead';

export const loader = ({ request }: LoaderFunctionArgs) => prefetchListing(request, searchTerm(new URL(request.url).searchParams));

export const clientLoader = browserNavigation;

export const meta = () => noIndexHead('Búsqueda');

export default function SearchRoute() {
  const [params] = useSearchParams();
  const term = searchTerm(params);
  // Desktop pages through the results; phones append page after page ('Ver más').
  const { filters, listing } = useCatalogListing(term);
  const appended = useSearchPages(filters, term);
  const desktop = useDesktopWindow();
  const pages = appended.data?.pages ?? [];
  const results = desktop
    ? listing
    : shownResults(appended, { listing: pages[0], products: pages.flatMap((page) => page.products), page: pages.length });
  return (
    <SearchScreen
      {...listing}
      {...results}
      term={term}
      onLoadMore={() => void appended.fetchNextPage()}
      loadingMore={appended.isFetchingNextPage}
    />
  );
}
