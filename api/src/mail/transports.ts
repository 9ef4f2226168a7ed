import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Mail, MailTransport } from './mailer';

// Bounded, so one delivery never outlasts the sender's lease on the mail (nodemailer waits up to
// 2 min to connect and 10 min on a silent socket by default).
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/** Real delivery through the SMTP server of SMTP_URL (smtp://user:pass@host:port, or smtps://). */
export class SmtpTransport implements MailTransport {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    log: FastifyBaseLogger,
  ) {
    // Pooled: a batch goes over one open connection instead of a TCP (and TLS) handshake and
    // greeting per mail; the sender delivers one mail at a time, so one connection is all it uses.
    this.transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 1, ...SMTP_TIMEOUTS });
    // A failed delivery already rejects deliver(); an 'error' event nobody listens to would end the process.
    this.transport.on('error', (error) => log.warn({ err: error }, 'error de la conexión SMTP'));
  }

  async deliver({ to, subject, text, html }: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to, subject, text, html: html || undefined });
  }

  close(): void {
    this.transport.close();
  }
}

/** Without SMTP_URL: the mail is printed to the log and counts as sent (GET /dev/mailbox lists it). */
export class LogTransport implements MailTransport {
  constructor(private readonly log: FastifyBaseLogger) {}

  async deliver({ to, subject, text }: Mail): Promise<void> {
    this.log.info({ mail: { to, subject, text } }, 'correo sin SMTP_URL: solo al log');
  }

  close(): void {}
}
