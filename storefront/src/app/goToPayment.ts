import type { PlacedOrder } from '@tienda/domain';
import { checkoutApi } from '../api/checkout';
import { serverMessage } from '../api/http';

/** Spec §8: what the summary says when Mercado Pago's link, or the card's, does not come. */
const NO_LINK = 'Error al obtener el enlace de pago';
const PAYMENT_FAILED = 'Error al procesar el pago';

/**
 * Mercado Pago or card: asks the provider's link for what the order owes (shipping included) and
 * goes there — from the summary right after ordering, and from the order's page to pay again.
 * Only the order's owner gets the link: a member by their session, a guest by the order's tracking
 * token (the one that came with the order, or the one of their mailed link).
 * Resolves with the message to show when no link came; with null while the page is being left.
 */
export async function goToPayment(order: Pick<PlacedOrder, 'id' | 'total' | 'paymentMethod'>, trackingToken?: string): Promise<string | null> {
  const card = order.paymentMethod === 'Tarjeta de crédito';
  try {
    const url = card
      ? await checkoutApi.getnetLink(order.id, order.total, trackingToken)
      : await checkoutApi.mercadoPagoLink(order.id, order.total, trackingToken);
    if (!url) throw new Error('sin enlace');
    window.location.assign(url);
    return null;
  } catch (error) {
    return serverMessage(error, card ? PAYMENT_FAILED : NO_LINK);
  }
}
