import { createHash, randomInt } from 'node:crypto';
import { CODE_LENGTH, RESEND_LOCK_SECONDS, type MessageResponse } from '@tienda/domain';
import type { Database, Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';

const CODE_MINUTES = 15;
const MAX_ATTEMPTS = 5;

// Five digits, a quarter of an hour and five tries: the hash only keeps the code out of sight in the database.
const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
const newCode = () => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');

export const ALREADY_VERIFIED = 'Tu correo electrónico ya está verificado.';

type Recipient = { id: number; email: string };

/**
 * Draws a new code for the user and mails it, unless one was sent less than 60 s ago: then
 * nothing is sent and the answer is a 429 saying how long to wait. The lock lives in the
 * database, so it holds across server processes.
 */
export async function sendVerificationCode(db: Queryable, mailer: Mailer, user: Recipient, publicUrl: string): Promise<void> {
  const code = newCode();
  const [issued] = await db.query(
    `INSERT INTO verification_codes (user_id, code_hash, expires_at, sent_at, attempts)
     VALUES ($1, $2, now() + make_interval(mins => $3), now(), 0)
     ON CONFLICT (user_id) DO UPDATE
        SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at, sent_at = now(), attempts = 0
      WHERE verification_codes.sent_at <= now() - make_interval(secs => $4)
     RETURNING user_id`,
    [user.id, hashCode(code), CODE_MINUTES, RESEND_LOCK_SECONDS],
  );
  if (!issued) {
    const [lock] = await db.query<{ wait: number }>(
      `SELECT greatest(1, ceil(extract(epoch FROM sent_at + make_interval(secs => $2) - now())))::int AS wait
         FROM verification_codes WHERE user_id = $1`,
      [user.id, RESEND_LOCK_SECONDS],
    );
    const wait = lock?.wait ?? RESEND_LOCK_SECONDS;
    throw new HttpError(429, `Espera ${wait} ${wait === 1 ? 'segundo' : 'segundos'} para pedir otro código.`);
  }
  await mailer.send(verificationMail(user.email, code, publicUrl));
}

function verificationMail(to: string, code: string, publicUrl: string) {
  const link = `${publicUrl}/verify-email/${code}`;
  return {
    to,
    subject: `Tu código de verificación: ${code}`,
    text: `Tu código para verificar tu correo electrónico es ${code}. Vence en ${CODE_MINUTES} minutos.\n\nTambién puedes verificarlo desde ${link}\n\nSi no creaste una cuenta en la tienda, ignora este mensaje.`,
    html: `<p>Tu código para verificar tu correo electrónico es <strong>${code}</strong>. Vence en ${CODE_MINUTES} minutos.</p><p><a href="${link}">Verificar mi correo</a></p><p>Si no creaste una cuenta en la tienda, ignora este mensaje.</p>`,
  };
}

/** Checks a code typed by the user: the e-mail is verified, or a 4xx says why not. */
export async function confirmEmail(db: Database, userId: number, code: string): Promise<void> {
  const [user] = await db.query<{ email_verified: boolean }>('SELECT email_verified FROM users WHERE id = $1', [userId]);
  if (user?.email_verified) throw new HttpError(409, ALREADY_VERIFIED);

  // Every try counts, the right one included, before the code is even looked at.
  const [pending] = await db.query<{ code_hash: string; attempts: number; expired: boolean }>(
    `UPDATE verification_codes SET attempts = attempts + 1 WHERE user_id = $1
     RETURNING code_hash, attempts, expires_at <= now() AS expired`,
    [userId],
  );
  if (!pending) throw new HttpError(400, 'No hay un código vigente. Pide uno nuevo.');
  if (pending.attempts > MAX_ATTEMPTS) throw new HttpError(429, 'Superaste los intentos permitidos. Pide un código nuevo.');
  if (pending.expired) throw new HttpError(400, 'El código venció. Pide uno nuevo.');
  if (pending.code_hash !== hashCode(code)) throw new HttpError(400, 'El codigo es incorrecto');

  await db.transaction(async (tx) => {
    await tx.query('UPDATE users SET email_verified = true WHERE id = $1', [userId]);
    await tx.query('DELETE FROM verification_codes WHERE user_id = $1', [userId]);
  });
}

/** POST /api/auth/verify-email and its twin POST /api/user/verify-code (after `authenticate`). */
export const verifyEmailHandler =
  (db: Database) =>
  async (request: { user: { userId: number }; body: { code: string } }): Promise<MessageResponse> => {
    await confirmEmail(db, request.user.userId, request.body.code);
    return { ok: true, message: 'Email verificado' };
  };
