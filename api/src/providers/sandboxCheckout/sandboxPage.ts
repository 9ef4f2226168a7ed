import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { enums, pattern, string, type } from 'superstruct';
import { formatARS, roundMoney } from '@tienda/domain';
import type { Database } from '../../db/database';
import { contract, type ShopPlugin } from '../../http/contract';
import type { Settings } from '../../settings';
import { escapeMarkup } from '../../seed/markup';
import type { PaymentState } from '../checkout';
import { MERCADO_PAGO_STATUS } from '../mercadopago/mercadoPago';
import { signNotification } from '../mercadopago/signature';
import { checkoutById, recordPayment, type SandboxCheckout } from './sandboxStore';

const CheckoutParams = type({ id: pattern(string(), /^[0-9a-f-]{36}$/) });
const DecisionBody = type({ decision: enums(['approved', 'pending', 'rejected']) });

const PROVIDER_NAMES = { mercadopago: 'Mercado Pago', getnet: 'Getnet (tarjeta de crédito)' } as const;

const STYLES = `
body { margin: 0; font-family: system-ui, sans-serif; background: #f4f5f7; color: #1d2330; }
main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgb(0 0 0 / 0.08); }
.aviso { padding: 0.5rem 0.75rem; border-radius: 8px; background: #fff4d6; font-size: 0.9rem; }
.monto { font-size: 2rem; font-weight: 700; margin: 0.5rem 0 1.5rem; }
.cuotas { margin: -1rem 0 1.5rem; }
form { display: grid; gap: 0.75rem; }
button { padding: 0.9rem; border: 0; border-radius: 8px; font-size: 1rem; font-weight: 600; cursor: pointer; }
button[value=approved] { background: #1a7f37; color: #fff; }
button[value=pending] { background: #e7e9ee; color: #1d2330; }
button[value=rejected] { background: #b42318; color: #fff; }
`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="es-AR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><link rel="stylesheet" href="/sandbox/checkout.css"></head>
<body><main>${body}</main></body>
</html>`;

/** What is charged, as the provider's page says it: the total, or the instalments and their total. */
function charge(checkout: SandboxCheckout): string {
  if (checkout.installments <= 1) return `<p class="monto">${formatARS(checkout.amount)}</p>`;
  const installment = roundMoney(checkout.amount / checkout.installments);
  return `<p class="monto">${checkout.installments} cuotas de ${formatARS(installment)}</p>
<p class="cuotas">Total: ${formatARS(checkout.amount)}, sin interés de la tarjeta: la financiación es de la tienda.</p>`;
}

function checkoutPage(checkout: SandboxCheckout): string {
  const provider = PROVIDER_NAMES[checkout.provider];
  return page(
    `Pago de prueba: ${provider}`,
    `<p class="aviso">Entorno de prueba: acá no se cobra dinero real.</p>
<h1>Paga tu orden N° ${checkout.orderId}</h1>
<p>Medio de pago simulado: ${escapeMarkup(provider)}</p>
${charge(checkout)}
<form method="post" action="/sandbox/checkout/${checkout.id}">
<button name="decision" value="approved">Aprobar pago</button>
<button name="decision" value="pending">Dejar pendiente</button>
<button name="decision" value="rejected">Rechazar pago</button>
</form>`,
  );
}

type SandboxOptions = { db: Database; settings: Pick<Settings, 'mercadoPago'> };

/**
 * The hosted-payment page of both sandboxes, served by the server itself: the shopper approves,
 * leaves pending or rejects; the page then posts the provider's notification to the order's own
 * webhook route (signed like Mercado Pago's), and sends the shopper to the return URL, as the
 * provider would. Plain forms and a stylesheet: nothing inline, so the shop's CSP holds.
 */
const sandboxRoutes: ShopPlugin<SandboxOptions> = async (app, { db, settings }) => {
  const schema = { hide: true };
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get('/sandbox/checkout.css', { schema }, (_request, reply) => reply.type('text/css; charset=utf-8').send(STYLES));

  app.get('/sandbox/checkout/:id', { schema: { ...schema, params: contract(CheckoutParams) } }, async (request, reply) => {
    const checkout = await checkoutById(db, request.params.id);
    reply.type('text/html; charset=utf-8');
    if (!checkout) return reply.status(404).send(page('Pago no encontrado', '<h1>No encontramos este pago de prueba.</h1>'));
    return checkoutPage(checkout);
  });

  /** Mercado Pago's notification: the payment's id in the query, signed with the webhook secret. */
  const notifyMercadoPago = (checkout: SandboxCheckout, paymentId: number) => {
    const requestId = randomUUID();
    const dataId = String(paymentId);
    return app.inject({
      method: 'POST',
      url: `${new URL(checkout.notificationUrl).pathname}?data.id=${dataId}&type=payment`,
      headers: { 'x-signature': signNotification(settings.mercadoPago.webhookSecret, dataId, requestId, Math.floor(Date.now() / 1000)), 'x-request-id': requestId },
      payload: { action: 'payment.created', api_version: 'v1', type: 'payment', live_mode: false, date_created: new Date().toISOString(), data: { id: dataId } },
    });
  };

  /** Getnet's notification: the order's uuid; the shop asks Getnet for its state. */
  const notifyGetnet = (checkout: SandboxCheckout) =>
    app.inject({ method: 'POST', url: new URL(checkout.notificationUrl).pathname, payload: { data: { order: { uuid: checkout.id } } } });

  /** Where the provider sends the shopper: Mercado Pago adds the payment to the back URL. */
  const returnUrl = (checkout: SandboxCheckout, paymentId: number, state: PaymentState) => {
    const url = new URL(checkout.returnUrl);
    if (checkout.provider === 'mercadopago') {
      const status = MERCADO_PAGO_STATUS[state];
      const query = { collection_id: paymentId, collection_status: status, payment_id: paymentId, status, external_reference: checkout.orderId, preference_id: checkout.id };
      for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
    }
    return url.toString();
  };

  app.post(
    '/sandbox/checkout/:id',
    { schema: { ...schema, params: contract(CheckoutParams), body: contract(DecisionBody) } },
    async (request, reply) => {
      const checkout = await checkoutById(db, request.params.id);
      if (!checkout) return reply.status(404).type('text/html; charset=utf-8').send(page('Pago no encontrado', '<h1>No encontramos este pago de prueba.</h1>'));
      const paymentId = await recordPayment(db, checkout.id, request.body.decision);
      const notice = checkout.provider === 'mercadopago' ? await notifyMercadoPago(checkout, paymentId) : await notifyGetnet(checkout);
      // A provider does not care how the shop answers its notification; the log does.
      if (notice.statusCode >= 300) request.log.warn({ status: notice.statusCode, body: notice.body }, 'el aviso del sandbox no se aceptó');
      return reply.redirect(returnUrl(checkout, paymentId, request.body.decision), 303);
    },
  );
};

export const sandboxCheckout = fp(sandboxRoutes, { name: 'sandboxCheckout', encapsulate: true });
