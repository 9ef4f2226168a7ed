import type { Address, Cart } from '@tienda/domain';
import type { DeliveryQuote } from '../state/checkout';

// A home-delivery quote is for one destination and one set of units (spec §7: one item per
// unit). The server quotes the order again and refuses a shipping cost that differs, so a
// quote stops counting once the address's destination or the cart's units change.

/** The quote's items: one {id} per unit of each cart line. */
export function quoteItems(cart: Cart): { id: number }[] {
  return cart.items.flatMap(({ product, quantity }) => Array.from({ length: quantity }, () => ({ id: product.id })));
}

/** The cart's units in one text ('3x1,7x2': product id × quantity, by id), to tell whether a quote is the cart's. */
export function unitsKey(cart: Cart): string {
  return [...cart.items]
    .sort((a, b) => a.product.id - b.product.id)
    .map(({ product, quantity }) => `${product.id}x${quantity}`)
    .join(',');
}

/** Where the quote goes, as the quote call takes it; null until zip, province and city are there. */
export function destinationOf(address: Pick<Address, 'zipCode' | 'province' | 'city'>): DeliveryQuote['destination'] | null {
  const destination = { zipcode: address.zipCode.trim().toUpperCase(), state: address.province.trim(), city: address.city.trim() };
  return destination.zipcode && destination.state && destination.city ? destination : null;
}

const sameDestination = (a: DeliveryQuote['destination'], b: DeliveryQuote['destination']) =>
  a.zipcode.trim().toUpperCase() === b.zipcode.trim().toUpperCase() && a.state.trim() === b.state.trim() && a.city.trim() === b.city.trim();

/** Whether the stored quote was made for this address's destination. */
export function quoteIsFor(quote: DeliveryQuote, address: Pick<Address, 'zipCode' | 'province' | 'city'>): boolean {
  const destination = destinationOf(address);
  return destination !== null && sameDestination(quote.destination, destination);
}

/**
 * Whether the stored quote still holds for this address and this cart. A quote that does not
 * say which units it was for (stored by an older version) is taken as the cart's.
 */
export function quoteFits(quote: DeliveryQuote | null, address: Pick<Address, 'zipCode' | 'province' | 'city'>, cart: Cart): quote is DeliveryQuote {
  if (!quote || !quoteIsFor(quote, address)) return false;
  return quote.units === undefined || quote.units === unitsKey(cart);
}
