// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { addToCart, applyCoupon, emptyCart, GuestOrderBody, OrderBody, TERMS_VERSION, type Product } from '@tienda/domain';
import { is } from 'superstruct';
import type { User } from '@tienda/domain';
import type { PlacedOrder } from '@tienda/domain';
import type { DeliveryQuote, LastOrderInfo, Shipping } from '../state/checkout';
import {
  attemptKeys,
  lastOrderInfo,
  loanFlowOnVisit,
  messageCustomer,
  messageFromCart,
  messageFromOrder,
  newIdempotencyKey,
  orderPayload,
  resultOrder,
} from './checkoutOrder';

const product = (id: number, price: string): Product =>
  ({ id, name: `Producto ${id}`, price: Number(price), final_price: price, internal_cost: 1, stock: 9, description: '', images: { default: [] }, category: { id: 1, name: 'Celulares' }, brand: { name: 'Marca' }, highlighted: false }) as Product;

const cart = addToCart(addToCart(emptyCart(), product(1, '100000'), 2), product(2, '50000.5'));
const withCoupon = applyCoupon(cart, { id: 3, code: 'PROMO10', discountType: 'PERCENTAGE', discountValue: 10 });
const home: Shipping = { type: 'Envío a domicilio', auxData: { id: 8, street: 'Av. Colón', number: '1200', zipCode: '5000', city: 'Córdoba', province: 'Córdoba' } };
const pickup: Shipping = { type: 'Retiro en local', auxData: { storeId: 1, store: 'Sucursal Centro', address: 'Av. Corrientes 1234, Ciudad Autónoma de Buenos Aires' } };
const quote: DeliveryQuote = { amounts: { price_incl_tax: 5200.5 }, delivery_time: { estimated_delivery: '2026-11-25' }, carrier: { id: 208 }, destination: { zipcode: '5000', state: 'Córdoba', city: 'Córdoba' } };
const contact = { name: 'Ana Gómez', email: 'ana@ejemplo.com', phone: '1123456789', cuil: '20123456786' };

describe('the order payload (spec §3)', () => {
  it('home delivery: the address fields, the quote as shipping and carrier, the cart after its coupon', () => {
    const payload = orderPayload({ cart: withCoupon, shipping: home, quote, paymentMethod: 'Mercado Pago', termsVersion: TERMS_VERSION });
    expect(payload).toEqual({
      shipmentMethod: 'Envío a domicilio',
      address: { street: 'Av. Colón', number: 1200, zipCode: '5000', city: 'Córdoba', province: 'Córdoba' },
      billingAddress: null,
      products: [
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 1 },
      ],
      totalPrice: withCoupon.discountedTotal,
      shippingCost: 5200.5,
      carrierId: '208',
      paymentMethod: 'Mercado Pago',
      couponCode: 'PROMO10',
      loanDetails: null,
      termsVersion: TERMS_VERSION,
    });
    expect(is(payload, OrderBody)).toBe(true);
    expect(is({ ...payload, ...contact }, GuestOrderBody)).toBe(true);
  });

  it('pickup: the store, free, no carrier; without a coupon the cart total', () => {
    const payload = orderPayload({ cart, shipping: pickup, quote: null, paymentMethod: 'Transferencia', termsVersion: TERMS_VERSION });
    expect(payload).toMatchObject({ address: { store: 'Sucursal Centro' }, shippingCost: 0, carrierId: null, totalPrice: 250_000.5, couponCode: null });
    expect(is(payload, OrderBody)).toBe(true);
  });

  it('is missing ("Falta información") without the quote of a home delivery, or with an empty cart', () => {
    expect(orderPayload({ cart, shipping: home, quote: null, paymentMethod: 'Transferencia', termsVersion: TERMS_VERSION })).toBeNull();
    expect(orderPayload({ cart: emptyCart(), shipping: pickup, quote: null, paymentMethod: 'Transferencia', termsVersion: TERMS_VERSION })).toBeNull();
  });

  it('carries the billing data of a card payment', () => {
    const billing = { cuil: '20123456786', province: 'Córdoba', city: 'Córdoba', street: 'Belgrano', zipCode: '5000', number: '45' };
    const payload = orderPayload({ cart, shipping: pickup, quote: null, paymentMethod: 'Tarjeta de crédito', billing, termsVersion: TERMS_VERSION });
    expect(payload?.billingAddress).toEqual(billing);
    expect(is(payload, OrderBody)).toBe(true);
  });
});

describe('the loan request on /loans', () => {
  const now = 1_750_000_000_000;
  it.each([
    ['live', { createdAt: now - 60_000, lastActivityAt: now - 60_000 }, cart, 'live'],
    ['past its 15 minutes', { createdAt: now - 16 * 60_000, lastActivityAt: now - 60_000 }, cart, 'expired'],
    ['missing', null, cart, 'expired'],
    ['with an empty cart', { createdAt: now, lastActivityAt: now }, emptyCart(), 'empty'],
  ] as const)('%s', (_, flow, given, expected) => {
    expect(loanFlowOnVisit(flow, given, now)).toBe(expected);
  });
});

describe('pay attempts', () => {
  it('one key per attempt: the same order pressed again reuses it, a changed one gets another', () => {
    let n = 0;
    const keyFor = attemptKeys(() => `k${++n}`);
    expect(keyFor({ a: 1 })).toBe('k1');
    expect(keyFor({ a: 1 })).toBe('k1');
    expect(keyFor({ a: 2 })).toBe('k2');
  });

  it('makes a version-4 UUID also where crypto.randomUUID is missing (pages not served over https)', () => {
    const key = newIdempotencyKey({ getRandomValues: (bytes) => crypto.getRandomValues(bytes) });
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f-]{36}$/);
  });
});

const placed: PlacedOrder = {
  id: 77,
  status: 'pending_payment',
  paymentMethod: 'Transferencia',
  subtotal: 250_000.5,
  couponCode: 'PROMO10',
  discount: 25_000.05,
  totalPrice: 225_000.45,
  shippingCost: 0,
  total: 225_000.45,
  products: [{ productId: 1, name: 'Producto 1', quantity: 2, unitPrice: 100_000, image: null, ivaRate: 21, internalTaxRate: 0 }],
  statusLabel: 'PENDIENTE',
  shipmentMethod: 'Retiro en local',
  carrierId: null,
  estimatedDelivery: null,
  address: { store: 'Sucursal Centro', address: 'Av. Corrientes 1234', phone: '(011) 4372-1234' },
  contact: { name: 'Ana Ruiz', email: 'ana@ejemplo.com', phone: '1123456789' },
  loan: null,
  cardPlan: null,
  bankTransfer: null,
  createdAt: '2026-03-02T15:00:00.000Z',
  expiresAt: null,
  paidAt: null,
  deliveredAt: null,
  timeline: [{ status: 'pending_payment', label: 'PENDIENTE', at: '2026-03-02T15:00:00.000Z' }],
  shipment: null,
  withdrawalDeadline: null,
};

describe('what the messages and the result pages are told', () => {
  it('last_order_info keeps what is paid, shipping included', () => {
    expect(lastOrderInfo({ ...placed, shippingCost: 5000, total: 230_000.45 }, 'Transferencia', 'ana@ejemplo.com')).toEqual({
      orderId: 77,
      totalPrice: 230_000.45,
      // Two units of $ 100.000 at 21 %: 2 × 82.644,63, plus $ 5.000 of shipping at 21 %: 4.132,23.
      totalWithoutNationalTaxes: 169_421.49,
      couponCode: 'PROMO10',
      paymentMethod: 'Transferencia',
      email: 'ana@ejemplo.com',
    });
  });

  it('the customer: the account for members, the contact for guests', () => {
    const user = { id: 1, first_name: 'Juan', last_name: 'Pérez', email: 'juan@ejemplo.com', phone: '1144445555', cuil: '20301112220', addresses: [] } as unknown as User;
    expect(messageCustomer(user, contact)).toEqual({ name: 'Juan Pérez', email: 'juan@ejemplo.com', phone: '1144445555', cuil: '20301112220' });
    expect(messageCustomer(null, contact)).toEqual(contact);
    expect(messageCustomer(null, null)).toBeNull();
  });

  it("the transfer message's figures are the server's order", () => {
    const message = messageFromOrder(placed, contact, pickup);
    expect(message).toEqual({
      orderId: 77,
      customer: contact,
      lines: [{ name: 'Producto 1', quantity: 2, unitPrice: 100_000 }],
      totals: { subtotal: 250_000.5, coupon: { code: 'PROMO10', discount: 25_000.05 }, shipping: 0, total: 225_000.45 },
      delivery: { method: 'Retiro en local', store: 'Sucursal Centro', address: 'Av. Corrientes 1234, Ciudad Autónoma de Buenos Aires' },
    });
  });

  it("the loan's share message: the cart's figures with the shipping", () => {
    const message = messageFromCart(withCoupon, 5200.5, contact, home, 90);
    expect(message.orderId).toBe(90);
    expect(message.lines).toEqual([
      { name: 'Producto 1', quantity: 2, unitPrice: 100_000 },
      { name: 'Producto 2', quantity: 1, unitPrice: 50_000.5 },
    ]);
    expect(message.totals).toEqual({ subtotal: 250_000.5, coupon: { code: 'PROMO10', discount: 25_000.05 }, shipping: 5200.5, total: 230_200.95 });
    expect(message.delivery).toEqual({ method: 'Envío a domicilio', address: home.auxData });
  });
});

describe('the order a result page is about', () => {
  const last: LastOrderInfo = { orderId: 77, totalPrice: 1000, couponCode: null, paymentMethod: 'Mercado Pago', email: 'ana@ejemplo.com' };
  const query = (text: string) => new URLSearchParams(text);

  it('the one the provider names, when it is the one placed here', () => {
    expect(resultOrder(query('orderId=77'), last)).toEqual({ orderId: 77, last, ours: true });
  });

  it('another order named: shown, but not known here (its cart is not this one)', () => {
    expect(resultOrder(query('orderId=78'), last)).toEqual({ orderId: 78, last: null, ours: false });
  });

  it("no order named: the last one placed here, if any, shown but not taken as this cart's", () => {
    expect(resultOrder(query(''), last)).toEqual({ orderId: 77, last, ours: false });
    expect(resultOrder(query(''), null)).toEqual({ orderId: undefined, last: null, ours: false });
    expect(resultOrder(query('orderId=abc'), null)).toEqual({ orderId: undefined, last: null, ours: false });
  });
});
