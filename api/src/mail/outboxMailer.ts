import { integer, nullable, object, string, type Infer } from 'superstruct';
import type { Company } from '@tienda/domain';
import type { Queryable } from '../db/database';
import type { Mail, Mailer } from './mailer';
import { signed } from './signature';

/** A mail of the outbox as GET /dev/mailbox lists it; dates in ISO 8601, `sentAt` null while it waits. */
export const OutboxMail = object({
  id: integer(),
  to: string(),
  subject: string(),
  text: string(),
  html: string(),
  createdAt: string(),
  sentAt: nullable(string()),
});
export type OutboxMail = Infer<typeof OutboxMail>;

/**
 * Writes each mail to the `outbox` table, signed with the seller's identity (the one place every
 * mail passes); `queued` tells the sender there is something to send.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Queryable,
    private readonly seller: Company,
    private readonly queued: () => void,
  ) {}

  async send(mail: Mail, db: Queryable = this.db): Promise<void> {
    const { to, subject, text, html = '', orderId } = signed(mail, this.seller);
    await db.query('INSERT INTO outbox (recipient, subject, text_body, html_body, order_id) VALUES ($1, $2, $3, $4, $5)', [to, subject, text, html, orderId ?? null]);
    // Inside a caller's transaction the row is not visible yet: the sender's next poll finds it then.
    this.queued();
  }
}

/** The latest mails of the outbox, sent or still waiting, newest first. */
export async function outboxMails(db: Queryable, limit = 100): Promise<OutboxMail[]> {
  const rows = await db.query<Omit<OutboxMail, 'createdAt' | 'sentAt'> & { createdAt: Date; sentAt: Date | null }>(
    `SELECT id, recipient AS "to", subject, text_body AS text, html_body AS html, created_at AS "createdAt", sent_at AS "sentAt"
       FROM outbox ORDER BY id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), sentAt: row.sentAt && row.sentAt.toISOString() }));
}
