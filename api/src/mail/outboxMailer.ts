import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import type { Mail, Mailer } from './mailer';

export type OutboxMail = { id: number; to: string; subject: string; text: string; html: string; createdAt: Date };

/** Without an SMTP server, mail is kept in the `outbox` table and printed to the log. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Queryable,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send({ to, subject, text, html = '' }: Mail): Promise<void> {
    await this.db.query('INSERT INTO outbox (recipient, subject, text_body, html_body) VALUES ($1, $2, $3, $4)', [to, subject, text, html]);
    this.log.info({ mail: { to, subject, text } }, 'correo guardado en el outbox');
  }
}

/** The latest mails of the outbox, newest first. */
export function outboxMails(db: Queryable, limit = 100): Promise<OutboxMail[]> {
  return db.query<OutboxMail>(
    `SELECT id, recipient AS "to", subject, text_body AS text, html_body AS html, created_at AS "createdAt"
       FROM outbox ORDER BY id DESC LIMIT $1`,
    [limit],
  );
}
