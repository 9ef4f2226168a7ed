import { assign, enums, is, literal, nullable, number, optional, string, type, union, type Infer, type Struct } from 'superstruct';
import { LoanFinancing, LoanOffer, PAYMENT_METHODS, StandardDelivery, type LoanFlow } from '@tienda/domain';
import { STORAGE_KEYS } from './storage';
import { storedValue } from './stored';

// The checkout's browser storage (spec §3), one key per step, so a reload resumes where the
// shopper was and each page can tell which earlier step is missing. What is read back is checked
// with its struct; the top-level `type()`s let a value carry fields a later version no longer writes.

/** 'contact': the guest's contact and identification for the guest order. */
const Contact = type({ name: string(), email: string(), phone: string(), cuil: string() });
export type Contact = Infer<typeof Contact>;

/** The address of home delivery; the house number as a form writes it or as the server sends it. */
const HomeAddress = type({
  street: string(),
  number: union([number(), string()]),
  zipCode: string(),
  city: string(),
  province: string(),
  /** The saved address it came from, if any. */
  id: optional(number()),
});

/** The store chosen for pickup. */
const PickupChoice = type({ storeId: number(), store: string(), address: string() });
export type PickupChoice = Infer<typeof PickupChoice>;

/** 'shipping': the delivery choice; auxData is the address (home) or the store (pickup). */
const Shipping = union([
  type({ type: literal('Envío a domicilio'), auxData: HomeAddress }),
  type({ type: literal('Retiro en local'), auxData: PickupChoice }),
]);
export type Shipping = Infer<typeof Shipping>;

/** 'delivery': the standard delivery quoted for the home address (spec §3 Delivery quote). */
const DeliveryQuote = assign(
  StandardDelivery,
  type({
    destination: type({ zipcode: string(), state: string(), city: string() }),
    /** The cart's units it was made for (app/shippingQuote unitsKey): another cart needs another quote. */
    units: optional(string()),
  }),
);
export type DeliveryQuote = Infer<typeof DeliveryQuote>;

/** 'payment_method': the option chosen; for card and Mercado Pago, in 1 payment or the "6 cuotas fijas". */
const StoredPaymentMethod = type({ option: enums(PAYMENT_METHODS), installments: optional(union([literal(1), literal(6)])) });
export type StoredPaymentMethod = Infer<typeof StoredPaymentMethod>;

/** 'last_order_info': the order just placed, for the result pages. */
const LastOrderInfo = type({
  orderId: number(),
  totalPrice: number(),
  /** The total without national taxes, at the rates the order's lines kept; absent in what older versions stored. */
  totalWithoutNationalTaxes: optional(number()),
  couponCode: nullable(string()),
  paymentMethod: enums(PAYMENT_METHODS),
  email: optional(string()),
  /** A loan order: the plan accepted, for the WhatsApp message of the summary. */
  loan: optional(type({ installments: number(), installmentValue: number(), cftea: number() })),
});
export type LastOrderInfo = Infer<typeof LastOrderInfo>;

/** 'loanFlow': when the loan request started and was last touched (spec §4 Loan). */
const StoredLoanFlow: Struct<LoanFlow> = type({ createdAt: number(), lastActivityAt: number() });

/** 'loanOffer': the day's offer of one member (cached for the calendar day, spec §4 Loan). */
const CachedLoanOffer = type({ userId: number(), dateKey: string(), offer: LoanOffer, financing: LoanFinancing, termsToken: string() });
export type CachedLoanOffer = Infer<typeof CachedLoanOffer>;

const storedAs = <T>(struct: Struct<T, any>) => (value: unknown): value is T => is(value, struct);

export const contactStore = storedValue(STORAGE_KEYS.contact, storedAs(Contact));
export const shippingStore = storedValue(STORAGE_KEYS.shipping, storedAs(Shipping));
export const deliveryStore = storedValue(STORAGE_KEYS.delivery, storedAs(DeliveryQuote));
export const paymentMethodStore = storedValue(STORAGE_KEYS.paymentMethod, storedAs(StoredPaymentMethod));
export const lastOrderStore = storedValue(STORAGE_KEYS.lastOrderInfo, storedAs(LastOrderInfo));
export const loanFlowStore = storedValue(STORAGE_KEYS.loanFlow, storedAs(StoredLoanFlow));
export const loanOfferStore = storedValue(STORAGE_KEYS.loanOffer, storedAs(CachedLoanOffer));

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
