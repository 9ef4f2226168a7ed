// The words of an order (spec §3), plain constants: reading them must not pull in the wire
// contracts and their validation (a phone-number library among them) — the shop's shell needs
// the words, not the checks.

export const SHIPMENT_METHODS = ['Envío a domicilio', 'Retiro en local'] as const;
export type ShipmentMethod = (typeof SHIPMENT_METHODS)[number];

export const PAYMENT_METHODS = ['Tarjeta de crédito', 'Prestamo', 'Transferencia', 'Mercado Pago'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** pending_payment → paid, cancelled or expired; a paid order never goes back. */
export const ORDER_STATUSES = ['pending_payment', 'paid', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How a person reads each state ('PENDIENTE' is the word of the transfer's WhatsApp message). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'PENDIENTE',
  paid: 'PAGADA',
  cancelled: 'CANCELADA',
  expired: 'VENCIDA',
};
