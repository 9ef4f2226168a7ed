import { OrderInvoice } from './invoices';
import {
  array,
  boolean,
  coerce,
  enums,
  integer,
  literal,
  nullable,
  number,
  object,
  optional,
  refine,
  string,
  type,
  union,
  type Infer,
} from 'superstruct';
import { isAddressComplete } from '../address';
import { cuilStruct, emailStruct, nameStruct, phoneStruct } from '../validation';
import { cappedArray, Id, IdNumber, refineWellTyped, ShortText } from './common';
import { Coupon } from './coupons';
import { LoanFinancing, LoanQuote } from './loans';
import { Money, SHIPPING_DATA_MISSING } from './shipping';
import { AddressBody } from './users';
import { ORDER_STATUSES, PAYMENT_METHODS, SHIPMENT_METHODS, type ShipmentMethod } from '../orderTerms';

export {
  canMove,
  FINAL_STATUSES,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  PAYMENT_METHODS,
  SHIPMENT_METHODS,
  WITHDRAWABLE_STATUSES,
} from '../orderTerms';
export type { OrderStatus, PaymentMethod, ShipmentMethod } from '../orderTerms';

/** Different products in one order: a household's cart, never a warehouse's. */
export const MAX_ORDER_LINES = 50;
const MAX_UNITS_PER_LINE = 999;

const ProductLine = type({
  productId: Id,
  quantity: refine(integer(), 'quantity', (q) => (q >= 1 && q <= MAX_UNITS_PER_LINE) || `La cantidad de cada producto debe estar entre 1 y ${MAX_UNITS_PER_LINE}.`),
});

/** The chosen pickup store, as the store list sends it (only its name counts). */
const PickupStore = type({ store: ShortText(100) });

// The address fields without the completeness rule: the order's own rule says what is missing.
const DeliveryAddress = type(AddressBody.schema);

/** The card step's billing form (spec §2 Summary): no rules shown, so only bounded text. */
const BillingAddress = type({
  cuil: optional(cuilStruct),
  street: optional(ShortText(100)),
  number: optional(union([integer(), ShortText(10)])),
  zipCode: optional(ShortText(20)),
  city: optional(ShortText(100)),
  province: optional(ShortText(100)),
});

/** What the storefront worked out from the loan offer; the server checks it against its own record. */
export const LoanDetailsBody = type({
  status: ShortText(40),
  requestedAmount: Money,
  installments: integer(),
  installmentValue: Money,
  maxCapital: Money,
  /** The plan chosen on /loans: one of LOAN_PLANS, or FIXED_INSTALLMENTS_PLAN. */
  plan: ShortText(40),
  /** The version of the terms the borrower read (LOAN_TERMS_VERSION) … */
  termsVersion: ShortText(20),
  /** … and accepted, expressly (the checkbox beside 'Confirmar préstamo'). */
  acceptedTerms: literal(true),
});
export type LoanDetails = Infer<typeof LoanDetailsBody>;

const orderFields = {
  shipmentMethod: enums(SHIPMENT_METHODS),
  /** Home delivery: the address; pickup: the store ('Sucursal Centro' when none is named). */
  address: optional(union([DeliveryAddress, PickupStore])),
  billingAddress: optional(nullable(BillingAddress)),
  products: cappedArray(ProductLine, MAX_ORDER_LINES, 1),
  /** Products after the coupon, shipping not included, as the cart shows it. */
  totalPrice: Money,
  shippingCost: Money,
  carrierId: optional(nullable(coerce(ShortText(40), number(), String))),
  paymentMethod: enums(PAYMENT_METHODS),
  couponCode: optional(nullable(ShortText(50))),
  loanDetails: optional(nullable(LoanDetailsBody)),
  /**
   * Card or Mercado Pago in the products' "6 cuotas fijas", charged as card instalments: how many and
   * the instalment the shopper was shown. The server quotes the plan again, refuses another figure and
   * keeps the plan with the order. Absent: one payment of the cash total.
   */
  cardInstallments: optional(type({ installments: literal(6), installmentValue: Money })),
  /**
   * The version of the shop's Términos y condiciones the shopper accepted, ticking the box at the
   * checkout's last step. Optional on the wire so that the server refuses its absence, or another
   * version than TERMS_VERSION, in its own words (422).
   */
  termsVersion: optional(ShortText(20)),
};

type OrderShape = { shipmentMethod: ShipmentMethod; address?: Infer<typeof DeliveryAddress> | Infer<typeof PickupStore> | undefined };

// Home delivery needs a complete address (spec §4 Delivery).
const deliverable = ({ shipmentMethod, address }: OrderShape) =>
  shipmentMethod === 'Retiro en local' || (address !== undefined && 'street' in address && isAddressComplete(address)) || SHIPPING_DATA_MISSING;

/** POST /api/order/user: the order payload of spec §3. */
export const OrderBody = refineWellTyped(type(orderFields), 'order', deliverable);
export type OrderRequest = Infer<typeof OrderBody>;

/** POST /api/order/guest: the same payload plus the guest's contact and identification. */
export const GuestOrderBody = refineWellTyped(
  type({ ...orderFields, name: nameStruct, email: emailStruct, phone: phoneStruct, cuil: cuilStruct }),
  'order',
  deliverable,
);
export type GuestOrderRequest = Infer<typeof GuestOrderBody>;

/** A delivery address as the order keeps it. */
export const OrderAddress = object({ street: string(), number: integer(), zipCode: string(), city: string(), province: string() });
export type OrderAddress = Infer<typeof OrderAddress>;

/** The pickup store as the order keeps it: where it is and its phone. */
export const OrderPickupPoint = object({ store: string(), address: string(), phone: string() });
export type OrderPickupPoint = Infer<typeof OrderPickupPoint>;

/**
 * The loan an order is paid with: the offer it was checked against, the plan, and the contract the borrower
 * accepted (its quote with the schedule, the terms' version, the SHA-256 of the PDF they could download).
 * Orders placed before contracts were kept have no quote.
 */
/**
 * Where the borrower stands with the loan's revocation (10 business days from acceptance, no cost,
 * no reason) and its "baja" (early cancellation): computed by the server on every answer.
 */
export const LoanRevocationState = object({
  /** The last day (Argentina, YYYY-MM-DD, included to its end) the loan may be revoked. */
  deadline: string(),
  /** Whether the borrower may revoke it now: in time, not revoked, and the order not closed. */
  revocable: boolean(),
  revokedAt: optional(string()),
  /** The revocation's code, once revoked. */
  code: optional(string()),
  cancellationRequestedAt: optional(string()),
  /** The "baja" request's code, once asked. */
  cancellationCode: optional(string()),
});
export type LoanRevocationState = Infer<typeof LoanRevocationState>;

export const OrderLoan = object({
  plan: string(),
  installments: integer(),
  status: string(),
  requestedAmount: number(),
  installmentValue: number(),
  maxCapital: number(),
  consultaId: integer(),
  tea: number(),
  cftea: number(),
  financing: optional(LoanFinancing),
  quote: optional(LoanQuote),
  termsVersion: optional(string()),
  acceptedAt: optional(string()),
  /**
   * The contract PDF kept with the order: its SHA-256 (hex) and where its holder downloads it
   * (`/api/orders/{id}/loan-contract.pdf?token=…`, relative to the shop; the token lasts a year).
   */
  contract: optional(object({ sha256: string(), url: string() })),
  revocation: optional(LoanRevocationState),
});
export type OrderLoan = Infer<typeof OrderLoan>;

/**
 * The "6 cuotas fijas" a card or Mercado Pago order is paid in (credit/cardInstallments.ts): the provider
 * charges totalFinanced in `installments` of about installmentValue, for the cash total. Rates in percent a year.
 */
export const OrderCardPlan = object({
  installments: integer(),
  installmentValue: number(),
  cashTotal: number(),
  totalFinanced: number(),
  tna: number(),
  tea: number(),
  cftea: number(),
});
export type OrderCardPlan = Infer<typeof OrderCardPlan>;

/** Where to transfer, for an order paid by bank transfer. */
export const BankAccount = object({ bank: string(), holder: string(), cuit: string(), cbu: string(), alias: string(), whatsapp: string() });
export type BankAccount = Infer<typeof BankAccount>;

/** A step of an order's life: the state it entered and when (ISO 8601). */
export const OrderEvent = object({ status: enums(ORDER_STATUSES), label: string(), at: string() });
export type OrderEvent = Infer<typeof OrderEvent>;

/** The carrier of a shipped order, its tracking code and, when the carrier has one, the page to follow it. */
export const OrderShipment = object({ carrier: string(), trackingCode: string(), trackingUrl: nullable(string()) });
export type OrderShipment = Infer<typeof OrderShipment>;

/** An order as the server sends it back: its figures are the server's own. Dates in ISO 8601. */
export const PlacedOrder = object({
  id: integer(),
  status: enums(ORDER_STATUSES),
  statusLabel: string(),
  paymentMethod: enums(PAYMENT_METHODS),
  shipmentMethod: enums(SHIPMENT_METHODS),
  /** The lines at the server's prices, each with the national taxes (percent) its price contained that day. */
  products: array(
    object({ productId: integer(), name: string(), quantity: integer(), unitPrice: number(), image: nullable(string()), ivaRate: number(), internalTaxRate: number() }),
  ),
  /** The products at the catalogue's prices, before the coupon. */
  subtotal: number(),
  couponCode: nullable(string()),
  discount: number(),
  /** Products after the coupon: the figure the storefront sent. */
  totalPrice: number(),
  shippingCost: number(),
  /** totalPrice + shippingCost: what is paid. */
  total: number(),
  carrierId: nullable(string()),
  estimatedDelivery: nullable(string()),
  /** Home delivery: the address; pickup: the store. */
  address: union([OrderAddress, OrderPickupPoint]),
  contact: object({ name: string(), email: string(), phone: string() }),
  loan: nullable(OrderLoan),
  /** Card or Mercado Pago in "6 cuotas fijas": the plan the provider charges; null for one payment. */
  cardPlan: nullable(OrderCardPlan),
  bankTransfer: nullable(BankAccount),
  createdAt: string(),
  expiresAt: nullable(string()),
  paidAt: nullable(string()),
  deliveredAt: nullable(string()),
  /** Every state the order has been in, oldest first, each with when it began. */
  timeline: array(OrderEvent),
  /** Home delivery, once shipped: who carries it and how to follow it. */
  shipment: nullable(OrderShipment),
  /** The last day (Argentina, YYYY-MM-DD) the shopper may withdraw, once delivered; null before. */
  withdrawalDeadline: nullable(string()),
});
export type PlacedOrder = Infer<typeof PlacedOrder>;

/**
 * The guest's proof that an order is theirs (the token of their tracking link, or the one that
 * came with the order): what lets them pay it or read its coupon. A member's proof is their bearer.
 */
export const TrackingToken = ShortText(100);

/**
 * POST /api/order/user and /api/order/guest (201). A guest's order comes with its tracking token,
 * for the calls only the order's owner may make (its payment link).
 */
export const OrderCreatedResponse = object({ ok: literal(true), orderCreated: PlacedOrder, trackingToken: optional(string()) });

/** POST /api/coupons/{code}/apply: which order the coupon was used in (only its owner may ask). */
export const CouponApplyParams = type({ code: ShortText(50) });
export const CouponApplyBody = type({ orderId: Id, trackingToken: optional(TrackingToken) });

/** POST /api/coupons/{code}/apply's answer: the coupon the order used and what it took off. */
export const CouponApplyResponse = object({ ok: literal(true), orderId: IdNumber, coupon: Coupon, discountAmount: number() });

/** One row of "Mis compras": enough to recognise an order at a glance. */
export const OrderSummary = object({
  id: integer(),
  status: enums(ORDER_STATUSES),
  statusLabel: string(),
  createdAt: string(),
  total: number(),
  /** Units bought, all lines together. */
  itemCount: integer(),
  /** The first line's product, with its picture's file name (null when it has none). */
  firstProduct: object({ id: integer(), name: string(), image: nullable(string()) }),
});
export type OrderSummary = Infer<typeof OrderSummary>;

/** GET /api/user/orders?page=: the member's orders, newest first. */
export const MemberOrdersQuery = type({ page: optional(Id) });
export const MemberOrdersResponse = object({ ok: literal(true), orders: array(OrderSummary), page: integer(), totalPages: integer() });

/**
 * GET /api/user/orders/{id} (only the owner's) and GET /api/order/{id}/tracking/{token} (a guest's link):
 * the order and its electronic vouchers, oldest first (its invoice, then a credit note if refunded).
 */
export const OrderResponse = object({ ok: literal(true), order: PlacedOrder, invoices: array(OrderInvoice) });

/** POST /api/order/tracking: a guest asks for a link to their order; the answer is the same whether or not it exists. */
export const OrderTrackingBody = type({ orderNumber: Id, email: emailStruct });
/** The guest's link, /seguimiento/{id}/{token}: a signed token good for that order only, for a limited time. */
export const OrderTrackingParams = type({ id: Id, token: ShortText(2000) });
