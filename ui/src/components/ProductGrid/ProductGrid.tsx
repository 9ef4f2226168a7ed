import type { Product } from '@tienda/domain';
import { BoundProductCard, type ProductCardActions, type ProductCardProps } from '../ProductCard';
import { grid } from './ProductGrid.css';

export type ProductGridProps = ProductCardActions & {
  products: readonly Product[];
  /** Names the list for screen readers, e.g. 'Productos' or 'Productos relacionados'. */
  label: string;
  /** The cards' heading level: '2' right under the page's h1, '3' under a section's h2. */
  headingLevel?: ProductCardProps['headingLevel'];
};

/**
 * Product cards in a responsive grid (a list, so screen readers say how many there are).
 * The card bindings (`ProductCardActions`) are the same object the storefront hands every
 * list of cards: cart state and actions, the product page's address and the picture's URL.
 */
export function ProductGrid({ products, label, headingLevel, ...actions }: ProductGridProps) {
  return (
    <ul className={grid} aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <BoundProductCard product={product} headingLevel={headingLevel} {...actions} />
        </li>
      ))}
    </ul>
  );
}
