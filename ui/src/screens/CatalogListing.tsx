import type { ReactNode } from 'react';
import type { Product } from '@tienda/domain';
import { Pagination, type PageNavigation } from '../components/Pagination';
import { ProductResults, type ProductResultsStatus } from '../components/ProductResults';
import type { ProductCardActions } from '../components/ProductCard';
import { CatalogPage, type FilterControls, type ResultCount } from './CatalogPage';
import { desktopOnly, mobileOnly } from './CatalogPage.css';

/** What Explore and Search take alike. Pagination: `pageHref` (links to each page) or `onPageChange`. */
export type CatalogListingProps = PageNavigation & {
  /** The filters, the active categories and brands, and what to do when they change. */
  filterControls: FilterControls;
  /** false when the shell already shows the FilterBar (then only the phones' modal is here). */
  showFilterBar?: boolean;
  status: ProductResultsStatus;
  /** The products shown: the page in view, or on phones with 'Ver más' every page loaded so far. */
  products: readonly Product[];
  /** From 1: the page in view, or the last one appended. */
  page: number;
  totalPages: number;
  /**
   * How many products were found ('23 productos', 'Más de 1.000 productos'), shown above the
   * results when `status` is 'ready'; undefined shows nothing (e.g. before the first answer).
   */
  resultCount?: ResultCount;
  /** The bindings every product card needs (cart state and actions, hrefs, image URLs). */
  cards: ProductCardActions;
  /** 'Reintentar' after a failure. */
  onRetry: () => void;
};

type CatalogListingPageProps = CatalogListingProps & {
  title: string;
  /** Names the list of cards for screen readers ('Productos' unless told). */
  resultsLabel?: string;
  /**
   * What phones have instead of the pagination while a next page exists ('Ver más'); without it,
   * phones page as desktop does.
   */
  phonesNextPage?: ReactNode;
};

/**
 * A catalogue listing: the page's title and filters, the query's outcome (spinner, failure, the
 * spec's empty state or the cards), and the way to more pages once there are results;
 * 'Página X / Y' only when there is more than one page.
 */
export function CatalogListing({
  title,
  resultsLabel,
  phonesNextPage,
  filterControls,
  showFilterBar,
  status,
  resultCount,
  products,
  page,
  totalPages,
  cards,
  onRetry,
  ...navigation
}: CatalogListingPageProps) {
  const hasResults = status === 'ready' && products.length > 0;
  // With pageHref, the arrows are links to ?page=N: a crawler and a visitor without JavaScript page too.
  const pagination = hasResults && totalPages > 1 && <Pagination page={page} totalPages={totalPages} {...navigation} />;
  return (
    <CatalogPage
      title={title}
      filterControls={filterControls}
      showFilterBar={showFilterBar}
      resultCount={status === 'ready' ? resultCount : undefined}
    >
      <ProductResults status={status} products={products} cards={cards} onRetry={onRetry} label={resultsLabel} />
      {phonesNextPage === undefined ? pagination : pagination && <div className={desktopOnly}>{pagination}</div>}
      {phonesNextPage !== undefined && hasResults && page < totalPages && <div className={mobileOnly}>{phonesNextPage}</div>}
    </CatalogPage>
  );
}
