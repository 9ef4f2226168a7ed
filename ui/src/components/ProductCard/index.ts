export { ProductCard, type ProductCardProps } from './ProductCard';
export { BoundProductCard, type BoundProductCardProps } from './BoundProductCard';
export type { ProductCardActions } from './ProductCardActions';
