export { PriceRangeSlider, type PriceRange, type PriceRangeSliderProps } from './PriceRangeSlider';
