import { memo } from 'react';
import type { Product } from '@tienda/domain';
import { ProductCard, type ProductCardProps } from './ProductCard';
import type { ProductCardActions } from './ProductCardActions';

export type BoundProductCardProps = ProductCardActions &
  Pick<ProductCardProps, 'headingLevel' | 'imageSizes' | 'imageLoading'> & { product: Product };

/**
 * A card wired through the storefront's bindings: every list of cards (grid, carousel) draws them so.
 * Drawn again only when its own props change: a list that re-renders (its arrows measured after
 * hydration, a page of results appended) leaves the cards it already shows alone.
 */
export const BoundProductCard = memo(function BoundProductCard({
  product,
  headingLevel,
  imageSizes,
  imageLoading,
  productHref,
  imageUrl,
  inCart,
  onAddToCart,
  onRemoveFromCart,
}: BoundProductCardProps) {
  return (
    <ProductCard
      product={product}
      href={productHref(product.id)}
      imageUrl={imageUrl(product)}
      inCart={inCart(product.id)}
      onAddToCart={onAddToCart}
      onRemoveFromCart={onRemoveFromCart}
      headingLevel={headingLevel}
      imageSizes={imageSizes}
      imageLoading={imageLoading}
    />
  );
});
