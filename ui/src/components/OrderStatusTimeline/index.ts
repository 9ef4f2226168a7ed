export { OrderStatusTimeline, type OrderStatusTimelineProps } from './OrderStatusTimeline';
export { formatCalendarDay, formatNumericDay, formatOrderDate, formatOrderDateTime } from './orderDates';
