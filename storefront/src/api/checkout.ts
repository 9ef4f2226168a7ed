import {
  CotizationResponse,
  GetnetPaymentResponse,
  LoanOfferResponse,
  MercadoPagoLinkResponse,
  OrderCreatedResponse,
  type GuestOrderRequest,
  type OrderRequest,
} from '@tienda/domain';
import type { DeliveryQuote } from '../state/checkout';
import { http } from './http';

type QuoteRequest = { items: { id: number }[]; destination: DeliveryQuote['destination'] };

/** The checkout calls of spec §7: quote, orders, payments and the loan offer, each answer checked against its struct. */
export const checkoutApi = {
  quote: async ({ items, destination }: QuoteRequest): Promise<DeliveryQuote> => {
    const answer = await http.post('/api/zippin/cotization', CotizationResponse, { declared_value: 0, items, destination });
    return { ...answer.reponseCotization.results.standard_delivery, destination };
  },
  /** Idempotency-Key: a retried press of the same button never places a second order. */
  placeUserOrder: async (order: OrderRequest, key: string) =>
    (await http.post('/api/order/user', OrderCreatedResponse, order, { headers: { 'Idempotency-Key': key } })).orderCreated,
  /** The guest's order, with its tracking token: their proof of the order for paying it. */
  placeGuestOrder: async (order: GuestOrderRequest, key: string) => {
    const answer = await http.post('/api/order/guest', OrderCreatedResponse, order, { headers: { 'Idempotency-Key': key } });
    return { order: answer.orderCreated, trackingToken: answer.trackingToken };
  },
  mercadoPagoLink: async (orderId: number, price: number, trackingToken?: string) =>
    (await http.post('/api/payment/mercadopago/create', MercadoPagoLinkResponse, { orderId, price, ...(trackingToken ? { trackingToken } : {}) })).link,
  getnetLink: async (orderId: number, price: number, trackingToken?: string) =>
    (await http.post('/api/payment/getnet/create', GetnetPaymentResponse, { orderId, price, ...(trackingToken ? { trackingToken } : {}) })).getnet.redirect_url,
  loanOffer: () => http.get('/api/loan/getOffer/19/ONLINEAPP', LoanOfferResponse),
};
