import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';

type WithdrawalForm = { name: string; email: string; phone: string; orderNumber: number; message?: string };

/**
 * A guest's withdrawal as a person makes it: the form, then the link mailed to the order's
 * address, opened. Answers what opening the link answers (the code), or the form's own answer
 * when no link was mailed.
 */
export async function withdrawAsGuest(app: FastifyInstance, db: Database, form: WithdrawalForm, remoteAddress?: string) {
  const asked = await app.inject({ method: 'POST', url: '/api/withdrawal', payload: form, ...(remoteAddress ? { remoteAddress } : {}) });
  const [mail] = await db.query<{ text_body: string }>('SELECT text_body FROM outbox WHERE subject = $1 ORDER BY id DESC LIMIT 1', [
    `Confirma el arrepentimiento de tu compra N° ${form.orderNumber}`,
  ]);
  const token = mail && /\/repentance\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1];
  if (asked.statusCode !== 200 || !token) return asked;
  return app.inject({ method: 'POST', url: '/api/withdrawal/confirm', payload: { token }, ...(remoteAddress ? { remoteAddress } : {}) });
}
