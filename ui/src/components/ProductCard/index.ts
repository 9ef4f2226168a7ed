export { ProductCard, type ProductCardProps } from './ProductCard';
export type { ProductCardActions } from './ProductCardActions';
