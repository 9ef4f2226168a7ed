import { ORDER_STATUS_LABELS, type OrderStatus } from '@tienda/domain';
import type { Tone } from '../../theme/tones';
import { Badge } from '../Badge';

/**
 * What each state means to the shopper: waiting on them (warning), on its way (info), done well
 * (success), stopped (critical), or over and quiet (neutral).
 */
export const ORDER_STATUS_TONES: Record<OrderStatus, Exclude<Tone, 'brand'>> = {
  pending_payment: 'warning',
  paid: 'success',
  preparing: 'info',
  shipped: 'info',
  ready_for_pickup: 'info',
  delivered: 'success',
  cancelled: 'critical',
  expired: 'neutral',
  withdrawal_requested: 'warning',
  refunded: 'neutral',
};

export type OrderStatusBadgeProps = {
  status: OrderStatus;
};

/** An order's state in the shop's words ('ENVIADA'), in the colour that repeats what it means. */
export function OrderStatusBadge({ status }: OrderStatusBadgeProps) {
  return <Badge tone={ORDER_STATUS_TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
