import { Button } from '../components/Button';
import { Spinner } from '../components/Spinner';
import { CatalogListing, type CatalogListingProps } from './CatalogListing';
import { loadMore } from './SearchScreen.css';

export type SearchScreenProps = CatalogListingProps & {
  /** What the shopper searched for, as typed. */
  term: string;
  /** Phones: 'Ver más', for page + 1. */
  onLoadMore: () => void;
  /** While the next page is on its way: the button says 'Cargando...' and waits. */
  loadingMore?: boolean;
};

/**
 * '/search' (spec §2 Search results): the results of a text search with the same filters as
 * Explore; pages on desktop, 'Ver más' on phones (hidden once the last page is in). The storefront
 * knows the width (it runs the shell by it) and passes the products that go with it: on desktop the
 * current page, on phones every page loaded so far, in order.
 */
export function SearchScreen({ term, onLoadMore, loadingMore = false, ...listing }: SearchScreenProps) {
  return (
    <CatalogListing
      {...listing}
      title={`Resultados para "${term}"`}
      resultsLabel={`Resultados para ${term}`}
      phonesNextPage={
        <div className={loadMore}>
          {/* aria-disabled, not disabled: the button keeps the focus while the page loads. */}
          <Button
            variant="secondary"
            fullWidth
            aria-disabled={loadingMore || undefined}
            aria-busy={loadingMore || undefined}
            onClick={() => {
              if (!loadingMore) onLoadMore();
            }}
          >
            {loadingMore ? <Spinner size="small" tone="inherit" label="Cargando..." /> : 'Ver más'}
          </Button>
        </div>
      }
    />
  );
}
