import type { CheckoutOrder, CheckoutUrls, PaymentState } from '../checkout';

/** Card payments through Getnet's web checkout: the real one when its credentials are set, the sandbox otherwise. */
export interface GetnetApi {
  /** A Getnet checkout order: its uuid and the page the shopper pays at. */
  createOrder(order: CheckoutOrder, urls: CheckoutUrls): Promise<{ id: string; checkoutUrl: string }>;
  /** The order's payment state as Getnet has it now, or undefined when it knows no such order. */
  orderState(id: string): Promise<PaymentState | undefined>;
}

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
