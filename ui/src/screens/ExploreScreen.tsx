import type { Product } from '@tienda/domain';
import { Pagination, type PageNavigation } from '../components/Pagination';
import { ProductResults, type ProductResultsStatus } from '../components/ProductResults';
import type { ProductCardActions } from '../components/ProductCard';
import { CatalogPage, type FilterControls, type ResultCount } from './CatalogPage';

export type { FilterControls, ResultCount } from './CatalogPage';

export type ExploreScreenProps = PageNavigation & {
  /** The filters, the active categories and brands, and what to do when they change. */
  filterControls: FilterControls;
  /** false when the shell already shows the FilterBar (then only the phones' modal is here). */
  showFilterBar?: boolean;
  status: ProductResultsStatus;
  /** The page of products shown. */
  products: readonly Product[];
  /** From 1. */
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

/**
 * '/explore' (spec §2 Explore): the title, the filters, the products a page at a time with
 * 'Página X / Y', the spinner while loading, the spec's empty state, and a failure with
 * 'Reintentar'. Pagination shows only when there is more than one page.
 */
export function ExploreScreen({ filterControls, showFilterBar, status, resultCount, products, page, totalPages, cards, onRetry, ...navigation }: ExploreScreenProps) {
  const showPagination = status === 'ready' && products.length > 0 && totalPages > 1;
  return (
    <CatalogPage
      title="Explora nuestros productos"
      filterControls={filterControls}
      showFilterBar={showFilterBar}
      resultCount={status === 'ready' ? resultCount : undefined}
    >
      <ProductResults status={status} products={products} cards={cards} onRetry={onRetry} />
      {/* With pageHref, the arrows are links to ?page=N: a crawler and a visitor without JavaScript page too. */}
      {showPagination && <Pagination page={page} totalPages={totalPages} {...navigation} />}
    </CatalogPage>
  );
}
