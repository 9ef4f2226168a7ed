import type { Product } from '@tienda/domain';
import { ProductCard, type ProductCardProps } from './ProductCard';
import type { ProductCardActions } from './ProductCardActions';

export type BoundProductCardProps = ProductCardActions &
  Pick<ProductCardProps, 'headingLevel' | 'imageSizes' | 'imageLoading'> & { product: Product };

/** A card wired through the storefront's bindings: every list of cards (grid, carousel) draws them so. */
export function BoundProductCard({
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
}
