import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { optional, string, type } from 'superstruct';
import {
  chargedInstallments,
  chargedTotal,
  formatARS,
  GetnetPaymentResponse,
  Id,
  MercadoPagoLinkResponse,
  OkResponse,
  PaymentCreateBody,
  roundMoney,
  type PaymentCreateRequest,
  type PaymentMethod,
  type PlacedOrder,
} from '@tienda/domain';
import type { Database } from '../../db/database';
import { contract, type ShopPlugin } from '../../http/contract';
import { HttpError } from '../../http/errors';
import type { CheckoutOrder, PaymentState } from '../../providers/checkout';
import type { GetnetApi } from '../../providers/getnet/getnet';
import type { MercadoPagoApi } from '../../providers/mercadopago/mercadoPago';
import { isSignedNotification } from '../../providers/mercadopago/signature';
import type { Settings } from '../../settings';
import { assertOrderOwner } from '../orders/orderOwner';
import { orderById } from '../orders/orderQueries';
import { createTrackingTokens } from '../orders/trackingToken';
import { checkoutByReference, checkoutOf, saveCheckout, type Provider } from './paymentQueries';
import { settlePayment, type PaymentReport } from './settlement';

type PaymentsOptions = { db: Database; settings: Settings; mercadoPago: MercadoPagoApi | undefined; getnet: GetnetApi | undefined };

const ReturnQuery = type({ orderId: optional(Id), payment_id: optional(string()) });
/** Mercado Pago's notification names the payment in the query: ?data.id=…&type=payment. */
const MercadoPagoNotificationQuery = type({ 'data.id': optional(string()), type: optional(string()) });

const UNAVAILABLE = 'Este medio de pago no está disponible en este momento. Elige otro.';
/** The spec's messages when a provider fails us (§8). */
const NO_LINK = 'Error al obtener el enlace de pago';
const PAYMENT_FAILED = 'Error al procesar el pago';

/**
 * Mercado Pago (Checkout Pro) and Getnet (card): the payment link of an order, the providers'
 * notifications, and the shopper's return. Neither a notification nor a return is believed: both
 * only make the server ask the provider, and what the provider answers is applied once.
 */
const paymentRoutes: ShopPlugin<PaymentsOptions> = async (app, { db, settings, mercadoPago, getnet }) => {
  const tags = ['Pagos'];
  // A notification taken (or ignored) is answered { ok: true }; anything else makes the provider send it again.
  const notification = { tags, response: { 200: contract(OkResponse) } };
  // The shopper's way back is a redirect to a page of the shop, not a call of the API.
  const shopperReturn = { hide: true, querystring: contract(ReturnQuery) };
  const tokens = createTrackingTokens(settings.jwtSecret);

  /**
   * The order to pay, which must be the caller's (their bearer, or the guest's tracking token: a
   * stranger learns nothing of it, not even that it exists), unpaid, of this method, and priced at
   * what is asked.
   */
  async function payableOrder(request: FastifyRequest<{ Body: PaymentCreateRequest }>, method: PaymentMethod): Promise<PlacedOrder> {
    const { orderId, price, trackingToken } = request.body;
    await assertOrderOwner(app, db, tokens, request, orderId, trackingToken);
    const order = await orderById(db, orderId, settings.bank);
    if (!order) throw new HttpError(404, 'No encontramos la orden.');
    if (order.paymentMethod !== method) throw new HttpError(409, `La orden N° ${order.id} no se paga con ${method}.`);
    if (order.paidAt) throw new HttpError(409, 'La orden ya está pagada.');
    if (order.status !== 'pending_payment') throw new HttpError(409, 'La orden venció o fue cancelada: vuelve a armar tu compra.');
    if (roundMoney(price) !== order.total) {
      throw new HttpError(409, `El monto a pagar (${formatARS(price)}) no coincide con el total de la orden (${formatARS(order.total)}).`);
    }
    return order;
  }

  // In "6 cuotas fijas" the provider charges the plan's total financed, in its instalments.
  const checkoutOrder = (order: PlacedOrder): CheckoutOrder => ({
    id: order.id,
    total: chargedTotal(order),
    installments: chargedInstallments(order),
    financingCost: roundMoney(chargedTotal(order) - order.total),
    shippingCost: order.shippingCost,
    discount: order.discount,
    lines: order.products,
    payer: { name: order.contact.name, email: order.contact.email },
    expiresAt: order.expiresAt ? new Date(order.expiresAt) : null,
  });

  const urls = (provider: Provider, orderId: number) => ({
    returnUrl: `${settings.publicUrl}/api/payment/${provider}/return?orderId=${orderId}`,
    notificationUrl: `${settings.publicUrl}/api/payment/${provider}/webhook`,
  });

  /** The order's checkout at the provider: the one it has, or a new one. */
  async function checkoutFor(provider: Provider, order: PlacedOrder, open: () => Promise<{ reference: string; redirectUrl: string }>, failure: string, log: FastifyBaseLogger) {
    const existing = await checkoutOf(db, order.id, provider);
    if (existing) return existing;
    let opened: { reference: string; redirectUrl: string };
    try {
      opened = await open();
    } catch (error) {
      log.error({ err: error, order: order.id, provider }, 'el proveedor de pagos falló');
      throw new HttpError(502, failure);
    }
    return saveCheckout(db, { orderId: order.id, provider, ...opened }, chargedTotal(order));
  }

  /** Applies what the provider said; the paid mail goes once, with the transition. */
  async function settle(report: PaymentReport, log: FastifyBaseLogger) {
    const outcome = await settlePayment(db, report, { mailer: app.mailer, settings });
    log.info({ payment: report, outcome }, 'aviso de pago aplicado');
    if (outcome === 'refund_needed' || outcome === 'amount_mismatch' || outcome === 'installments_mismatch') log.error({ payment: report, outcome }, 'pago que el operador debe revisar');
  }

  /** A provider that cannot be asked now: answering 502 makes it notify again later. */
  async function ask<T>(question: () => Promise<T>, log: FastifyBaseLogger): Promise<T> {
    try {
      return await question();
    } catch (error) {
      log.error({ err: error }, 'no se pudo consultar al proveedor de pagos');
      throw new HttpError(502, 'No pudimos consultar el pago. Intenta de nuevo más tarde.');
    }
  }

  /** The storefront's result page for the order as it now stands. */
  async function sendToResult(reply: FastifyReply, orderId: number | undefined, state: PaymentState | undefined) {
    const [order] = orderId ? await db.query<{ paid: boolean }>('SELECT paid_at IS NOT NULL AS paid FROM orders WHERE id = $1', [orderId]) : [];
    const page = order?.paid ? 'success' : state === 'pending' ? 'pending' : 'failure';
    return reply.redirect(`/${page}${orderId ? `?orderId=${orderId}` : ''}`, 303);
  }

  const mercadoPagoCreate = { tags, body: contract(PaymentCreateBody), response: { 200: contract(MercadoPagoLinkResponse) } };
  app.post('/api/payment/mercadopago/create', { schema: mercadoPagoCreate }, async (request) => {
    if (!mercadoPago) throw new HttpError(503, UNAVAILABLE);
    const order = await payableOrder(request, 'Mercado Pago');
    const open = async () => {
      const preference = await mercadoPago.createPreference(checkoutOrder(order), urls('mercadopago', order.id));
      return { reference: preference.id, redirectUrl: preference.link };
    };
    const checkout = await checkoutFor('mercadopago', order, open, NO_LINK, request.log);
    return { ok: true, link: checkout.redirectUrl };
  });

  const getnetCreate = { tags, body: contract(PaymentCreateBody), response: { 200: contract(GetnetPaymentResponse) } };
  app.post('/api/payment/getnet/create', { schema: getnetCreate }, async (request) => {
    if (!getnet) throw new HttpError(503, UNAVAILABLE);
    const order = await payableOrder(request, 'Tarjeta de crédito');
    const open = async () => {
      const created = await getnet.createOrder(checkoutOrder(order), urls('getnet', order.id));
      return { reference: created.id, redirectUrl: created.checkoutUrl };
    };
    const checkout = await checkoutFor('getnet', order, open, PAYMENT_FAILED, request.log);
    return { ok: true, getnet: { redirect_url: checkout.redirectUrl } };
  });

  // Mercado Pago's notification: the payment's id in the query, signed with the webhook secret.
  const mercadoPagoWebhook = { ...notification, querystring: contract(MercadoPagoNotificationQuery) };
  app.post('/api/payment/mercadopago/webhook', { schema: mercadoPagoWebhook }, async (request) => {
    const dataId = request.query['data.id'];
    if (!isSignedNotification(settings.mercadoPago.webhookSecret, request.headers, dataId)) {
      request.log.warn({ query: request.query }, 'aviso de Mercado Pago con firma inválida');
      throw new HttpError(401, 'Firma inválida.');
    }
    const topic = request.query.type ?? (request.body as { type?: string } | undefined)?.type;
    if (topic !== 'payment' || !dataId || !mercadoPago) return { ok: true };
    const payment = await ask(() => mercadoPago.payment(dataId), request.log);
    if (!payment || !Number.isInteger(payment.orderId)) return { ok: true };
    await settle({ provider: 'mercadopago', source: 'webhook', reference: dataId, orderId: payment.orderId, state: payment.state, amount: payment.amount, installments: payment.installments }, request.log);
    return { ok: true };
  });

  // Getnet's notification names its order; only an order of ours is asked about.
  app.post('/api/payment/getnet/webhook', { schema: notification }, async (request) => {
    const uuid = (request.body as { data?: { order?: { uuid?: unknown } } } | undefined)?.data?.order?.uuid;
    const checkout = typeof uuid === 'string' ? await checkoutByReference(db, 'getnet', uuid) : undefined;
    if (!checkout || !getnet) return { ok: true };
    const paid = await ask(() => getnet.orderState(checkout.reference), request.log);
    if (paid) await settle({ provider: 'getnet', source: 'webhook', reference: checkout.reference, orderId: checkout.orderId, ...paid, amount: null }, request.log);
    return { ok: true };
  });

  // The shopper's way back (the providers' back and redirect URLs): the payment is asked about,
  // applied like a notification, and the shopper goes on to /success, /pending or /failure. When
  // the provider cannot be asked, the notification will settle it: the shopper is told it is pending.
  app.get('/api/payment/mercadopago/return', { schema: shopperReturn }, async (request, reply) => {
    const paymentId = request.query.payment_id;
    if (!mercadoPago || !paymentId || !/^\d+$/.test(paymentId)) return sendToResult(reply, request.query.orderId, undefined);
    const payment = await mercadoPago.payment(paymentId).catch((error: unknown) => {
      request.log.error({ err: error }, 'no se pudo consultar el pago');
      return null;
    });
    if (payment === null) return sendToResult(reply, request.query.orderId, 'pending');
    if (!payment || !Number.isInteger(payment.orderId)) return sendToResult(reply, request.query.orderId, undefined);
    await settle({ provider: 'mercadopago', source: 'return', reference: paymentId, orderId: payment.orderId, state: payment.state, amount: payment.amount, installments: payment.installments }, request.log);
    return sendToResult(reply, payment.orderId, payment.state);
  });

  app.get('/api/payment/getnet/return', { schema: shopperReturn }, async (request, reply) => {
    const { orderId } = request.query;
    const checkout = orderId ? await checkoutOf(db, orderId, 'getnet') : undefined;
    if (!checkout || !getnet) return sendToResult(reply, orderId, undefined);
    const paid = await getnet.orderState(checkout.reference).catch((error: unknown) => {
      request.log.error({ err: error }, 'no se pudo consultar el pago');
      return null;
    });
    if (paid === null) return sendToResult(reply, orderId, 'pending');
    if (paid) await settle({ provider: 'getnet', source: 'return', reference: checkout.reference, orderId: checkout.orderId, ...paid, amount: null }, request.log);
    return sendToResult(reply, checkout.orderId, paid?.state);
  });
};

export const payments = fp(paymentRoutes, { name: 'payments', dependencies: ['mail'], encapsulate: true });
