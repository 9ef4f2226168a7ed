import { ORDER_STATUS_LABELS, type OrderEvent, type OrderStatus, type ShipmentMethod } from '@tienda/domain';

/** One step of the timeline: one the order went through (with when), the one it is in, or one to come. */
export type TimelineStep = {
  status: OrderStatus;
  name: string;
  /** When the order entered it (ISO 8601); null for a step to come. */
  at: string | null;
  stage: 'done' | 'current' | 'upcoming';
};

/** The way an order in progress goes, by how it reaches the shopper. */
const ROUTES: Record<ShipmentMethod, readonly OrderStatus[]> = {
  'Envío a domicilio': ['pending_payment', 'paid', 'preparing', 'shipped', 'delivered'],
  'Retiro en local': ['pending_payment', 'paid', 'preparing', 'ready_for_pickup', 'delivered'],
};

/** The steps still to come after a state; none once the order is delivered or over. */
export function upcomingStatuses(status: OrderStatus, shipmentMethod: ShipmentMethod): readonly OrderStatus[] {
  if (status === 'withdrawal_requested') return ['refunded'];
  const route = ROUTES[shipmentMethod];
  const index = route.indexOf(status);
  return index === -1 ? [] : route.slice(index + 1);
}

/**
 * A state as a step reads: the shop's label in sentence case ('EN PREPARACIÓN' → 'En preparación');
 * the first step says what happened, 'Compra recibida', rather than 'Pendiente'.
 */
export function stepName(status: OrderStatus): string {
  if (status === 'pending_payment') return 'Compra recibida';
  const label = ORDER_STATUS_LABELS[status].toLocaleLowerCase('es-AR');
  return label.charAt(0).toLocaleUpperCase('es-AR') + label.slice(1);
}

/**
 * The order's life as steps: each state it entered, oldest first, the last one (its present
 * state) current, then the steps still to come.
 */
export function timelineSteps(status: OrderStatus, shipmentMethod: ShipmentMethod, timeline: readonly OrderEvent[]): TimelineStep[] {
  const lived = timeline.map((event): TimelineStep => ({ status: event.status, name: stepName(event.status), at: event.at, stage: 'done' }));
  const last = lived.at(-1);
  if (last?.status === status) last.stage = 'current';
  // An order whose record of steps lacks its present state still shows where it is.
  else lived.push({ status, name: stepName(status), at: null, stage: 'current' });
  const upcoming = upcomingStatuses(status, shipmentMethod).map(
    (next): TimelineStep => ({ status: next, name: stepName(next), at: null, stage: 'upcoming' }),
  );
  return [...lived, ...upcoming];
}
