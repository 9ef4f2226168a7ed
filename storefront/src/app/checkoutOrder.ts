import {
  isLoanFlowValid,
  itemCount,
  orderWithoutNationalTaxes,
  roundMoney,
  toNumber,
  type Cart,
  type OrderCardPlan,
  type LoanDetails,
  type LoanFlow,
  type MessageCustomer,
  type MessageDelivery,
  type OrderMessage,
  type OrderRequest,
  type PaymentMethod,
} from '@tienda/domain';
import type { BillingAddress } from '@tienda/ui';
import type { PlacedOrder } from '@tienda/domain';
import type { User } from '@tienda/domain';
import { shippingCost, type Contact, type DeliveryQuote, type LastOrderInfo, type Shipping } from '../state/checkout';
import { summaryFigures } from './checkoutSummary';

// The order of the checkout's last steps (spec §3 Order payload, §4 Payment and Loan): what is
// sent, what is kept for the result pages, and what the WhatsApp messages say.

/** What the order is made of: the cart, the delivery step's choice and quote, and how it is paid. */
export type OrderInput = {
  cart: Cart;
  shipping: Shipping;
  quote: DeliveryQuote | null;
  paymentMethod: PaymentMethod;
  billing?: BillingAddress | null;
  loanDetails?: LoanDetails | null;
  /** Card or Mercado Pago in the "6 cuotas fijas": the plan shown; none for one payment. */
  cardPlan?: OrderCardPlan | null;
  /** The version of the shop's terms the shopper accepted by ticking the box (TERMS_VERSION). */
  termsVersion: string;
};

/** The order's address: the home address's fields (not its saved id), or the pickup store's name. */
function orderAddress(shipping: Shipping): OrderRequest['address'] {
  if (shipping.type === 'Retiro en local') return { store: shipping.auxData.store };
  const { street, number, zipCode, city, province } = shipping.auxData;
  // The wire's house number is a number (a form keeps it as text).
  return { street, number: Number(String(number).trim()), zipCode, city, province };
}

/**
 * The order payload, or null when a step's data is missing ('Falta información, intentelo de
 * nuevo'): totalPrice is what the cart shows after the coupon, shipping the quote (0 for
 * pickup), carrierId the quote's carrier, address the home address or the pickup store.
 */
export function orderPayload({ cart, shipping, quote, paymentMethod, billing = null, loanDetails = null, cardPlan = null, termsVersion }: OrderInput): OrderRequest | null {
  const cost = shippingCost(shipping, quote);
  if (cost === null || itemCount(cart) === 0) return null;
  const home = shipping.type === 'Envío a domicilio';
  return {
    shipmentMethod: shipping.type,
    address: orderAddress(shipping),
    billingAddress: billing,
    products: cart.items.map(({ product, quantity }) => ({ productId: product.id, quantity })),
    totalPrice: cart.discountedTotal ?? cart.total_price,
    shippingCost: cost,
    carrierId: home && quote ? String(quote.carrier.id) : null,
    paymentMethod,
    couponCode: cart.coupon?.code ?? null,
    loanDetails,
    ...(cardPlan ? { cardInstallments: { installments: 6 as const, installmentValue: cardPlan.installmentValue } } : {}),
    termsVersion,
  };
}

/** What /loans does with the stored loan flow: go on ('live'), or end it (expired, or the cart is empty). */
export function loanFlowOnVisit(flow: LoanFlow | null, cart: Cart, now: number): 'live' | 'expired' | 'empty' {
  if (itemCount(cart) === 0) return 'empty';
  return flow && isLoanFlowValid(flow, now) ? 'live' : 'expired';
}

/** 'last_order_info' for the result pages: the total kept is what is paid (shipping included). */
export function lastOrderInfo(order: PlacedOrder, paymentMethod: PaymentMethod, email: string): LastOrderInfo {
  return { orderId: order.id, totalPrice: order.total, totalWithoutNationalTaxes: orderWithoutNationalTaxes(order), couponCode: order.couponCode, paymentMethod, email };
}

/**
 * A key per pay attempt for the order call (the server answers a repeated key with the order
 * it made). crypto.randomUUID exists only on secure pages (https, localhost); elsewhere a
 * version-4 UUID is made from getRandomValues, which every page has.
 */
export function newIdempotencyKey(source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The keys of one page's pay attempts: pressing again with the same order reuses the key, so a
 * retry (after a timeout, or a payment link that failed) gets back the order the first press
 * made instead of a second one; a changed order gets a new key.
 */
export function attemptKeys(make: () => string = () => newIdempotencyKey()): (payload: unknown) => string {
  let last: { body: string; key: string } | null = null;
  return (payload) => {
    const body = JSON.stringify(payload);
    if (last?.body !== body) last = { body, key: make() };
    return last.key;
  };
}

/** Who buys, for the messages: the account's data for members, the contact step's for guests. */
export function messageCustomer(user: User | null, contact: Contact | null): MessageCustomer | null {
  if (user) return { name: `${user.first_name} ${user.last_name}`.trim() || user.email, email: user.email, phone: user.phone, cuil: user.cuil };
  return contact && { name: contact.name, email: contact.email, phone: contact.phone, cuil: contact.cuil };
}

/** Where the order goes, for the messages. */
export function messageDelivery(shipping: Shipping): MessageDelivery {
  return shipping.type === 'Envío a domicilio'
    ? { method: shipping.type, address: shipping.auxData }
    : { method: shipping.type, store: shipping.auxData.store, address: shipping.auxData.address };
}

/** The message's figures from the server's order (what was actually placed). */
export function messageFromOrder(order: PlacedOrder, customer: MessageCustomer, shipping: Shipping): OrderMessage {
  return {
    orderId: order.id,
    customer,
    lines: order.products.map(({ name, quantity, unitPrice }) => ({ name, quantity, unitPrice })),
    totals: {
      subtotal: order.subtotal,
      coupon: order.couponCode && order.discount > 0 ? { code: order.couponCode, discount: order.discount } : null,
      shipping: order.shippingCost,
      total: order.total,
    },
    delivery: messageDelivery(shipping),
  };
}

/** The message's figures from the cart and the delivery, as the summary shows them. */
export function messageFromCart(cart: Cart, cost: number, customer: MessageCustomer, shipping: Shipping, orderId?: number): OrderMessage {
  const figures = summaryFigures(cart, cost);
  return {
    orderId,
    customer,
    lines: cart.items.map(({ product, quantity }) => ({ name: product.name, quantity, unitPrice: toNumber(product.final_price) })),
    totals: { subtotal: figures.subtotal, coupon: figures.coupon ?? null, shipping: cost, total: figures.total },
    delivery: messageDelivery(shipping),
  };
}

/**
 * The order a result page is about: the one named in the address (?orderId=, as the payment
 * providers and the checkout come back) or else the last one placed here. `ours` says that the
 * order named is the one this browser just placed (its last_order_info): only then is the cart
 * known to be that order's, and spent. A bare /success, typed or bookmarked, never empties a cart.
 */
export function resultOrder(search: URLSearchParams, last: LastOrderInfo | null): { orderId?: number; last: LastOrderInfo | null; ours: boolean } {
  const named = search.get('orderId');
  const orderId = named && /^\d+$/.test(named) ? Number(named) : undefined;
  if (orderId === undefined) return { orderId: last?.orderId, last, ours: false };
  const ours = last !== null && last.orderId === orderId;
  return { orderId, last: ours ? last : null, ours };
}
