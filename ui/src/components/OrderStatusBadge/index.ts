export { OrderStatusBadge, ORDER_STATUS_TONES, type OrderStatusBadgeProps } from './OrderStatusBadge';
