import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import type { MailTransport } from './mailer';

export type MailSenderOptions = {
  /** How often the outbox is looked at when no new mail kicks the sender. */
  pollMs: number;
  /** Mails claimed at once. */
  batchSize: number;
  /** The wait after a first failure; it doubles with every further failure, up to backoffMaxMs. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** How long a claim keeps every other sender off a mail. */
  leaseMs: number;
};

export const DEFAULT_MAIL_SENDER: MailSenderOptions = {
  pollMs: 1_000,
  batchSize: 10,
  backoffBaseMs: 10_000,
  backoffMaxMs: 15 * 60_000,
  leaseMs: 5 * 60_000,
};

/** The wait before trying again a mail that failed on its `attempts`-th try: 10 s, 20 s, 40 s … up to the cap. */
export function retryDelayMs(attempts: number, { backoffBaseMs, backoffMaxMs }: Pick<MailSenderOptions, 'backoffBaseMs' | 'backoffMaxMs'>): number {
  return Math.min(backoffMaxMs, backoffBaseMs * 2 ** Math.max(0, attempts - 1));
}

type ClaimedMail = { id: number; to: string; subject: string; text: string; html: string; attempts: number };

/**
 * Takes the outbox's due mails and delivers them, in the background of every server process.
 *
 * A claim is a lease (claimed_until) taken with FOR UPDATE SKIP LOCKED, so senders sharing a
 * database never hold the same mail; delivery happens outside any transaction (an SMTP call must
 * not hold a connection, least of all PGlite's only one). A sender only starts a delivery in the
 * first half of its lease, and an SMTP delivery is bounded well below the other half, so a mail is
 * never taken by a second sender while the first may still be sending it. A mail delivered while
 * the database cannot take its mark is marked at the next pass; only a database down for longer
 * than the lease can make it go twice.
 */
export class MailSender {
  private readonly options: MailSenderOptions;
  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> | undefined;
  /** The last pass failed (the database is away): the next failures are not logged again. */
  private failing = false;
  /** A mail was queued while a pass ran: look again right after it. */
  private kicked = false;
  /** Delivered, but the database did not take the mark yet: marked before anything else is sent. */
  private readonly deliveredUnmarked = new Set<number>();

  constructor(
    private readonly db: Queryable,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    options: Partial<MailSenderOptions> = {},
  ) {
    this.options = { ...DEFAULT_MAIL_SENDER, ...options };
  }

  start(): void {
    this.running = true;
    this.schedule(0);
  }

  /** A mail was just queued: send it now rather than at the next poll. */
  kick(): void {
    if (!this.running) return;
    if (this.inFlight) this.kicked = true;
    else this.schedule(0);
  }

  /** Stops polling and waits for the mail being delivered; the rest of its batch goes back to the outbox. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.inFlight;
    if (this.deliveredUnmarked.size > 0) await this.markSent().catch((error) => this.log.error({ err: error }, 'correos enviados sin marcar al cerrar'));
    this.transport.close();
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.pass(), ms);
    // Never what keeps a process alive.
    this.timer.unref();
  }

  private pass(): void {
    this.kicked = false;
    this.inFlight = this.sendDue()
      .then(() => {
        if (this.failing) this.log.info('el outbox se recorre de nuevo');
        this.failing = false;
      })
      .catch((error) => {
        // Said once per outage, not once a second while the database is down.
        if (!this.failing) this.log.error({ err: error }, 'no se pudo recorrer el outbox; se reintenta');
        this.failing = true;
      })
      .finally(() => {
        this.inFlight = undefined;
        if (this.running) this.schedule(this.kicked ? 0 : this.options.pollMs);
      });
  }

  /** Claims and delivers due mails, batch after batch, until none are due. */
  private async sendDue(): Promise<void> {
    if (this.deliveredUnmarked.size > 0) await this.markSent();
    while (this.running) {
      const claimedAt = Date.now();
      const batch = await this.claim();
      const deliverBefore = claimedAt + this.options.leaseMs / 2;
      for (const [index, mail] of batch.entries()) {
        if (!this.running || Date.now() > deliverBefore) {
          await this.release(batch.slice(index));
          return;
        }
        await this.deliver(mail);
      }
      if (batch.length < this.options.batchSize) return;
    }
  }

  private claim(): Promise<ClaimedMail[]> {
    return this.db
      .query<ClaimedMail>(
        `UPDATE outbox SET claimed_until = now() + make_interval(secs => $2), attempts = attempts + 1
          WHERE id IN (SELECT id FROM outbox
                        WHERE sent_at IS NULL AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
                        ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
          RETURNING id, recipient AS "to", subject, text_body AS text, html_body AS html, attempts`,
        [this.options.batchSize, this.options.leaseMs / 1000],
      )
      .then((rows) => rows.sort((a, b) => a.id - b.id));
  }

  private async deliver(mail: ClaimedMail): Promise<void> {
    try {
      await this.transport.deliver(mail);
    } catch (error) {
      const retryInMs = retryDelayMs(mail.attempts, this.options);
      this.log.warn({ err: error, mail: { id: mail.id, to: mail.to, attempts: mail.attempts }, retryInMs }, 'no se pudo enviar un correo; queda en el outbox');
      await this.db.query(
        `UPDATE outbox SET claimed_until = NULL, last_error = $2, next_attempt_at = now() + make_interval(secs => $3) WHERE id = $1`,
        [mail.id, errorText(error), retryInMs / 1000],
      );
      return;
    }
    this.log.debug({ mail: { id: mail.id, to: mail.to, attempts: mail.attempts } }, 'correo enviado');
    this.deliveredUnmarked.add(mail.id);
    await this.markSent();
  }

  private async markSent(): Promise<void> {
    const ids = [...this.deliveredUnmarked];
    await this.db.query('UPDATE outbox SET sent_at = now(), claimed_until = NULL, last_error = NULL WHERE id = ANY($1::int[])', [ids]);
    for (const id of ids) this.deliveredUnmarked.delete(id);
  }

  /** Hands back claimed mails this sender will not deliver now; the claim did not count as a try. */
  private async release(mails: ClaimedMail[]): Promise<void> {
    await this.db.query('UPDATE outbox SET claimed_until = NULL, attempts = attempts - 1 WHERE id = ANY($1::int[]) AND sent_at IS NULL', [mails.map((m) => m.id)]);
  }
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}
