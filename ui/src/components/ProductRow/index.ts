// The card bindings every product list shares (ProductCarousel, ProductGrid, the screens).
export type { ProductCardActions } from './ProductCardActions';
