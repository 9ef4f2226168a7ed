import { MercadoPagoConfig, MPNotFoundError, Payment, Preference } from 'mercadopago';
import type { PreferenceRequest } from 'mercadopago/dist/clients/preference/commonTypes';
import type { CheckoutOrder, CheckoutUrls } from '../checkout';
import { ProviderError } from '../checkout';
import { paymentState, type MercadoPagoApi } from './mercadoPago';

/**
 * The preference of an order. One item for the whole total: Checkout Pro takes no negative
 * lines, so a coupon could not be shown otherwise, and the amount must be exactly the order's.
 * Every back URL is the shop's return route, which asks Mercado Pago before showing a result.
 * The instalments are the shopper's choice at the shop: `installments` is the most Checkout Pro
 * offers and `default_installments` the one it preselects, both that number. The "6 cuotas fijas"
 * are the shop's own credit, their interest already in the amount: the seller's account must have
 * 6 cuotas without interest for the buyer enabled, and only credit cards pay in instalments (account
 * money cannot be excluded: a payment in 1 is then not taken as paying the order).
 */
function preferenceBody(order: CheckoutOrder, urls: CheckoutUrls): PreferenceRequest {
  const detail = order.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ');
  return {
    items: [
      {
        id: String(order.id),
        title: order.installments > 1 ? `Tu compra en la tienda: orden N° ${order.id}, en ${order.installments} cuotas fijas` : `Tu compra en la tienda: orden N° ${order.id}`,
        description: detail.slice(0, 250),
        quantity: 1,
        unit_price: order.total,
        currency_id: 'ARS',
      },
    ],
    payer: { name: order.payer.name, email: order.payer.email },
    external_reference: String(order.id),
    back_urls: { success: urls.returnUrl, pending: urls.returnUrl, failure: urls.returnUrl },
    auto_return: 'approved',
    notification_url: urls.notificationUrl,
    payment_methods: {
      installments: order.installments,
      default_installments: order.installments,
      ...(order.installments > 1 ? { excluded_payment_types: [{ id: 'debit_card' }, { id: 'prepaid_card' }, { id: 'ticket' }, { id: 'atm' }] } : {}),
    },
    ...(order.expiresAt ? { expires: true, expiration_date_to: order.expiresAt.toISOString() } : {}),
  };
}

/** Checkout Pro through the official SDK (api.mercadopago.com), with the seller's access token. */
export function realMercadoPago(accessToken: string): MercadoPagoApi {
  const config = new MercadoPagoConfig({ accessToken, options: { timeout: 10_000 } });
  const preferences = new Preference(config);
  const payments = new Payment(config);
  return {
    async createPreference(order, urls) {
      // One preference per order, even if the request is retried.
      const preference = await preferences.create({ body: preferenceBody(order, urls), requestOptions: { idempotencyKey: `orden-${order.id}` } });
      if (!preference.id || !preference.init_point) throw new ProviderError('Mercado Pago: preferencia sin enlace de pago');
      return { id: preference.id, link: preference.init_point };
    },
    async payment(id) {
      try {
        const payment = await payments.get({ id });
        return {
          state: paymentState(payment.status),
          orderId: Number(payment.external_reference),
          amount: Number(payment.transaction_amount),
          installments: typeof payment.installments === 'number' ? payment.installments : null,
        };
      } catch (error) {
        if (error instanceof MPNotFoundError) return undefined;
        throw error;
      }
    },
  };
}
