import type { Product, ProductId } from '@tienda/domain';

/**
 * What the storefront hands any list of product cards (carousel, grid, results): where each
 * product lives, its picture, whether it is in the cart, and the two cart actions.
 */
export type ProductCardActions = {
  productHref: (productId: ProductId) => string;
  imageUrl: (product: Product) => string | undefined;
  inCart: (productId: ProductId) => boolean;
  onAddToCart: (product: Product) => void;
  onRemoveFromCart: (product: Product) => void;
};
