import type { Product } from '@tienda/domain';
import { BoundProductCard, type ProductCardActions, type ProductCardProps } from '../ProductCard';
import { grid } from './ProductGrid.css';

export type ProductGridProps = ProductCardActions & {
  products: readonly Product[];
  /** Names the list for screen readers, e.g. 'Productos' or 'Productos relacionados'. */
  label: string;
  /** The cards' heading level: '2' right under the page's h1, '3' under a section's h2. */
  headingLevel?: ProductCardProps['headingLevel'];
  /**
   * How many of the first cards fetch their picture at once: a grid that heads its page shows
   * its first row (four on a desktop, two rows of two on a phone) without waiting; a grid further
   * down the page (related products) gives 0, and all its pictures wait until they near the screen.
   */
  eagerImages?: number;
};

/** The first row of a desktop grid, the first two of a phone's. */
const FIRST_ROWS = 4;

/**
 * Product cards in a responsive grid (a list, so screen readers say how many there are).
 * The card bindings (`ProductCardActions`) are the same object the storefront hands every
 * list of cards: cart state and actions, the product page's address and the picture's URL.
 */
export function ProductGrid({ products, label, headingLevel, eagerImages = FIRST_ROWS, ...actions }: ProductGridProps) {
  return (
    <ul className={grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <BoundProductCard
            product={product}
            headingLevel={headingLevel}
            imageLoading={index < eagerImages ? 'eager' : 'lazy'}
            {...actions}
          />
        </li>
      ))}
    </ul>
  );
}
