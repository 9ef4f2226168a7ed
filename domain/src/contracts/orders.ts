import {
  array,
  assign,
  coerce,
  enums,
  integer,
  literal,
  nullable,
  number,
  object,
  optional,
  refine,
  size,
  string,
  type,
  union,
  type Infer,
} from 'superstruct';
import { isAddressComplete } from '../address';
import { cuilStruct, emailStruct, nameStruct, phoneStruct } from '../validation';
import { Id, IdNumber, refineWellTyped, ShortText } from './common';
import { Coupon } from './coupons';
import { LoanFinancing } from './loans';
import { Money, SHIPPING_DATA_MISSING } from './shipping';
import { AddressBody } from './users';
import { ORDER_STATUSES, PAYMENT_METHODS, SHIPMENT_METHODS, type ShipmentMethod } from '../orderTerms';

export { ORDER_STATUSES, ORDER_STATUS_LABELS, PAYMENT_METHODS, SHIPMENT_METHODS } from '../orderTerms';
export type { OrderStatus, PaymentMethod, ShipmentMethod } from '../orderTerms';

const MAX_ORDER_LINES = 50;
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
});
export type LoanDetails = Infer<typeof LoanDetailsBody>;

const orderFields = {
  shipmentMethod: enums(SHIPMENT_METHODS),
  /** Home delivery: the address; pickup: the store ('Sucursal Centro' when none is named). */
  address: optional(union([DeliveryAddress, PickupStore])),
  billingAddress: optional(nullable(BillingAddress)),
  products: size(array(ProductLine), 1, MAX_ORDER_LINES),
  /** Products after the coupon, shipping not included, as the cart shows it. */
  totalPrice: Money,
  shippingCost: Money,
  carrierId: optional(nullable(coerce(ShortText(40), number(), String))),
  paymentMethod: enums(PAYMENT_METHODS),
  couponCode: optional(nullable(ShortText(50))),
  loanDetails: optional(nullable(LoanDetailsBody)),
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

/** The loan an order is paid with: the offer it was checked against, its instalments and their cost (TEA, CFTEA). */
export const OrderLoan = assign(
  LoanFinancing,
  object({ status: string(), requestedAmount: number(), installmentValue: number(), maxCapital: number(), consultaId: integer() }),
);
export type OrderLoan = Infer<typeof OrderLoan>;

/** Where to transfer, for an order paid by bank transfer. */
export const BankAccount = object({ bank: string(), holder: string(), cuit: string(), cbu: string(), alias: string(), whatsapp: string() });
export type BankAccount = Infer<typeof BankAccount>;

/** An order as the server sends it back: its figures are the server's own. Dates in ISO 8601. */
export const PlacedOrder = object({
  id: integer(),
  status: enums(ORDER_STATUSES),
  statusLabel: string(),
  paymentMethod: enums(PAYMENT_METHODS),
  shipmentMethod: enums(SHIPMENT_METHODS),
  /** The lines at the server's prices. */
  products: array(object({ productId: integer(), name: string(), quantity: integer(), unitPrice: number() })),
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
  bankTransfer: nullable(BankAccount),
  createdAt: string(),
  expiresAt: nullable(string()),
  paidAt: nullable(string()),
  deliveredAt: nullable(string()),
});
export type PlacedOrder = Infer<typeof PlacedOrder>;

/** POST /api/order/user and /api/order/guest (201). */
export const OrderCreatedResponse = object({ ok: literal(true), orderCreated: PlacedOrder });

/** POST /api/coupons/{code}/apply: which order the coupon was used in. */
export const CouponApplyParams = type({ code: ShortText(50) });
export const CouponApplyBody = type({ orderId: Id });

/** POST /api/coupons/{code}/apply's answer: the coupon the order used and what it took off. */
export const CouponApplyResponse = object({ ok: literal(true), orderId: IdNumber, coupon: Coupon, discountAmount: number() });
