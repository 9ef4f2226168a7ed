export { ProductCarousel, CAROUSEL_STEP_PX, type ProductCarouselProps } from './ProductCarousel';
