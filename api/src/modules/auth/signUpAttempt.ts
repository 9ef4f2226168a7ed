import type { Queryable } from '../../db/database';
import type { Mail, Mailer } from '../../mail/mailer';
import { escapeMarkup } from '../../seed/markup';

const SUBJECT = 'Alguien intentó crear una cuenta con tu correo';

function signUpAttemptMail(to: string, publicUrl: string): Mail {
  const logIn = `${publicUrl}/login`;
  const paragraphs = [
    'Hola:',
    'Alguien intentó crear una cuenta en la tienda con este correo electrónico, que ya tiene una cuenta.',
    `Si fuiste tú, no hace falta crear otra: inicia sesión en ${logIn} con tu contraseña o con Google.`,
    'Si no fuiste tú, ignora este correo: tu cuenta sigue igual y nadie entró en ella.',
  ];
  return {
    to,
    subject: SUBJECT,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeMarkup(p).replace(escapeMarkup(logIn), `<a href="${escapeMarkup(logIn)}">${escapeMarkup(logIn)}</a>`)}</p>`).join('\n'),
  };
}

/**
 * A sign-up with the e-mail of an account that exists answers like any other (nobody learns who
 * has an account); the account's owner is told instead, at most once an hour, so sign-ups from
 * many addresses cannot flood their mailbox.
 */
export async function warnOwnerOfSignUp(db: Queryable, mailer: Mailer, email: string, publicUrl: string): Promise<void> {
  const [recent] = await db.query(`SELECT 1 FROM outbox WHERE recipient = $1 AND subject = $2 AND created_at > now() - interval '1 hour' LIMIT 1`, [email, SUBJECT]);
  if (!recent) await mailer.send(signUpAttemptMail(email, publicUrl));
}
