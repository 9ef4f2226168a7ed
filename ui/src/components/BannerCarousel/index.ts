export { BannerCarousel, type BannerCarouselProps } from './BannerCarousel';
export { BANNER_SIZES, type Banner } from './types';
