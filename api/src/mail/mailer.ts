import type { Queryable } from '../db/database';

/**
 * An e-mail the shop sends: plain text always, HTML when there is a nicer version, and the order it
 * is about, if any (the back office shows it in the order's history).
 */
export type Mail = { to: string; subject: string; text: string; html?: string; orderId?: number };

/**
 * `app.mailer`: every mail is written to the outbox and leaves from there (mailSender.ts), so a mail
 * server that is down delays a mail, never loses it.
 */
export interface Mailer {
  /**
   * Queues the mail. Pass the transaction's `Queryable` to write it in that transaction: the mail
   * then goes if, and only if, the rest commits.
   */
  send(mail: Mail, db?: Queryable): Promise<void>;
}

/** What carries one mail to its recipient: an SMTP server, or the log when there is none. */
export interface MailTransport {
  /** Resolves once the mail was accepted; rejects when it was not (it is then retried). */
  deliver(mail: Mail): Promise<void>;
  close(): void;
}
