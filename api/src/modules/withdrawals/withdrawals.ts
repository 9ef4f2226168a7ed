import { randomInt } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { ContactBody, MessageResponse, WithdrawalBody, WithdrawalResponse } from '@tienda/domain';
import type { Database } from '../../db/database';
import { contract, type ShopPlugin } from '../../http/contract';
import { HttpError } from '../../http/errors';
import type { Settings } from '../../settings';
import { rateLimitPlugin } from '../auth/rateLimits';
import { isWithdrawalInTime, withdrawalDeadline } from './withdrawalDeadline';
import { contactNotice, withdrawalNotice, withdrawalReceipt } from './withdrawalMail';
import { orderOfContact, recordContactMessage, recordWithdrawal } from './withdrawalQueries';

// Forms anyone may send: a few per address and quarter of an hour keep the inbox readable.
const FORM_LIMIT = { max: 10, timeWindow: 15 * 60_000 };

// No 0/O or 1/I/L: the code is read aloud on the phone.
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const newCode = () => `ARR-${Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

const ddmmyyyy = (isoDate: string) => isoDate.split('-').reverse().join('/');

type WithdrawalsOptions = { db: Database; settings: Pick<Settings, 'shopInbox'> };

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
        const received = ddmmyyyy(withdrawalDeadline(order.delivered_at!));
        throw new HttpError(409, `El plazo de 10 días para arrepentirte de la orden N° ${order.id} venció el ${received}. Escríbenos y vemos cómo ayudarte.`);
      }
      const code = await recordWithdrawal(db, order.id, newCode(), request.body);
      for (const mail of [withdrawalReceipt(request.body, code), withdrawalNotice(settings.shopInbox, request.body, code)]) {
        await app.mailer.send(mail).catch((error) => request.log.error({ err: error, code }, 'no se pudo enviar el aviso de arrepentimiento'));
      }
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
