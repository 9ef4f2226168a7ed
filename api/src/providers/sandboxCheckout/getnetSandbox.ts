import type { Queryable } from '../../db/database';
import type { GetnetApi } from '../getnet/getnet';
import { checkoutById, checkoutState, openCheckout } from './sandboxStore';

/** Getnet without an account: its order is a checkout of the server's own sandbox page. */
export function sandboxGetnet(db: Queryable, publicUrl: string): GetnetApi {
  return {
    async createOrder(order, urls) {
      const id = await openCheckout(db, { provider: 'getnet', orderId: order.id, amount: order.total, installments: order.installments, ...urls });
      return { id, checkoutUrl: `${publicUrl}/sandbox/checkout/${id}` };
    },
    async orderState(id) {
      const checkout = await checkoutById(db, id);
      return checkout?.provider === 'getnet' ? checkoutState(db, id) : undefined;
    },
  };
}
