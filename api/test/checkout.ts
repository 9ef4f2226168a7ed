import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { couponDiscount, roundMoney, TERMS_VERSION, toNumber, type Coupon, type ListedProduct, type PaymentMethod } from '@tienda/domain';

export type CatalogProduct = ListedProduct;
export type Line = { product: CatalogProduct; quantity: number };
export type Address = { street: string; number: number; zipCode: string; city: string; province: string };

/** A guest with a valid CUIL, as the contact step would send them. */
export const GUEST = { name: 'Lucía Gómez', email: 'lucia@ejemplo.com', phone: '1123456789', cuil: '27302223330' };
export const HOME: Address = { street: 'Av. Cabildo', number: 2040, zipCode: 'C1428AAP', city: 'Belgrano', province: 'Ciudad Autónoma de Buenos Aires' };

type Options = { paymentMethod?: PaymentMethod; coupon?: string; home?: Address; store?: string };

/** Drives the checkout calls through HTTP, working out every figure the way the storefront does. */
export function checkoutCalls(app: FastifyInstance) {
  const call = (method: InjectOptions['method'], url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method, url, payload: payload as InjectOptions['payload'], headers });

  /** Offered products with at least `stock` units, each test taking its own so stock changes never collide. */
  async function products(stock = 1): Promise<CatalogProduct[]> {
    const all: CatalogProduct[] = (await call('GET', '/api/product/all')).json().allProducts;
    return all.filter((product) => product.stock >= stock);
  }

  async function product(id: number): Promise<CatalogProduct> {
    return (await call('GET', `/api/product/${id}`)).json().product;
  }

  async function quote(lines: readonly Line[], destination: { zipcode: string; state: string; city: string }) {
    const items = lines.flatMap(({ product, quantity }) => Array.from({ length: quantity }, () => product));
    return call('POST', '/api/zippin/cotization', { declared_value: 0, items, destination });
  }

  /** The order payload of spec §3 for these lines, with the cart's totals, coupon and shipping. */
  async function payload(lines: readonly Line[], { paymentMethod = 'Transferencia', coupon, home, store }: Options = {}) {
    const subtotal = roundMoney(lines.reduce((sum, { product, quantity }) => sum + toNumber(product.final_price) * quantity, 0));
    let discount = 0;
    if (coupon) {
      const validated = (await call('POST', '/api/coupons/validate', { code: coupon, purchaseAmount: subtotal })).json();
      discount = couponDiscount(validated.coupon as Coupon, subtotal);
    }
    let shippingCost = 0;
    let carrierId = '0';
    if (home) {
      const res = await quote(lines, { zipcode: home.zipCode, state: home.province, city: home.city });
      expect(res.statusCode, res.body).toBe(200);
      const best = res.json().reponseCotization.results.standard_delivery;
      shippingCost = roundMoney(best.amounts.price_incl_tax);
      carrierId = String(best.carrier.id);
    }
    return {
      shipmentMethod: home ? 'Envío a domicilio' : 'Retiro en local',
      address: home ?? (store ? { store } : undefined),
      products: lines.map(({ product, quantity }) => ({ productId: product.id, quantity })),
      totalPrice: roundMoney(subtotal - discount),
      shippingCost,
      carrierId,
      paymentMethod,
      ...(coupon ? { couponCode: coupon } : {}),
      // The box the shopper ticks at the last step.
      termsVersion: TERMS_VERSION,
    };
  }

  const guestOrder = (body: object, headers: Record<string, string> = {}) => call('POST', '/api/order/guest', { ...GUEST, ...body }, headers);
  const userOrder = (token: string, body: object, headers: Record<string, string> = {}) =>
    call('POST', '/api/order/user', body, { ...headers, authorization: `Bearer ${token}` });

  /** The mails to one address, newest first, from /dev/mailbox. */
  async function mailsTo(email: string): Promise<{ to: string; subject: string; text: string; html: string }[]> {
    const { mails } = (await call('GET', '/dev/mailbox')).json();
    return mails.filter((mail: { to: string }) => mail.to === email);
  }

  return { call, products, product, quote, payload, guestOrder, userOrder, mailsTo };
}
