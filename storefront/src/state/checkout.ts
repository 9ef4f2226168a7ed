import {
  PAYMENT_METHODS,
  SHIPMENT_METHODS,
  type Address,
  type LoanFlow,
  type PaymentMethod,
  type ShipmentMethod,
} from '@tienda/domain';
import { STORAGE_KEYS } from './storage';
import { isRecord, storedValue } from './stored';

// The checkout's browser storage (spec §3), one key per step, so a reload resumes where the
// shopper was and each page can tell which earlier step is missing.

/** 'contact': the guest's contact and identification for the guest order. */
export type Contact = { name: string; email: string; phone: string; cuil: string };

/** The store chosen for pickup. */
export type PickupChoice = { storeId: number; store: string; address: string };

/** 'shipping': the delivery choice; auxData is the address (home) or the store (pickup). */
export type Shipping =
  | { type: Extract<ShipmentMethod, 'Envío a domicilio'>; auxData: Address & { id?: number } }
  | { type: Extract<ShipmentMethod, 'Retiro en local'>; auxData: PickupChoice };

/** 'delivery': the quote of the home-delivery address (spec §3 Delivery quote). */
export type DeliveryQuote = {
  amounts: { price_incl_tax: number };
  delivery_time: { estimated_delivery: string };
  carrier: { id: string | number; name?: string };
  destination: { zipcode: string; state: string; city: string };
  /** The cart's units it was made for (app/shippingQuote unitsKey): another cart needs another quote. */
  units?: string;
};

/** 'payment_method': the option chosen. */
export type StoredPaymentMethod = { option: PaymentMethod };

/** 'last_order_info': the order just placed, for the result pages. */
export type LastOrderInfo = { orderId: number; totalPrice: number; couponCode: string | null; paymentMethod: PaymentMethod; email?: string };

/** 'loanOffer': the day's offer of one member (cached for the calendar day, spec §4 Loan). */
export type CachedLoanOffer = {
  userId: number;
  dateKey: string;
  offer: { resultado: string; respuestaMotor: string; maximoCapital: number; maximoCuota: number; consultaId: string | number };
  financing: { plan: string; installments: number; tea: number; cftea: number };
};

const isText = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export const contactStore = storedValue<Contact>(STORAGE_KEYS.contact, (v): v is Contact =>
  isRecord(v) && isText(v.name) && isText(v.email) && isText(v.phone) && isText(v.cuil),
);

export const shippingStore = storedValue<Shipping>(STORAGE_KEYS.shipping, (v): v is Shipping => {
  if (!isRecord(v) || !(SHIPMENT_METHODS as readonly unknown[]).includes(v.type) || !isRecord(v.auxData)) return false;
  const aux = v.auxData;
  return v.type === 'Retiro en local'
    ? isNumber(aux.storeId) && isText(aux.store) && isText(aux.address)
    : isText(aux.street) && (isText(aux.number) || isNumber(aux.number)) && isText(aux.zipCode) && isText(aux.city) && isText(aux.province);
});

export const deliveryStore = storedValue<DeliveryQuote>(STORAGE_KEYS.delivery, (v): v is DeliveryQuote =>
  isRecord(v) && isRecord(v.amounts) && isNumber(v.amounts.price_incl_tax) && isRecord(v.delivery_time) && isRecord(v.carrier) && isRecord(v.destination),
);

export const paymentMethodStore = storedValue<StoredPaymentMethod>(STORAGE_KEYS.paymentMethod, (v): v is StoredPaymentMethod =>
  isRecord(v) && (PAYMENT_METHODS as readonly unknown[]).includes(v.option),
);

export const lastOrderStore = storedValue<LastOrderInfo>(STORAGE_KEYS.lastOrderInfo, (v): v is LastOrderInfo =>
  isRecord(v) && isNumber(v.orderId) && isNumber(v.totalPrice),
);

export const loanFlowStore = storedValue<LoanFlow>(STORAGE_KEYS.loanFlow, (v): v is LoanFlow =>
  isRecord(v) && isNumber(v.createdAt) && isNumber(v.lastActivityAt),
);

export const loanOfferStore = storedValue<CachedLoanOffer>(STORAGE_KEYS.loanOffer, (v): v is CachedLoanOffer =>
  isRecord(v) && isNumber(v.userId) && isText(v.dateKey) && isRecord(v.offer) && isRecord(v.financing),
);

/** What the shopper pays for shipping: the quote for home delivery, 0 for pickup, null while unknown. */
export function shippingCost(shipping: Shipping | null, quote: DeliveryQuote | null): number | null {
  if (!shipping) return null;
  if (shipping.type === 'Retiro en local') return 0;
  return quote ? quote.amounts.price_incl_tax : null;
}

/** /success's 'Volver al inicio' (spec §2 Result pages): the checkout's data go; the cart is reset by the caller. */
export function clearCheckout() {
  for (const store of [deliveryStore, paymentMethodStore, shippingStore, contactStore, loanFlowStore]) store.clear();
}
