export { ProductImage, type ProductImageProps } from './ProductImage';
