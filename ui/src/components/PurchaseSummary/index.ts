export { PurchaseSummary, type PurchaseSummaryProps } from './PurchaseSummary';
