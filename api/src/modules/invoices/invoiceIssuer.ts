import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { argentinaDateKey, INVOICE_KINDS, VOUCHER_TYPES, type InvoiceKind, type VoucherFigures } from '@tienda/domain';
import type { Queryable } from '../../db/database';
import { ArcaRefused, ArcaUnavailable, type AuthorizedVoucher, type InvoicingProvider, type Voucher } from '../../providers/arca/invoicingProvider';
import { voucherDetail } from '../../providers/arca/wsfev1';
import { onInvoiceQueued, type StoredBuyer } from './invoiceQueue';

export type InvoiceIssuerOptions = {
  /** How often the queue is looked at when no new voucher kicks the issuer. */
  pollMs: number;
  /** The wait after a first failure to reach ARCA; it doubles with every further failure, up to backoffMaxMs. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /**
   * How long a claim keeps every other process off a voucher, and a numbering turn off its point of
   * sale: longer than the calls one voucher may need (log-in, consult, last number, authorize).
   */
  leaseMs: number;
};

/** The lease for ARCA calls of `timeoutMs` each: six calls' worth, a voucher needing five at most. */
export const leaseFor = (timeoutMs: number) => 6 * timeoutMs;

export const DEFAULT_INVOICE_ISSUER: InvoiceIssuerOptions = {
  pollMs: 2_000,
  backoffBaseMs: 10_000,
  backoffMaxMs: 15 * 60_000,
  leaseMs: leaseFor(15_000),
};

/** The wait before asking again a voucher ARCA did not answer on its `attempts`-th try: 10 s, 20 s, 40 s … up to the cap. */
export function invoiceRetryDelayMs(attempts: number, { backoffBaseMs, backoffMaxMs }: Pick<InvoiceIssuerOptions, 'backoffBaseMs' | 'backoffMaxMs'>): number {
  return Math.min(backoffMaxMs, backoffBaseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * ARCA's refusals that asking again fixes: WSAA's "already authenticated" (another process logged in
 * a moment ago; its ticket is in the store at the next try) and 10016 (the number was taken meanwhile:
 * the next try asks the last number again).
 */
const PASSING_REFUSALS = new Set<string>(['coe.alreadyAuthenticated', '10016']);

type Job = {
  id: number;
  kind: InvoiceKind;
  attempts: number;
  pointOfSale: number | null;
  askedNumber: number | null;
  /** YYYY-MM-DD: the date asked with askedNumber. */
  voucherDate: string | null;
  /** Null when they could not be worked out when queued (its last_error says why). */
  figures: VoucherFigures | null;
  buyer: StoredBuyer | null;
  /** A credit note's invoice, issued. */
  cancels: { pointOfSale: number; number: number; date: string } | null;
};

/** 2026-11-28 → 20261128, as WSFEv1 writes dates; and back. */
export const arcaDate = (dateKey: string) => dateKey.replaceAll('-', '');
const dateKeyOf = (yyyymmdd: string) => `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
const cents = (pesos: number) => Math.round(pesos * 100);

/** A voucher with what ARCA needs of it. */
type AskableJob = Job & { figures: VoucherFigures; buyer: StoredBuyer };

/** The voucher FECAESolicitar is asked for. */
function voucherOf(job: AskableJob, pointOfSale: number, number: number, date: string, issuerCuit: string): Voucher {
  const { figures, buyer } = job;
  return {
    voucherType: VOUCHER_TYPES[job.kind],
    pointOfSale,
    number,
    date: arcaDate(date),
    documentType: buyer.docTipo,
    documentNumber: String(buyer.docNro),
    total: figures.impTotal,
    net: figures.impNeto,
    vat: figures.impIva,
    otherTaxes: figures.impTrib,
    vatLines: figures.alicIva.map((entry) => ({ id: entry.Id, base: entry.BaseImp, amount: entry.Importe })),
    ...(job.cancels
      ? { associated: [{ voucherType: VOUCHER_TYPES.facturaB, pointOfSale: job.cancels.pointOfSale, number: job.cancels.number, cuit: issuerCuit, date: arcaDate(job.cancels.date) }] }
      : {}),
  };
}

/** Whether the voucher ARCA holds under the number asked is this one: same type, total, buyer and date. */
function isThisVoucher(found: AuthorizedVoucher, job: AskableJob): boolean {
  return (
    found.result === 'A' &&
    found.voucherType === VOUCHER_TYPES[job.kind] &&
    cents(found.total) === cents(job.figures.impTotal) &&
    found.documentType === job.buyer.docTipo &&
    found.documentNumber === String(job.buyer.docNro) &&
    found.date === arcaDate(job.voucherDate ?? '')
  );
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export type IssuerSettings = { pointOfSale: number; issuerCuit: string };

/**
 * Asks ARCA for the CAE of the queued vouchers, in the background of every server process.
 *
 * Vouchers are claimed with a lease (claimed_until) taken FOR UPDATE SKIP LOCKED, as the mail sender
 * does, and ARCA is called outside any transaction, each statement on its own: no database connection
 * waits on ARCA. ARCA numbers a point of sale's vouchers one after another, so the processes take
 * turns per point of sale and type (a lease row in invoice_numbering): one asks the last number and
 * the next, the others wait for their turn. The number is written down before it is asked, so an
 * answer that never came back is looked up (FECompConsultar) before anything else is asked: a voucher
 * ARCA authorized is recorded, never asked twice. ARCA down: tried again later, waiting longer each
 * time; ARCA refusing: failed with its words, until the staff retry it.
 */
export class InvoiceIssuer {
  private readonly options: InvoiceIssuerOptions;
  private running = false;
  /** A pass asked by runOnce: it works even while the background polling is stopped. */
  private asked = false;
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> | undefined;
  private kicked = false;
  private failing = false;
  private stopListening: (() => void) | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly provider: () => Promise<InvoicingProvider>,
    private readonly settings: IssuerSettings,
    private readonly log: FastifyBaseLogger,
    options: Partial<InvoiceIssuerOptions> = {},
  ) {
    this.options = { ...DEFAULT_INVOICE_ISSUER, ...options };
  }

  start(): void {
    this.running = true;
    this.stopListening = onInvoiceQueued(() => this.kick());
    this.schedule(0);
  }

  /** A voucher was queued (or put back by the staff): look now rather than at the next poll. */
  kick(): void {
    if (!this.running) return;
    if (this.inFlight) this.kicked = true;
    // A moment later: the kick usually comes from inside the transaction that queued the voucher.
    else this.schedule(50);
  }

  /** Stops polling and waits for the voucher being asked. */
  async stop(): Promise<void> {
    this.running = false;
    this.stopListening?.();
    clearTimeout(this.timer);
    await this.inFlight;
  }

  /** One pass now, awaited, whether or not the background polling runs (tests drive it so). */
  async runOnce(): Promise<void> {
    while (this.inFlight) await this.inFlight;
    this.asked = true;
    this.pass();
    await this.inFlight;
  }

  private get working(): boolean {
    return this.running || this.asked;
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.pass(), ms);
    this.timer.unref();
  }

  private pass(): void {
    if (this.inFlight) return;
    this.kicked = false;
    this.inFlight = this.issueDue()
      .then(() => {
        if (this.failing) this.log.info('la cola de comprobantes se recorre de nuevo');
        this.failing = false;
      })
      .catch((error) => {
        if (!this.failing) this.log.error({ err: error }, 'no se pudo recorrer la cola de comprobantes; se reintenta');
        this.failing = true;
      })
      .finally(() => {
        this.inFlight = undefined;
        this.asked = false;
        if (this.running) this.schedule(this.kicked ? 0 : this.options.pollMs);
      });
  }

  /** For each voucher type, this process's turn at the numbering (if free), and the due vouchers of that type. */
  private async issueDue(): Promise<void> {
    for (const kind of INVOICE_KINDS) {
      if (!this.working) return;
      const holder = randomUUID();
      if (!(await this.takeTurn(kind, holder))) continue;
      try {
        for (;;) {
          if (!this.working) return;
          const job = await this.claim(kind);
          if (!job) break;
          // ARCA down: the other vouchers wait for the next pass rather than each wait out a deadline now.
          if ((await this.issue(job)) === 'unavailable') break;
          // The turn is renewed for the next voucher; lost (it ran out), another process has it now.
          if (!(await this.takeTurn(kind, holder))) break;
        }
      } finally {
        await this.db.query('DELETE FROM invoice_numbering WHERE point_of_sale = $1 AND kind = $2 AND holder = $3', [this.settings.pointOfSale, kind, holder]);
      }
    }
  }

  /** Takes (or renews) the turn at asking numbers of this point of sale and type; false while another process holds it. */
  private async takeTurn(kind: InvoiceKind, holder: string): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO invoice_numbering (point_of_sale, kind, holder, held_until) VALUES ($1, $2, $3, now() + make_interval(secs => $4))
       ON CONFLICT (point_of_sale, kind) DO UPDATE SET holder = excluded.holder, held_until = excluded.held_until
        WHERE invoice_numbering.held_until < now() OR invoice_numbering.holder = excluded.holder
       RETURNING holder`,
      [this.settings.pointOfSale, kind, holder, this.options.leaseMs / 1000],
    );
    return rows.length === 1;
  }

  /** The oldest due voucher of this type (a credit note only once its invoice is issued), claimed for one lease. */
  private async claim(kind: InvoiceKind): Promise<Job | undefined> {
    // Dates as text: a DATE read as a JavaScript Date would move with the server's time zone.
    const [row] = await this.db.query<Job>(
      `UPDATE invoices i SET claimed_until = now() + make_interval(secs => $2), attempts = i.attempts + 1
        WHERE i.id = (SELECT q.id FROM invoices q
                       WHERE q.state = 'pending' AND q.kind = $1 AND q.next_attempt_at <= now()
                         AND (q.claimed_until IS NULL OR q.claimed_until < now())
                         AND (q.cancels_id IS NULL OR EXISTS (SELECT 1 FROM invoices f WHERE f.id = q.cancels_id AND f.state = 'issued'))
                       ORDER BY q.id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING i.id, i.kind, i.attempts, i.point_of_sale AS "pointOfSale", i.asked_number AS "askedNumber", i.voucher_date::text AS "voucherDate",
                  i.figures, i.buyer,
                  (SELECT json_build_object('pointOfSale', f.point_of_sale, 'number', f.number, 'date', f.voucher_date)
                     FROM invoices f WHERE f.id = i.cancels_id) AS cancels`,
      [kind, this.options.leaseMs / 1000],
    );
    return row;
  }

  /** Asks ARCA for one voucher and records what came of it; 'unavailable' when ARCA could not answer. */
  private async issue(queued: Job): Promise<'done' | 'unavailable'> {
    if (!queued.figures || !queued.buyer) {
      // Nothing ARCA could be asked (retried by the staff, still without figures or buyer): failed again, saying why.
      await this.db.query(`UPDATE invoices SET state = 'failed', claimed_until = NULL, last_error = coalesce(last_error, $2) WHERE id = $1`, [
        queued.id,
        'Faltan los importes o el comprador del comprobante.',
      ]);
      return 'done';
    }
    const job: AskableJob = { ...queued, figures: queued.figures, buyer: queued.buyer };
    const voucherType = VOUCHER_TYPES[job.kind];
    try {
      const arca = await this.provider();
      // An answer lost last time: ARCA may have authorized it. If so, it is this voucher's.
      if (job.askedNumber !== null && job.pointOfSale !== null) {
        const found = await arca.consult({ pointOfSale: job.pointOfSale, voucherType, number: job.askedNumber });
        if (found && isThisVoucher(found, job)) {
          await this.recordIssued(job.id, { pointOfSale: job.pointOfSale, number: job.askedNumber, date: dateKeyOf(found.date), cae: found.cae, caeDueDate: found.caeDueDate });
          this.log.info({ invoice: job.id, number: job.askedNumber }, 'comprobante autorizado cuya respuesta se había perdido: registrado sin pedirlo otra vez');
          return 'done';
        }
      }
      const { pointOfSale, issuerCuit } = this.settings;
      const number = (await arca.lastAuthorized({ pointOfSale, voucherType })) + 1;
      const date = argentinaDateKey(Date.now());
      const voucher = voucherOf({ ...job, voucherDate: date }, pointOfSale, number, date, issuerCuit);
      // Written down before asking: if the answer is lost, the next try looks this number up first.
      await this.db.query('UPDATE invoices SET point_of_sale = $2, asked_number = $3, voucher_date = $4, soap_request = $5 WHERE id = $1', [
        job.id,
        pointOfSale,
        number,
        date,
        voucherDetail(voucher),
      ]);
      const authorization = await arca.authorize(voucher);
      await this.recordIssued(job.id, { pointOfSale, number, date, cae: authorization.cae, caeDueDate: authorization.caeDueDate }, authorization.exchange);
      this.log.info({ invoice: job.id, pointOfSale, number }, 'comprobante autorizado por ARCA');
      return 'done';
    } catch (error) {
      if (error instanceof ArcaRefused && !PASSING_REFUSALS.has(String(error.code))) {
        const exchange = error.authorization?.exchange;
        await this.db.query(
          `UPDATE invoices SET state = 'failed', last_error = $2, claimed_until = NULL, asked_number = NULL,
                  soap_request = coalesce($3, soap_request), soap_response = coalesce($4, soap_response)
            WHERE id = $1`,
          [job.id, errorText(error), exchange?.request ?? null, exchange?.response ?? null],
        );
        this.log.warn({ invoice: job.id, code: error.code, arca: error.arcaMessage }, 'ARCA rechazó un comprobante');
        return 'done';
      }
      if (error instanceof ArcaUnavailable || error instanceof ArcaRefused) {
        const retryInMs = invoiceRetryDelayMs(job.attempts, this.options);
        // A number refused as taken was not given to this voucher: nothing to look up next time.
        const forget = error instanceof ArcaRefused && String(error.code) === '10016';
        await this.db.query(
          `UPDATE invoices SET claimed_until = NULL, last_error = $2, next_attempt_at = now() + make_interval(secs => $3),
                  asked_number = CASE WHEN $4 THEN NULL ELSE asked_number END
            WHERE id = $1`,
          [job.id, errorText(error), retryInMs / 1000, forget],
        );
        this.log.warn({ invoice: job.id, attempts: job.attempts, retryInMs, err: error }, 'ARCA no respondió; el comprobante queda en la cola');
        return 'unavailable';
      }
      // The database (or something unforeseen): the claim runs out and the next try looks the number up.
      throw error;
    }
  }

  private async recordIssued(
    id: number,
    issued: { pointOfSale: number; number: number; date: string; cae: string; caeDueDate: string },
    exchange?: { request: string; response: string },
  ): Promise<void> {
    await this.db.query(
      `UPDATE invoices SET state = 'issued', point_of_sale = $2, number = $3, voucher_date = $4, cae = $5, cae_due_date = $6,
              soap_request = coalesce($7, soap_request), soap_response = coalesce($8, soap_response),
              asked_number = NULL, last_error = NULL, claimed_until = NULL, issued_at = now()
        WHERE id = $1`,
      [id, issued.pointOfSale, issued.number, issued.date, issued.cae, dateKeyOf(issued.caeDueDate), exchange?.request ?? null, exchange?.response ?? null],
    );
  }
}
