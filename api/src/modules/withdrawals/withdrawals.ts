import { randomInt } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import { ContactBody, WithdrawalBody, type ContactRequest, type WithdrawalRequest } from '@tienda/domain';
import type { Database } from '../../db/database';
import { contract } from '../../http/contract';
import { HttpError } from '../../http/errors';
import type { Settings } from '../../settings';
import { rateLimitPlugin } from '../auth/rateLimits';
import { isWithdrawalInTime, withdrawalDeadline } from './withdrawalDeadline';
import { contactNotice, withdrawalNotice, withdrawalReceipt } from './withdrawalMail';

// Forms anyone may send: a few per address and quarter of an hour keep the inbox readable.
const FORM_LIMIT = { max: 10, timeWindow: 15 * 60_000 };

// No 0/O or 1/I/L: the code is read aloud on the phone.
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const newCode = () => `ARR-${Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

const ddmmyyyy = (isoDate: string) => isoDate.split('-').reverse().join('/');

type WithdrawalsOptions = { db: Database; settings: Pick<Settings, 'shopInbox'> };

/** POST /api/withdrawal (the 'botón de arrepentimiento') and POST /api/contact: no login needed. */
export const withdrawals: FastifyPluginAsync<WithdrawalsOptions> = async (app, { db, settings }) => {
  await app.register(rateLimit, rateLimitPlugin(db));
  const tags = ['Atención al cliente'];

  app.post<{ Body: WithdrawalRequest }>(
    '/api/withdrawal',
    { schema: { tags, body: contract(WithdrawalBody) }, config: { rateLimit: FORM_LIMIT } },
    async (request) => {
      const { name, email, phone, orderNumber, message = '' } = request.body;
      // The order's own e-mail must come with its number: nobody withdraws from someone else's purchase.
      const [order] = await db.query<{ id: number; delivered_at: Date | null }>(
        'SELECT id, delivered_at FROM orders WHERE id = $1 AND lower(contact_email) = lower($2)',
        [orderNumber, email.trim()],
      );
      if (!order) throw new HttpError(404, `No encontramos la orden N° ${orderNumber} con el correo ${email.trim()}. Revisá los dos datos.`);
      if (!isWithdrawalInTime(order.delivered_at, new Date())) {
        const received = ddmmyyyy(withdrawalDeadline(order.delivered_at!));
        throw new HttpError(409, `El plazo de 10 días para arrepentirte de la orden N° ${order.id} venció el ${received}. Escribinos y vemos cómo ayudarte.`);
      }
      // Asking twice gives the same code.
      const [row] = await db.query<{ code: string }>(
        `INSERT INTO withdrawals (code, order_id, name, email, phone, message) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (order_id) DO UPDATE SET order_id = EXCLUDED.order_id RETURNING code`,
        [newCode(), order.id, name, email.trim(), phone, message],
      );
      const code = row!.code;
      for (const mail of [withdrawalReceipt(request.body, code), withdrawalNotice(settings.shopInbox, request.body, code)]) {
        await app.mailer.send(mail).catch((error) => request.log.error({ err: error, code }, 'no se pudo enviar el aviso de arrepentimiento'));
      }
      return { ok: true, code, message: `Recibimos tu solicitud de arrepentimiento. Tu código es ${code}.` };
    },
  );

  app.post<{ Body: ContactRequest }>('/api/contact', { schema: { tags, body: contract(ContactBody) }, config: { rateLimit: FORM_LIMIT } }, async (request) => {
    const { name, email, phone, message } = request.body;
    await db.query('INSERT INTO contact_messages (name, email, phone, message) VALUES ($1, $2, $3, $4)', [name, email.trim(), phone, message]);
    await app.mailer.send(contactNotice(settings.shopInbox, request.body)).catch((error) => request.log.error({ err: error }, 'no se pudo reenviar la consulta'));
    return { ok: true, message: 'Gracias por escribirnos. Te respondemos a la brevedad.' };
  });
};
