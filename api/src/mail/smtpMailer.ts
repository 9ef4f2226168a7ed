import nodemailer, { type Transporter } from 'nodemailer';
import type { Mail, Mailer } from './mailer';

/** Real delivery through the SMTP server of SMTP_URL (smtp://user:pass@host:port, or smtps://). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send({ to, subject, text, html }: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to, subject, text, html });
  }
}
