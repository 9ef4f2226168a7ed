export { ProductResults, type ProductResultsProps, type ProductResultsStatus } from './ProductResults';
