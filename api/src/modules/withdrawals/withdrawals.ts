import { randomInt } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { ContactBody, MessageResponse, WithdrawalBody, WithdrawalResponse } from '@tienda/domain';
import type { Database } from '../../db/database';
import { contract, type ShopPlugin } from '../../http/contract';
import { HttpError } from '../../http/errors';
import type { Settings } from '../../settings';
import { rateLimitPlugin } from '../auth/rateLimits';
import { orderLinks } from '../orders/orderMail';
import { withdrawalRequested } from '../orders/orderStates';
import { dayMonthYear, isWithdrawalInTime, withdrawalDeadline } from './withdrawalDeadline';
import { contactNotice, withdrawalNotice, withdrawalReceipt } from './withdrawalMail';
import { orderOfContact, recordContactMessage, recordWithdrawal } from './withdrawalQueries';

// Forms anyone may send: a few per address and quarter of an hour keep the inbox readable.
const FORM_LIMIT = { max: 10, timeWindow: 15 * 60_000 };

// No 0/O or 1/I/L: the code is read aloud on the phone.
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const newCode = () => `ARR-${Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

type WithdrawalsOptions = { db: Database; settings: Pick<Settings, 'shopInbox' | 'publicUrl'> };

/** POST /api/withdrawal (the 'botón de arrepentimiento') and POST /api/contact: no login needed. */
const withdrawalRoutes: ShopPlugin<WithdrawalsOptions> = async (app, { db, settings }) => {
  await app.register(rateLimit, rateLimitPlugin(db));
  const tags = ['Atención al cliente'];

  app.post(
    '/api/withdrawal',
    { schema: { tags, body: contract(WithdrawalBody), response: { 200: contract(WithdrawalResponse) } }, config: { rateLimit: FORM_LIMIT } },
    async (request) => {
      const { email, orderNumber } = request.body;
      const order = await orderOfContact(db, orderNumber, email);
      if (!order) throw new HttpError(404, `No encontramos la orden N° ${orderNumber} con el correo ${email.trim()}. Revisa los dos datos.`);
      if (!isWithdrawalInTime(order.delivered_at, new Date())) {
        const received = dayMonthYear(withdrawalDeadline(order.delivered_at!));
        throw new HttpError(409, `El plazo de 10 días para arrepentirte de la orden N° ${order.id} venció el ${received}. Escríbenos y vemos cómo ayudarte.`);
      }
      // Recorded whatever the order's state; the order moves to withdrawal_requested when its life
      // allows, and the mails are queued with it: all of it, or none.
      const code = await db.transaction(async (tx) => {
        const recorded = await recordWithdrawal(tx, order.id, newCode(), request.body);
        await withdrawalRequested(tx, order.id, new Date());
        const follow = orderLinks(settings.publicUrl, order.id, order.user_id).follow;
        await app.mailer.send(withdrawalReceipt(request.body, recorded, follow), tx);
        await app.mailer.send(withdrawalNotice(settings.shopInbox, request.body, recorded), tx);
        return recorded;
      });
      return { ok: true, code, message: `Recibimos tu solicitud de arrepentimiento. Tu código es ${code}.` };
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
