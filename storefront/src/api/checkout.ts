import type { GuestOrderRequest, OrderRequest } from '@tienda/domain';
import type { CachedLoanOffer, DeliveryQuote } from '../state/checkout';
import { http } from './http';

/** An order as the server answers it: its figures are the server's. */
export type PlacedOrder = {
  id: number;
  status: string;
  paymentMethod: string;
  totalPrice: number;
  shippingCost: number;
  total: number;
  couponCode: string | null;
  discount: number;
  /** The products at the catalogue's prices, before the coupon. */
  subtotal: number;
  /** The lines at the server's prices, for the WhatsApp messages. */
  products: { productId: number; name: string; quantity: number; unitPrice: number }[];
};

type QuoteRequest = { items: { id: number }[]; destination: DeliveryQuote['destination'] };

/** The checkout calls of spec §7: quote, orders, payments and the loan offer. */
export const checkoutApi = {
  quote: async ({ items, destination }: QuoteRequest): Promise<DeliveryQuote> => {
    const answer = await http.post<{ reponseCotization: { results: { standard_delivery: Omit<DeliveryQuote, 'destination'> } } }>('/api/zippin/cotization', {
      declared_value: 0,
      items,
      destination,
    });
    return { ...answer.reponseCotization.results.standard_delivery, destination };
  },
  /** Idempotency-Key: a retried press of the same button never places a second order. */
  placeUserOrder: async (order: OrderRequest, key: string) =>
    (await http.post<{ orderCreated: PlacedOrder }>('/api/order/user', order, { headers: { 'Idempotency-Key': key } })).orderCreated,
  placeGuestOrder: async (order: GuestOrderRequest, key: string) =>
    (await http.post<{ orderCreated: PlacedOrder }>('/api/order/guest', order, { headers: { 'Idempotency-Key': key } })).orderCreated,
  mercadoPagoLink: async (orderId: number, price: number) => (await http.post<{ link?: string }>('/api/payment/mercadopago/create', { orderId, price })).link,
  getnetLink: async (orderId: number, price: number) =>
    (await http.post<{ getnet?: { redirect_url?: string } }>('/api/payment/getnet/create', { orderId, price })).getnet?.redirect_url,
  loanOffer: () => http.get<Pick<CachedLoanOffer, 'offer' | 'financing'>>('/api/loan/getOffer/19/ONLINEAPP'),
};
