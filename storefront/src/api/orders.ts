import { LoanRequestResponse, MemberOrdersResponse, MessageResponse, OrderResponse } from '@tienda/domain';
import { http } from './http';

/** The calls after a purchase: a member's orders, and a guest's link to theirs, each answer checked against its struct. */
export const ordersApi = {
  /** A page of the member's orders, newest first, with the page count. */
  memberOrders: (page: number) => http.get('/api/user/orders', MemberOrdersResponse, { params: { page } }),
  /** One of the member's own orders (404 for anyone else's). */
  memberOrder: async (id: number) => (await http.get(`/api/user/orders/${id}`, OrderResponse)).order,
  /** A guest asks for the link to their order; the answer is the same whether or not the pair exists. */
  requestTrackingLink: (orderNumber: number, email: string) => http.post('/api/order/tracking', MessageResponse, { orderNumber, email }),
  /** The guest's order through the link's signed token. */
  /** Revokes the loan of one of the member's loan orders (within its 10 business days); asked again, the same code. */
  revokeLoan: (id: number) => http.post(`/api/user/orders/${id}/loan/revocation`, LoanRequestResponse),
  /** Asks for the "baja" (early cancellation) of the order's loan; asked again, the same code. */
  requestLoanCancellation: (id: number) => http.post(`/api/user/orders/${id}/loan/cancellation`, LoanRequestResponse),
  trackedOrder: async (id: number, token: string) => (await http.get(`/api/order/${id}/tracking/${encodeURIComponent(token)}`, OrderResponse)).order,
};
