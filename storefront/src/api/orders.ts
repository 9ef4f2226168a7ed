import { LoanRequestResponse, MemberOrdersResponse, MessageResponse, OrderResponse, type OrderInvoice, type PlacedOrder } from '@tienda/domain';
import { http } from './http';

/** What an order's page shows: the order and its electronic vouchers (the answer without its `ok`). */
export type OrderPage = { order: PlacedOrder; invoices: OrderInvoice[] };
const orderPage = ({ order, invoices }: OrderPage): OrderPage => ({ order, invoices });

/** The calls after a purchase: a member's orders, and a guest's link to theirs, each answer checked against its struct. */
export const ordersApi = {
  /** A page of the member's orders, newest first, with the page count. */
  memberOrders: (page: number) => http.get('/api/user/orders', MemberOrdersResponse, { params: { page } }),
  /** One of the member's own orders with its vouchers (404 for anyone else's). */
  memberOrder: async (id: number) => orderPage(await http.get(`/api/user/orders/${id}`, OrderResponse)),
  /** A guest asks for the link to their order; the answer is the same whether or not the pair exists. */
  requestTrackingLink: (orderNumber: number, email: string) => http.post('/api/order/tracking', MessageResponse, { orderNumber, email }),
  /** Revokes the loan of one of the member's loan orders (within its 10 business days); asked again, the same code. */
  revokeLoan: (id: number) => http.post(`/api/user/orders/${id}/loan/revocation`, LoanRequestResponse),
  /** Asks for the "baja" (early cancellation) of the order's loan; asked again, the same code. */
  requestLoanCancellation: (id: number) => http.post(`/api/user/orders/${id}/loan/cancellation`, LoanRequestResponse),
  /** The guest's order with its vouchers, through the link's signed token. */
  trackedOrder: async (id: number, token: string) => orderPage(await http.get(`/api/order/${id}/tracking/${encodeURIComponent(token)}`, OrderResponse)),
};
