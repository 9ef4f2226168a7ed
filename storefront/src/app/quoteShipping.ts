import { isAddressComplete, type Address, type Cart } from '@tienda/domain';
import { checkoutApi } from '../api/checkout';
import { getCart } from '../state/cart';
import { deliveryStore, shippingStore, type DeliveryQuote } from '../state/checkout';
import { destinationOf, quoteFits, quoteItems, unitsKey } from './shippingQuote';

/**
 * The home-delivery quote of this cart to this address (spec §7 /api/zippin/cotization: one
 * item per unit), marked with the destination and the units it is for; the caller keeps it in
 * storage 'delivery'. Rejects when zip, province or city are missing, or the server gives no quote.
 */
export async function fetchQuote(address: Pick<Address, 'zipCode' | 'province' | 'city'>, cart: Cart): Promise<DeliveryQuote> {
  const destination = destinationOf(address);
  if (!destination) throw new Error('Faltan el código postal, la provincia o la ciudad');
  return { ...(await checkoutApi.quote({ items: quoteItems(cart), destination })), units: unitsKey(cart) };
}

/**
 * After the cart changed outside the delivery step (a product added to the loan request): the
 * stored home address is quoted again for the cart as it is now, so the next steps find a quote
 * that the order will match. A failure leaves no quote: the steps then send back to /delivery.
 */
export async function requoteStoredShipping(): Promise<void> {
  const shipping = shippingStore.get();
  if (shipping?.type !== 'Envío a domicilio' || !isAddressComplete(shipping.auxData)) return;
  const cart = getCart();
  if (cart.items.length === 0 || quoteFits(deliveryStore.get(), shipping.auxData, cart)) return;
  try {
    deliveryStore.set(await fetchQuote(shipping.auxData, cart));
  } catch {
    deliveryStore.clear();
  }
}
