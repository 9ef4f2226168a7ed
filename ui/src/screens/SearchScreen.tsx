import type { Product } from '@tienda/domain';
import { Button } from '../components/Button';
import { Pagination, type PageNavigation } from '../components/Pagination';
import { ProductResults, type ProductResultsStatus } from '../components/ProductResults';
import { Spinner } from '../components/Spinner';
import type { ProductCardActions } from '../components/ProductCard';
import { CatalogPage, type FilterControls, type ResultCount } from './CatalogPage';
import { desktopOnly, mobileOnly } from './CatalogPage.css';
import { loadMore } from './SearchScreen.css';

/** Desktop pagination: `pageHref` (links to each page) or `onPageChange`. */
export type SearchScreenProps = PageNavigation & {
  /** What the shopper searched for, as typed. */
  term: string;
  filterControls: FilterControls;
  /** false when the shell already shows the FilterBar (then only the phones' modal is here). */
  showFilterBar?: boolean;
  status: ProductResultsStatus;
  /**
   * The results shown: on desktop the current page; on phones every page loaded so far, in
   * order ('Ver más' appends). The storefront knows the width (it runs the shell by it) and
   * passes the list that goes with it.
   */
  products: readonly Product[];
  /** From 1: the page shown (desktop) or the last one appended (phones). */
  page: number;
  totalPages: number;
  /**
   * How many products were found ('23 productos', 'Más de 1.000 productos'), shown above the
   * results when `status` is 'ready'; undefined shows nothing (e.g. before the first answer).
   */
  resultCount?: ResultCount;
  /** Phones: 'Ver más', for page + 1. */
  onLoadMore: () => void;
  /** While the next page is on its way: the button says 'Cargando...' and waits. */
  loadingMore?: boolean;
  cards: ProductCardActions;
  onRetry: () => void;
};

/**
 * '/search' (spec §2 Search results): the results of a text search with the same filters as
 * Explore; pages on desktop, 'Ver más' on phones (hidden once the last page is in).
 */
export function SearchScreen({
  term,
  filterControls,
  showFilterBar,
  status,
  resultCount,
  products,
  page,
  totalPages,
  onLoadMore,
  loadingMore = false,
  cards,
  onRetry,
  ...navigation
}: SearchScreenProps) {
  const hasResults = status === 'ready' && products.length > 0;
  return (
    <CatalogPage
      title={`Resultados para "${term}"`}
      filterControls={filterControls}
      showFilterBar={showFilterBar}
      resultCount={status === 'ready' ? resultCount : undefined}
    >
      <ProductResults status={status} products={products} cards={cards} onRetry={onRetry} label={`Resultados para ${term}`} />
      {hasResults && totalPages > 1 && (
        <div className={desktopOnly}>
          <Pagination page={page} totalPages={totalPages} {...navigation} />
        </div>
      )}
      {hasResults && page < totalPages && (
        <div className={mobileOnly}>
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
        </div>
      )}
    </CatalogPage>
  );
}
