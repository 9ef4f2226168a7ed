import type { Queryable } from '../db/database';
import type { Mail, Mailer } from './mailer';

export type OutboxMail = { id: number; to: string; subject: string; text: string; html: string; createdAt: Date; sentAt: Date | null };

/** Writes each mail to the `outbox` table; `queued` tells the sender there is something to send. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Queryable,
    private readonly queued: () => void,
  ) {}

  async send({ to, subject, text, html = '' }: Mail, db: Queryable = this.db): Promise<void> {
    await db.query('INSERT INTO outbox (recipient, subject, text_body, html_body) VALUES ($1, $2, $3, $4)', [to, subject, text, html]);
    // Inside a caller's transaction the row is not visible yet: the sender's next poll finds it then.
    this.queued();
  }
}

/** The latest mails of the outbox, sent or still waiting, newest first. */
export function outboxMails(db: Queryable, limit = 100): Promise<OutboxMail[]> {
  return db.query<OutboxMail>(
    `SELECT id, recipient AS "to", subject, text_body AS text, html_body AS html, created_at AS "createdAt", sent_at AS "sentAt"
       FROM outbox ORDER BY id DESC LIMIT $1`,
    [limit],
  );
}
