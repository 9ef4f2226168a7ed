import { randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ContactBody, MessageResponse, WithdrawalBody, WithdrawalConfirmBody, WithdrawalResponse, type WithdrawalRequest } from '@tienda/domain';
import type { Database, Queryable } from '../../db/database';
import { contract, type ShopPlugin } from '../../http/contract';
import { HttpError } from '../../http/errors';
import type { Settings } from '../../settings';
import { rateLimitPlugin, tooManyAttempts } from '../auth/rateLimits';
import { orderLinks } from '../orders/orderMail';
import { withdrawalRequested } from '../orders/orderStates';
import { dayMonthYear, isWithdrawalInTime, withdrawalDeadline } from './withdrawalDeadline';
import { requestCode } from './requestCodes';
import { contactNotice, withdrawalConfirmationMail, withdrawalNotice, withdrawalReceipt } from './withdrawalMail';
import { orderOfContact, pendingWithdrawal, recordContactMessage, recordPendingWithdrawal, recordWithdrawal, withdrawalCodeOf } from './withdrawalQueries';

// Forms anyone may send: a few per address and quarter of an hour keep the inbox readable.
const FORM_LIMIT = { max: 10, timeWindow: 15 * 60_000 };
// Fewer per order number: many addresses must not flood one buyer's mailbox with links.
const PER_ORDER_LIMIT = {
  max: 5,
  timeWindow: 15 * 60_000,
  keyGenerator: (request: FastifyRequest) => `withdrawal:${(request.body as { orderNumber: number }).orderNumber}`,
};

/** How long the link that confirms a guest's withdrawal works. */
const CONFIRMATION_LINK_HOURS = 24;

// The same words whether or not the pair is an order's: the form must not tell which numbers exist.
const LINK_SENT =
  'Si los datos coinciden con una compra, te enviamos un correo a esa dirección con un enlace para confirmar el arrepentimiento. Ábrelo dentro de las próximas 24 horas.';
const LINK_NOT_VALID = 'Este enlace venció o no es válido. Vuelve a enviar el formulario del Botón de arrepentimiento para recibir uno nuevo.';

const lateRefusal = (orderId: number, deliveredAt: Date) =>
  new HttpError(409, `El plazo de 10 días para arrepentirte de la orden N° ${orderId} venció el ${dayMonthYear(withdrawalDeadline(deliveredAt))}. Escríbenos y vemos cómo ayudarte.`);

const newCode = () => requestCode('ARR');

type WithdrawalsOptions = { db: Database; settings: Pick<Settings, 'shopInbox' | 'publicUrl'> };

/**
 * POST /api/withdrawal (the 'botón de arrepentimiento'), POST /api/withdrawal/confirm and
 * POST /api/contact: no login needed. A member signed in withdraws from their own order at once;
 * anyone else gets a link at the order's e-mail, and the withdrawal takes effect when it is opened.
 */
const withdrawalRoutes: ShopPlugin<WithdrawalsOptions> = async (app, { db, settings }) => {
  await app.register(rateLimit, rateLimitPlugin(db));
  const perOrder = app.createRateLimit(PER_ORDER_LIMIT);
  const tags = ['Atención al cliente'];

  /**
   * Records the withdrawal whatever the order's state; the order moves to withdrawal_requested when
   * its life allows, and the mails are queued with it: all of it, or none. Asked again, the first code.
   */
  async function withdraw(orderId: number, userId: number | null, deliveredAt: Date | null, request: WithdrawalRequest) {
    if (!isWithdrawalInTime(deliveredAt, new Date())) throw lateRefusal(orderId, deliveredAt!);
    const earlier = await withdrawalCodeOf(db, orderId);
    if (earlier) return earlier;
    return db.transaction(async (tx: Queryable) => {
      const recorded = await recordWithdrawal(tx, orderId, newCode(), request);
      await withdrawalRequested(tx, orderId, new Date());
      const follow = orderLinks(settings.publicUrl, orderId, userId).follow;
      await app.mailer.send(withdrawalReceipt(request, recorded, follow), tx);
      await app.mailer.send(withdrawalNotice(settings.shopInbox, request, recorded), tx);
      return recorded;
    });
  }
  const accepted = (code: string) => ({ ok: true as const, code, message: `Recibimos tu solicitud de arrepentimiento. Tu código es ${code}.` });

  /** The member signed in, when the request carries a live session's bearer; null otherwise. */
  const signedInMember = (request: FastifyRequest) =>
    request.headers.authorization ? app.authenticate(request).then(() => request.user.userId, () => null) : Promise.resolve(null);

  app.post(
    '/api/withdrawal',
    {
      schema: { tags, body: contract(WithdrawalBody), response: { 200: contract(WithdrawalResponse) } },
      config: { rateLimit: FORM_LIMIT },
      preHandler: async (request, reply) => {
        const limit = await perOrder(request);
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', limit.ttlInSeconds);
          throw tooManyAttempts();
        }
      },
    },
    async (request) => {
      const { email, orderNumber } = request.body;
      // Drawn before the look-up, so a pair that matches costs the same up to here as one that does not.
      const token = randomBytes(32).toString('base64url');
      const order = await orderOfContact(db, orderNumber, email);
      const member = await signedInMember(request);
      if (order && member !== null && order.user_id === member) return accepted(await withdraw(order.id, order.user_id, order.delivered_at, request.body));
      if (order) {
        const expiresAt = new Date(Date.now() + CONFIRMATION_LINK_HOURS * 3_600_000);
        const link = `${settings.publicUrl}/repentance/confirm/${token}`;
        // A failure here must not answer differently from a pair that does not match.
        await db
          .transaction(async (tx: Queryable) => {
            await recordPendingWithdrawal(tx, order.id, token, request.body, expiresAt);
            await app.mailer.send(withdrawalConfirmationMail(order.contact_email, order.contact_name, order.id, link, CONFIRMATION_LINK_HOURS), tx);
          })
          .catch((error) => request.log.error({ err: error, order: order.id }, 'no se pudo encolar la confirmación del arrepentimiento'));
      }
      return { ok: true, message: LINK_SENT };
    },
  );

  app.post(
    '/api/withdrawal/confirm',
    { schema: { tags, body: contract(WithdrawalConfirmBody), response: { 200: contract(WithdrawalResponse) } }, config: { rateLimit: FORM_LIMIT } },
    async (request) => {
      const pending = await pendingWithdrawal(db, request.body.token, new Date());
      if (!pending) throw new HttpError(404, LINK_NOT_VALID);
      const { order_id: orderId, user_id: userId, delivered_at: deliveredAt, name, email, phone, message } = pending;
      return accepted(await withdraw(orderId, userId, deliveredAt, { name, email, phone, message, orderNumber: orderId }));
    },
  );

  app.post(
    '/api/contact',
    { schema: { tags, body: contract(ContactBody), response: { 200: contract(MessageResponse) } }, config: { rateLimit: FORM_LIMIT } },
    async (request) => {
      await recordContactMessage(db, request.body);
      await app.mailer.send(contactNotice(settings.shopInbox, request.body)).catch((error) => request.log.error({ err: error }, 'no se pudo reenviar la consulta'));
      return { ok: true, message: 'Gracias por escribirnos. Te respondemos a la brevedad.' };
    },
  );
};

export const withdrawals = fp(withdrawalRoutes, { name: 'withdrawals', dependencies: ['mail'], encapsulate: true });
