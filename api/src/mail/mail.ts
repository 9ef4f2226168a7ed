import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import type { Settings } from '../settings';
import type { Mailer } from './mailer';
import { OutboxMailer, outboxMails } from './outboxMailer';
import { SmtpMailer } from './smtpMailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the shop's e-mails (verification codes, later order notices). */
    mailer: Mailer;
  }
}

type MailOptions = { settings: Pick<Settings, 'smtpUrl' | 'mailFrom' | 'production'>; db: Database };

/** `app.mailer`, and outside production GET /dev/mailbox: the outbox as JSON, newest first. */
export const mail = fp<MailOptions>(async (app, { settings, db }) => {
  const mailer: Mailer = settings.smtpUrl ? new SmtpMailer(settings.smtpUrl, settings.mailFrom) : new OutboxMailer(db, app.log);
  app.decorate('mailer', mailer);

  // The outbox holds verification codes: a developer's convenience, never a production page.
  if (!settings.production) {
    app.get('/dev/mailbox', { schema: { tags: ['Desarrollo'] } }, async () => ({ ok: true, mails: await outboxMails(db) }));
  }
});
