import fp from 'fastify-plugin';
import { array, literal, object } from 'superstruct';
import type { Database } from '../db/database';
import { contract, type ShopPlugin } from '../http/contract';
import type { Settings } from '../settings';
import type { Mailer } from './mailer';
import { MailSender, type MailSenderOptions } from './mailSender';
import { OutboxMail, OutboxMailer, outboxMails } from './outboxMailer';
import { LogTransport, SmtpTransport } from './transports';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the shop's e-mails (verification codes, order notices): queued in the outbox, delivered in the background. */
    mailer: Mailer;
  }
}

/** GET /dev/mailbox's answer. */
const MailboxResponse = object({ ok: literal(true), mails: array(OutboxMail) });

type MailOptions = {
  settings: Pick<Settings, 'smtpUrl' | 'mailFrom' | 'production' | 'company'>;
  db: Database;
  /** The sender's timing; tests shorten it. */
  sender?: Partial<MailSenderOptions>;
};

/**
 * `app.mailer`, which writes every mail to the outbox; the sender that delivers it from there
 * (SMTP_URL, or only the log without it); and outside production GET /dev/mailbox: the outbox as
 * JSON, newest first.
 */
const mailOutbox: ShopPlugin<MailOptions> = async (app, { settings, db, sender: senderOptions }) => {
  const transport = settings.smtpUrl ? new SmtpTransport(settings.smtpUrl, settings.mailFrom, app.log) : new LogTransport(app.log);
  const sender = new MailSender(db, transport, app.log, senderOptions);
  app.decorate('mailer', new OutboxMailer(db, settings.company, () => sender.kick()));
  app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', () => sender.stop());

  // The outbox holds verification codes: a developer's convenience, never a production page.
  if (!settings.production) {
    app.get('/dev/mailbox', { schema: { tags: ['Desarrollo'], response: { 200: contract(MailboxResponse) } } }, async () => ({
      ok: true,
      mails: await outboxMails(db),
    }));
  }
};

export const mail = fp(mailOutbox, { name: 'mail' });
