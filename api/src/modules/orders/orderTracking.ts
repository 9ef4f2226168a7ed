import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { MessageResponse, OrderResponse, OrderTrackingBody, OrderTrackingParams } from '@tienda/domain';
import type { Database } from '../../db/database';
import { contract, type ShopPlugin } from '../../http/contract';
import { HttpError } from '../../http/errors';
import type { Mail } from '../../mail/mailer';
import { escapeMarkup } from '../../seed/markup';
import type { Settings } from '../../settings';
import { orderInvoices } from '../invoices/invoiceQueries';
import { createInvoiceTokens, viewLinks } from '../invoices/invoiceTokens';
import { orderTrackingLimits, rateLimitPlugin, tooManyAttempts } from '../auth/rateLimits';
import { orderContact } from './memberOrderQueries';
import { orderById } from './orderQueries';
import { createTrackingTokens, TRACKING_LINK_HOURS, trackingLinkExpiry } from './trackingToken';

// The same words whether or not the pair is an order's: the form must not tell which numbers exist.
const ASKED = 'Si los datos coinciden con una compra, te enviamos un enlace a tu correo.';
const LINK_NOT_VALID =
  'Este enlace venció o no es válido. Pide uno nuevo en Seguimiento de compra con el número de compra y tu correo.';

type TrackingOptions = { db: Database; settings: Pick<Settings, 'jwtSecret' | 'publicUrl' | 'bank'> };

function trackingMail(to: string, name: string, orderId: number, link: string, again: string): Mail {
  const paragraphs = [
    `Hola, ${name}:`,
    `Pediste ver tu compra N° ${orderId}. Ábrela con este enlace:`,
    link,
    `El enlace funciona durante ${TRACKING_LINK_HOURS} horas. Si vence, pide otro en ${again}.`,
    'Si no lo pediste tú, ignora este correo: sin el enlace nadie ve tu compra.',
  ];
  return {
    to,
    orderId,
    subject: `Tu enlace para seguir la compra N° ${orderId}`,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => (p === link ? `<p><a href="${escapeMarkup(link)}">${escapeMarkup(link)}</a></p>` : `<p>${escapeMarkup(p)}</p>`)).join('\n'),
  };
}

/**
 * A guest's way to their order: POST /api/order/tracking mails a link (order number + e-mail, the
 * same answer whether or not they go together), and GET /api/order/{id}/tracking/{token} opens the
 * order with it, for a day.
 */
const trackingRoutes: ShopPlugin<TrackingOptions> = async (app, { db, settings }) => {
  await app.register(rateLimit, rateLimitPlugin(db));
  const tokens = createTrackingTokens(settings.jwtSecret);
  const pdfLink = viewLinks(createInvoiceTokens(settings.jwtSecret));
  const perOrder = app.createRateLimit(orderTrackingLimits.perOrder);
  const tags = ['Seguimiento de compra'];

  app.post(
    '/api/order/tracking',
    {
      schema: { tags, body: contract(OrderTrackingBody), response: { 200: contract(MessageResponse) } },
      config: { rateLimit: orderTrackingLimits.perAddress },
      preHandler: async (request, reply) => {
        const limit = await perOrder(request);
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', limit.ttlInSeconds);
          throw tooManyAttempts();
        }
      },
    },
    async (request) => {
      const { orderNumber, email } = request.body;
      // Signed before the look-up, so a pair that matches costs the same up to here as one that does not;
      // only the mail's row in the outbox is written for a match alone.
      const token = tokens.sign(orderNumber, trackingLinkExpiry(new Date()));
      const order = await orderContact(db, orderNumber, email);
      if (order) {
        const mail = trackingMail(order.email, order.name, order.id, `${settings.publicUrl}/seguimiento/${order.id}/${token}`, `${settings.publicUrl}/seguimiento`);
        // A failure to queue must not answer differently from a pair that does not match.
        await app.mailer.send(mail).catch((error) => request.log.error({ err: error, order: order.id }, 'no se pudo encolar el enlace de seguimiento'));
      }
      return { ok: true, message: ASKED };
    },
  );

  app.get(
    '/api/order/:id/tracking/:token',
    { schema: { tags, params: contract(OrderTrackingParams), response: { 200: contract(OrderResponse) } } },
    async (request) => {
      const { id, token } = request.params;
      const order = tokens.opens(token, id) ? await orderById(db, id, settings.bank) : undefined;
      if (!order) throw new HttpError(404, LINK_NOT_VALID);
      return { ok: true, order, invoices: await orderInvoices(db, id, pdfLink) };
    },
  );
};

export const orderTracking = fp(trackingRoutes, { name: 'orderTracking', dependencies: ['mail'], encapsulate: true });
