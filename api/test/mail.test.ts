import { createServer } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres';
import { DEMO_COMPANY } from '@tienda/domain';
import { mail } from '../src/mail/mail';
import { retryDelayMs, type MailSenderOptions } from '../src/mail/mailSender';
import { createPostgresDatabase, databaseKinds, freshDatabase, type DatabaseKind } from './databases';

/** What a real SMTP server on loopback received: who sent each message, and its subject. */
type SmtpPeer = { port: number; received: { from: string; subject: string }[]; dataStarted: Promise<void>; close: () => Promise<void> };

/** A local SMTP server on `port`; `holdMs` keeps each message waiting before it is accepted. */
async function startSmtpPeer(port: number, holdMs = 0): Promise<SmtpPeer> {
  const received: SmtpPeer['received'] = [];
  let markDataStarted!: () => void;
  const dataStarted = new Promise<void>((resolve) => (markDataStarted = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      markDataStarted();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/m.exec(Buffer.concat(chunks).toString('utf8'))?.[1]?.trim() ?? '';
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        setTimeout(() => {
          received.push({ from, subject });
          callback();
        }, holdMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, received, dataStarted, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`no pasó a tiempo: ${what}`);
    await sleep(20);
  }
}

// Milliseconds instead of the production seconds and minutes.
const FAST: Partial<MailSenderOptions> = { pollMs: 20, backoffBaseMs: 100, backoffMaxMs: 400 };

/** Only the mail plugin, as the server registers it, with its sender running. */
async function mailApp(db: Database, smtpUrl: string | undefined, sender: Partial<MailSenderOptions>, mailFrom = 'Tienda <no-responder@tienda.local>'): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(mail, { settings: { smtpUrl, mailFrom, production: false, company: DEMO_COMPANY }, db, sender });
  await app.ready();
  return app;
}

type OutboxRow = { id: number; subject: string; sent_at: Date | null; attempts: number; claimed_until: Date | null; last_error: string | null };
const outboxRows = (db: Database) => db.query<OutboxRow>('SELECT id, subject, sent_at, attempts, claimed_until, last_error FROM outbox ORDER BY id');

describe('the wait before a failed mail is tried again', () => {
  it('doubles from 10 s up to 15 minutes', () => {
    const production = { backoffBaseMs: 10_000, backoffMaxMs: 15 * 60_000 };
    expect([1, 2, 3, 4, 5, 6, 7].map((attempts) => retryDelayMs(attempts, production) / 1000)).toEqual([10, 20, 40, 80, 160, 320, 640]);
    expect(retryDelayMs(8, production)).toBe(15 * 60_000);
    expect(retryDelayMs(5_000, production)).toBe(15 * 60_000);
  });
});

describe.each(databaseKinds)('el correo sale del outbox en %s', (kind: DatabaseKind) => {
  let db: Database;
  /** A second handle on the same database: another process's pool on PostgreSQL; PGlite has only one. */
  let otherProcessDb: Database;
  beforeAll(async () => {
    if (kind === 'postgres') {
      const url = await createPostgresDatabase();
      db = await openPostgres(url);
      await migrate(db);
      otherProcessDb = await openPostgres(url);
    } else {
      db = await freshDatabase(kind);
      otherProcessDb = db;
    }
  });
  afterAll(async () => {
    if (otherProcessDb !== db) await otherProcessDb.close();
    await db.close();
  });
  beforeEach(async () => {
    await db.query('DELETE FROM outbox');
  });

  it('without SMTP_URL logs the mail, marks it sent and lists it at /dev/mailbox; a rolled-back transaction sends nothing', async () => {
    const app = await mailApp(db, undefined, FAST);
    try {
      await app.mailer.send({ to: 'cliente@ejemplo.com', subject: 'Tu código', text: 'Es 12345' });
      await expect(
        db.transaction(async (tx) => {
          await app.mailer.send({ to: 'cliente@ejemplo.com', subject: 'Nunca', text: 'La orden no se guardó' }, tx);
          throw new Error('la orden falló');
        }),
      ).rejects.toThrow('la orden falló');
      await waitFor('marcado enviado', async () => (await outboxRows(db)).every((row) => row.sent_at));
      expect((await outboxRows(db)).map((row) => row.subject)).toEqual(['Tu código']);
      const { mails } = (await app.inject('/dev/mailbox')).json();
      // The mailer signs it with the seller's identity, after the mail's own words.
      expect(mails).toMatchObject([{ to: 'cliente@ejemplo.com', subject: 'Tu código', text: expect.stringMatching(/^Es 12345\n\n--\nTienda de Crédito Demo S\.A\. · CUIT 30-99999999-5\n/), sentAt: expect.any(String) }]);
    } finally {
      await app.close();
    }
  });

  it('keeps a mail while the SMTP server is down, retries it with back-off, and delivers it once when it is back', async () => {
    const port = await freePort();
    const app = await mailApp(db, `smtp://127.0.0.1:${port}`, FAST);
    let peer: SmtpPeer | undefined;
    try {
      await app.mailer.send({ to: 'cliente@ejemplo.com', subject: 'Tu pedido 7', text: 'Gracias por tu compra' });
      await sleep(650);
      const [waiting] = await outboxRows(db);
      expect(waiting).toMatchObject({ sent_at: null, claimed_until: null, last_error: expect.stringMatching(/ECONNREFUSED/) });
      // Tries at about 0, 100, 300 ms (then 700): polling every 20 ms without a back-off would make it dozens.
      expect(waiting!.attempts).toBeGreaterThanOrEqual(2);
      expect(waiting!.attempts).toBeLessThanOrEqual(4);

      peer = await startSmtpPeer(port);
      await waitFor('entregado', async () => Boolean((await outboxRows(db))[0]?.sent_at), 3_000);
      await sleep(200);
      expect(peer.received.map((m) => m.subject)).toEqual(['Tu pedido 7']);
      const [sent] = await outboxRows(db);
      expect(sent).toMatchObject({ claimed_until: null, last_error: null, attempts: waiting!.attempts + 1 });
    } finally {
      await app.close();
      await peer?.close();
    }
  });

  it('two senders on one database deliver each of 50 mails exactly once', async () => {
    const peer = await startSmtpPeer(await freePort(), 2);
    const smtpUrl = `smtp://127.0.0.1:${peer.port}`;
    const options = { ...FAST, batchSize: 5 };
    const first = await mailApp(db, smtpUrl, options, 'uno@tienda.local');
    const second = await mailApp(otherProcessDb, smtpUrl, options, 'dos@tienda.local');
    try {
      await db.query(
        `INSERT INTO outbox (recipient, subject, text_body)
         SELECT 'cliente' || n || '@ejemplo.com', 'Correo ' || n, 'Hola' FROM generate_series(1, 50) AS n`,
      );
      await waitFor('los 50 enviados', async () => (await outboxRows(db)).every((row) => row.sent_at), 10_000);
      await sleep(100);
      const subjects = peer.received.map((m) => m.subject);
      expect(subjects).toHaveLength(50);
      expect(new Set(subjects).size).toBe(50);
      // Both took part: the test is about two senders racing, not one doing it all.
      expect(peer.received.some((m) => m.from === 'uno@tienda.local')).toBe(true);
      expect(peer.received.some((m) => m.from === 'dos@tienda.local')).toBe(true);
      expect((await outboxRows(db)).every((row) => row.attempts === 1)).toBe(true);
    } finally {
      await Promise.all([first.close(), second.close()]);
      await peer.close();
    }
  });

  it('close() waits for the mail being delivered and hands the rest of its batch back', async () => {
    const peer = await startSmtpPeer(await freePort(), 300);
    await db.query(`INSERT INTO outbox (recipient, subject, text_body) VALUES ('a@ejemplo.com', 'Primero', 'x'), ('b@ejemplo.com', 'Segundo', 'y')`);
    const app = await mailApp(db, `smtp://127.0.0.1:${peer.port}`, FAST);
    try {
      await peer.dataStarted;
    } finally {
      await app.close();
    }
    expect(peer.received.map((m) => m.subject)).toEqual(['Primero']);
    const [first, second] = await outboxRows(db);
    expect(first).toMatchObject({ sent_at: expect.any(Date), claimed_until: null });
    // Back in the outbox for this or another process, and the claim did not count as a try.
    expect(second).toMatchObject({ sent_at: null, claimed_until: null, attempts: 0 });
    await sleep(100);
    expect(peer.received).toHaveLength(1);
    await peer.close();
  });
});
