// The words of an order (spec §3), plain constants: reading them must not pull in the wire
// contracts and their validation (a phone-number library among them) — the shop's shell needs
// the words, not the checks.

export const SHIPMENT_METHODS = ['Envío a domicilio', 'Retiro en local'] as const;
export type ShipmentMethod = (typeof SHIPMENT_METHODS)[number];

export const PAYMENT_METHODS = ['Tarjeta de crédito', 'Prestamo', 'Transferencia', 'Mercado Pago'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * An order's life. Before payment: pending_payment → paid, cancelled or expired. After it, the
 * operator's steps: paid → preparing → shipped (home delivery) or ready_for_pickup (store) →
 * delivered. A withdrawal accepted (botón de arrepentimiento) → withdrawal_requested → refunded.
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'preparing',
  'shipped',
  'ready_for_pickup',
  'delivered',
  'cancelled',
  'expired',
  'withdrawal_requested',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How a person reads each state ('PENDIENTE' is the word of the transfer's WhatsApp message). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'PENDIENTE',
  paid: 'PAGADA',
  preparing: 'EN PREPARACIÓN',
  shipped: 'ENVIADA',
  ready_for_pickup: 'LISTA PARA RETIRAR',
  delivered: 'ENTREGADA',
  cancelled: 'CANCELADA',
  expired: 'VENCIDA',
  withdrawal_requested: 'ARREPENTIMIENTO SOLICITADO',
  refunded: 'REINTEGRADA',
};

/** The states from which the shopper may still withdraw (botón de arrepentimiento), within its days. */
export const WITHDRAWABLE_STATUSES: readonly OrderStatus[] = ['paid', 'preparing', 'shipped', 'ready_for_pickup', 'delivered'];

/**
 * Every move an order may make, and only these (each kept with its time). Payments move
 * pending_payment → paid (and a payment arriving late revives an expired or cancelled order when
 * its stock is still there); the operator takes the steps after payment; the shopper's withdrawal
 * moves a paid order to withdrawal_requested. Anything else is refused.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ['paid', 'cancelled', 'expired'],
  paid: ['preparing', 'withdrawal_requested'],
  preparing: ['shipped', 'ready_for_pickup', 'withdrawal_requested'],
  shipped: ['delivered', 'withdrawal_requested'],
  ready_for_pickup: ['delivered', 'withdrawal_requested'],
  delivered: ['withdrawal_requested'],
  cancelled: ['paid'],
  expired: ['paid'],
  withdrawal_requested: ['refunded'],
  refunded: [],
};

/** Whether an order may move from one state to another (the shipment method decides shipped vs pickup). */
export function canMove(from: OrderStatus, to: OrderStatus, shipment: ShipmentMethod): boolean {
  if (!ORDER_TRANSITIONS[from].includes(to)) return false;
  if (to === 'shipped') return shipment === 'Envío a domicilio';
  if (to === 'ready_for_pickup') return shipment === 'Retiro en local';
  return true;
}

/** An order in these states is over: nothing more will happen to it. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['cancelled', 'expired', 'refunded'];
