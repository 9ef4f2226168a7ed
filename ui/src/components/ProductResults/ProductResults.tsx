import type { Product } from '@tienda/domain';
import { RotateCw, SearchX, WifiOff } from 'lucide-react';
import { Box } from '../Box';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { ProductGrid } from '../ProductGrid';
import type { ProductCardActions } from '../ProductCard';
import { Spinner } from '../Spinner';
import { loading } from './ProductResults.css';

/** `error`: the catalogue could not be reached (the storefront says so); an empty `ready` is no match. */
export type ProductResultsStatus = 'loading' | 'error' | 'ready';

export type ProductResultsProps = {
  status: ProductResultsStatus;
  products: readonly Product[];
  cards: ProductCardActions;
  /** 'Reintentar' in the error state. */
  onRetry: () => void;
  /** Names the list of cards for screen readers. */
  label?: string;
};

/** A catalogue query's outcome: the spinner, the failure, the spec's empty state, or the grid. */
export function ProductResults({ status, products, cards, onRetry, label = 'Productos' }: ProductResultsProps) {
  if (status === 'loading') {
    return (
      <Box display="flex" alignItems="center" justifyContent="center" padding="xlarge" className={loading}>
        <Spinner size="large" label="Cargando productos..." />
      </Box>
    );
  }
  if (status === 'error') {
    return (
      <EmptyState
        role="alert"
        tone="critical"
        icon={<WifiOff size={32} />}
        title="No pudimos cargar los productos."
        description="Revisa tu conexión a internet y vuelve a intentarlo."
        actions={
          <Button icon={<RotateCw size={18} aria-hidden="true" />} onClick={onRetry}>
            Reintentar
          </Button>
        }
      />
    );
  }
  if (products.length === 0) {
    return (
      <EmptyState
        icon={<SearchX size={32} />}
        title="Ups, no encontramos productos que coincidan con tu búsqueda."
        description="Intenta con otros filtros o ajusta tu búsqueda para encontrar lo que necesitas."
      />
    );
  }
  // Right under the page's h1, so each card's name is an h2.
  return <ProductGrid {...cards} products={products} label={label} headingLevel="2" />;
}
