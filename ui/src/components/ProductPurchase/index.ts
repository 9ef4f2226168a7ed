export { ProductPurchase, type ProductPurchaseProps } from './ProductPurchase';
