import type { CheckoutOrder, CheckoutUrls, PaymentState } from '../checkout';

/** Card payments through Getnet's web checkout: the real one when its credentials are set, the sandbox otherwise. */
export interface GetnetApi {
  /** A Getnet checkout order: its uuid and the page the shopper pays at. */
  createOrder(order: CheckoutOrder, urls: CheckoutUrls): Promise<{ id: string; checkoutUrl: string }>;
  /**
   * The order's payment as Getnet has it now: its state and the instalments it was paid in (null when
   * Getnet does not say), or undefined when it knows no such order.
   */
  orderState(id: string): Promise<GetnetOrderState | undefined>;
}

export type GetnetOrderState = { state: PaymentState; installments: number | null };

// Getnet's order statuses as its integrations read them; anything else is still under way.
const STATES: Record<string, PaymentState> = {
  SUCCESS: 'approved',
  APPROVED: 'approved',
  PROCESSED: 'approved',
  FAILED: 'rejected',
  REJECTED: 'rejected',
  EXPIRED: 'rejected',
  CANCELLED: 'rejected',
  CANCELED: 'rejected',
};

export const getnetState = (status: unknown): PaymentState => STATES[String(status).toUpperCase()] ?? 'pending';
