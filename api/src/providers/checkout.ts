/** What a payment provider is told about an order: the server's own figures, never the client's. */
export type CheckoutOrder = {
  id: number;
  /**
   * What the provider charges: products after the coupon, plus shipping — and, in "6 cuotas fijas",
   * the plan's financing cost too (the plan's total financed).
   */
  total: number;
  /** 1, or the plan's instalments: the provider must charge `total` in exactly these. */
  installments: number;
  /** The plan's total financed minus the cash total; 0 for one payment. */
  financingCost: number;
  shippingCost: number;
  discount: number;
  lines: { productId: number; name: string; quantity: number; unitPrice: number }[];
  payer: { name: string; email: string };
  /** Card and Mercado Pago orders expire unpaid; the provider's checkout should not outlive them. */
  expiresAt: Date | null;
};

/** Where the shopper comes back to, and where the provider posts its notifications. */
export type CheckoutUrls = { returnUrl: string; notificationUrl: string };

/** A payment, as far as an order cares: it went through, it may still, or it did not. */
export type PaymentState = 'approved' | 'pending' | 'rejected';

/** A provider could not be reached, or answered something the shop cannot use. */
export class ProviderError extends Error {}

/** fetch with a deadline: an outside service that hangs must not hang the shopper's request. */
export async function fetchJson(url: string, init: RequestInit, what: string): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new ProviderError(`${what}: sin respuesta (${(error as Error).message})`);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ProviderError(`${what}: respuesta ${response.status} que no es JSON`);
  }
  return { status: response.status, body };
}
