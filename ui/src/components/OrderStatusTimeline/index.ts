export { OrderStatusTimeline, type OrderStatusTimelineProps } from './OrderStatusTimeline';
export { formatCalendarDay, formatOrderDate, formatOrderDateTime } from './orderDates';
