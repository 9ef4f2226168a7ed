/** An e-mail the shop sends: plain text always, HTML when there is a nicer version. */
export type Mail = { to: string; subject: string; text: string; html?: string };

/** Where mail goes: an SMTP server (SMTP_URL), or the outbox that /dev/mailbox lists. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}
