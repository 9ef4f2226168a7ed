export { DeliveryQuoteStatus, QUOTE_FAILED_MESSAGE, type DeliveryQuote, type DeliveryQuoteStatusProps } from './DeliveryQuoteStatus';
export { DeliveryDetailDialog, type DeliveryDetailDialogProps } from './DeliveryDetailDialog';
export { formatDayMonth } from './formatDayMonth';
