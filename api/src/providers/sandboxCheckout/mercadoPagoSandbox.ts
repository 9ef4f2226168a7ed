import type { Queryable } from '../../db/database';
import type { MercadoPagoApi } from '../mercadopago/mercadoPago';
import { openCheckout, paymentById } from './sandboxStore';

/** Mercado Pago without an account: the preference is a checkout of the server's own sandbox page. */
export function sandboxMercadoPago(db: Queryable, publicUrl: string): MercadoPagoApi {
  return {
    async createPreference(order, urls) {
      const id = await openCheckout(db, { provider: 'mercadopago', orderId: order.id, amount: order.total, installments: order.installments, ...urls });
      return { id, link: `${publicUrl}/sandbox/checkout/${id}` };
    },
    async payment(id) {
      // Mercado Pago's payment ids are numbers; anything else names no payment.
      return /^\d{1,9}$/.test(id) ? paymentById(db, Number(id)) : undefined;
    },
  };
}
