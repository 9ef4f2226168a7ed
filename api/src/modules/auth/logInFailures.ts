import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { tooManyAttempts } from './rateLimits';

const MINUTE = 60_000;

/**
 * How failures of one kind (per account, per address) are counted: `threshold` failures with no
 * `windowMs` of quiet between them start a wait of `firstWaitMs`, doubled by each further failure up to
 * `longestWaitMs`. While it lasts, no attempt is even checked (a right password is refused too, with
 * the same answer: the wait cannot be used to probe).
 */
export type FailurePolicy = { threshold: number; windowMs: number; firstWaitMs: number; longestWaitMs: number };

export type LogInLimitSettings = { perAccount: number; perAddress: number };

export const LOG_IN_WINDOW_MS = 15 * MINUTE;

/**
 * Per account (its e-mail, whether or not it exists, so waits tell nothing): after `perAccount`
 * failures from anywhere, 1 minute, then 2, 4 … up to 15. Per address, whatever the accounts:
 * `perAddress` failures, then 15 minutes (spraying one password over many accounts).
 */
export function logInPolicies({ perAccount, perAddress }: LogInLimitSettings): { account: FailurePolicy; address: FailurePolicy } {
  return {
    account: { threshold: perAccount, windowMs: LOG_IN_WINDOW_MS, firstWaitMs: MINUTE, longestWaitMs: 15 * MINUTE },
    address: { threshold: perAddress, windowMs: LOG_IN_WINDOW_MS, firstWaitMs: 15 * MINUTE, longestWaitMs: 15 * MINUTE },
  };
}

// Long enough for any real address; a megabyte of "e-mail" must not become a megabyte of key.
const EMAIL_KEY_LENGTH = 254;
const accountKey = (email: string) => email.trim().toLowerCase().slice(0, EMAIL_KEY_LENGTH);

/** Rows long past are deleted now and then, so the table holds only live counters. */
const PRUNE_EVERY_MS = 10 * MINUTE;

/**
 * One attempt counted as a failure before it is checked, so that a burst sent at once cannot try
 * more passwords than the limit while the first ones are being hashed. It returns no row while a
 * wait is in force (the attempt is not counted: waiting out a wait is not punished).
 */
const TAKE_ATTEMPT = `
  INSERT INTO log_in_failures AS f (key, failures, counts_until, locked_until)
  VALUES ($1, 1,
          now() + ($2::float8 + CASE WHEN 1 >= $3::int THEN $4::float8 ELSE 0 END) * interval '1 millisecond',
          CASE WHEN 1 >= $3::int THEN now() + $4::float8 * interval '1 millisecond' END)
  ON CONFLICT (key) DO UPDATE SET
    failures = CASE WHEN f.counts_until <= now() THEN 1 ELSE f.failures + 1 END,
    locked_until = CASE WHEN (CASE WHEN f.counts_until <= now() THEN 1 ELSE f.failures + 1 END) >= $3::int
      THEN now() + least($5::float8, $4::float8 * power(2, least((CASE WHEN f.counts_until <= now() THEN 1 ELSE f.failures + 1 END) - $3::int, 20))) * interval '1 millisecond'
    END,
    -- Counting goes on for a window after the wait ends: the next failure then waits longer.
    counts_until = now() + ($2::float8 + CASE WHEN (CASE WHEN f.counts_until <= now() THEN 1 ELSE f.failures + 1 END) >= $3::int
      THEN least($5::float8, $4::float8 * power(2, least((CASE WHEN f.counts_until <= now() THEN 1 ELSE f.failures + 1 END) - $3::int, 20))) ELSE 0 END) * interval '1 millisecond'
  WHERE f.locked_until IS NULL OR f.locked_until <= now()
  RETURNING failures`;

/** The failure taken back: the attempt turned out right, or was never checked. */
const GIVE_BACK = `
  UPDATE log_in_failures SET failures = failures - 1, locked_until = CASE WHEN failures - 1 >= $2::int THEN locked_until END
   WHERE key = $1 AND failures > 0`;

/** A log-in attempt admitted by both limits: tell it how it ended. A failure needs nothing: it is counted already. */
export type LogInAttempt = {
  /** Signed in: the account's failures are forgotten, and this attempt is not counted against the address. */
  succeeded(): Promise<void>;
  /** The password was right and another step follows: this attempt is not counted, earlier failures stand. */
  passed(): Promise<void>;
  /** Runs the check; if it could not be made (hashing queue full, a fault) the attempt is not counted. */
  check<T>(work: () => Promise<T>): Promise<T>;
};

/**
 * The log-in limits of one door (`scope`: the shop's, the staff's), counted in the database so that
 * every server process counts together. Only failures count: a successful log-in gives its attempt back.
 */
export function logInLimits(db: Queryable, scope: string, settings: LogInLimitSettings) {
  const policies = logInPolicies(settings);
  let prunedAt = Date.now();

  function prune() {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    db.query(`DELETE FROM log_in_failures WHERE counts_until < now() - interval '1 hour'`).catch(() => {});
  }

  async function take(key: string, { threshold, windowMs, firstWaitMs, longestWaitMs }: FailurePolicy): Promise<boolean> {
    const rows = await db.query(TAKE_ATTEMPT, [key, windowMs, threshold, firstWaitMs, longestWaitMs]);
    return rows.length > 0;
  }
  const giveBack = (key: string, policy: FailurePolicy) => db.query(GIVE_BACK, [key, policy.threshold]);

  async function refuse(reply: FastifyReply, key: string): Promise<never> {
    const [row] = await db.query<{ seconds: number }>(
      `SELECT greatest(1, ceil(extract(epoch FROM locked_until - now())))::int AS seconds FROM log_in_failures WHERE key = $1`,
      [key],
    );
    reply.header('retry-after', String(row?.seconds ?? 60));
    throw tooManyAttempts();
  }

  return {
    /** Takes one attempt from `request`'s address on `email`'s account, or answers 429 with Retry-After. */
    async begin(request: FastifyRequest, reply: FastifyReply, email: string): Promise<LogInAttempt> {
      prune();
      const address = `${scope}|address|${request.ip}`;
      const account = `${scope}|account|${accountKey(email)}`;
      // The address first: a spraying address is stopped before it touches any account's count.
      if (!(await take(address, policies.address))) return refuse(reply, address);
      if (!(await take(account, policies.account))) {
        await giveBack(address, policies.address);
        return refuse(reply, account);
      }
      const notCounted = async () => {
        await Promise.all([giveBack(address, policies.address), giveBack(account, policies.account)]);
      };
      return {
        async succeeded() {
          await Promise.all([giveBack(address, policies.address), db.query('DELETE FROM log_in_failures WHERE key = $1', [account])]);
        },
        passed: notCounted,
        async check(work) {
          try {
            return await work();
          } catch (error) {
            await notCounted();
            throw error;
          }
        },
      };
    },
  };
}

export type LogInLimits = ReturnType<typeof logInLimits>;
