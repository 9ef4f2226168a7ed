import type { CheckoutOrder, CheckoutUrls, PaymentState } from '../checkout';

/**
 * A payment as Mercado Pago has it: its state, the order it pays (external_reference), the amount and
 * the instalments the payer chose (null when it does not say).
 */
export type MercadoPagoPayment = { state: PaymentState; orderId: number; amount: number; installments: number | null };

/** Checkout Pro: the real one when MP_ACCESS_TOKEN is set, the local sandbox otherwise. */
export interface MercadoPagoApi {
  /** A preference for the order: its id and the link the shopper pays at. */
  createPreference(order: CheckoutOrder, urls: CheckoutUrls): Promise<{ id: string; link: string }>;
  /** The payment as it stands now, or undefined when Mercado Pago knows no such id. */
  payment(id: string): Promise<MercadoPagoPayment | undefined>;
}

// Mercado Pago's payment statuses. Refunds and charge-backs come after a payment was approved:
// they are the operator's business, and a paid order never goes back.
const STATES: Record<string, PaymentState> = {
  approved: 'approved',
  authorized: 'pending',
  pending: 'pending',
  in_process: 'pending',
  in_mediation: 'pending',
  rejected: 'rejected',
  cancelled: 'rejected',
  refunded: 'rejected',
  charged_back: 'rejected',
};

export const paymentState = (status: string | undefined): PaymentState => STATES[status ?? ''] ?? 'pending';

/** The other way round, for the sandbox's return links, which carry Mercado Pago's words. */
export const MERCADO_PAGO_STATUS: Record<PaymentState, string> = { approved: 'approved', pending: 'in_process', rejected: 'rejected' };
