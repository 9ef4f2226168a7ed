import { useLocation } from 'react-router';
import { isAddressComplete, itemCount, type Cart } from '@tienda/domain';
import { useCart } from '../state/cart';
import { contactStore, deliveryStore, paymentMethodStore, shippingStore, type Contact, type DeliveryQuote, type Shipping, type StoredPaymentMethod } from '../state/checkout';
import { useAuth } from './auth';
import { quoteFits } from './shippingQuote';

/** The checkout's pages in order; each needs what the earlier ones stored. */
export type CheckoutPage = 'contact' | 'delivery' | 'paymentMethod' | 'loans' | 'summary';

export type CheckoutState = {
  cart: Cart;
  member: boolean;
  contact: Contact | null;
  shipping: Shipping | null;
  quote: DeliveryQuote | null;
  paymentMethod: StoredPaymentMethod | null;
};

/** Where to send a shopper who reached `page` without an earlier step, and what to tell them (spec §8). */
export type SendBack = { to: string; message?: string };

const ORDER: CheckoutPage[] = ['contact', 'delivery', 'paymentMethod', 'loans', 'summary'];
const after = (page: CheckoutPage, step: CheckoutPage) => ORDER.indexOf(page) > ORDER.indexOf(step);

/**
 * The earlier step that is missing, or null when `page` may be shown: an empty cart goes back to
 * the cart, a guest without contact data to /payment, a delivery without its address and quote
 * (or store) to /delivery with the spec's words, and no payment method to /payment-method.
 */
export function missingStep(page: CheckoutPage, state: CheckoutState): SendBack | null {
  if (itemCount(state.cart) === 0) return { to: '/cart' };
  if (page === 'contact') return state.member ? { to: '/delivery' } : null;
  if (!state.member && !state.contact) return { to: '/payment' };
  if (page === 'delivery') return null;
  if (!state.shipping) return { to: '/delivery', message: 'Información de envío no encontrada' };
  if (state.shipping.type === 'Envío a domicilio') {
    // A half-typed address, or a quote for another address or another cart, does not count.
    if (!isAddressComplete(state.shipping.auxData)) return { to: '/delivery', message: 'Información de envío no encontrada' };
    if (!quoteFits(state.quote, state.shipping.auxData, state.cart)) return { to: '/delivery', message: 'Costo de envío no calculado' };
  }
  if (page === 'paymentMethod') return null;
  if (page === 'loans') return state.member ? null : { to: '/login' };
  if (after(page, 'paymentMethod') && !state.paymentMethod) return { to: '/payment-method' };
  return null;
}

/** The checkout's stored state, live. */
export function useCheckoutState(): CheckoutState & { loading: boolean } {
  const cart = useCart();
  const { authenticated, loading } = useAuth();
  return {
    cart,
    member: authenticated,
    loading,
    contact: contactStore.use(),
    shipping: shippingStore.use(),
    quote: deliveryStore.use(),
    paymentMethod: paymentMethodStore.use(),
  };
}

/** A message another page handed over with the redirect (location state), e.g. 'Costo de envío no calculado'. */
export function useHandedMessage(): string | null {
  const state = useLocation().state as { message?: string } | null;
  return state?.message ?? null;
}
