import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import pLimit, { type LimitFunction } from 'p-limit';
import { HttpError } from '../../http/errors';

/**
 * Each argon2id hash takes 64 MiB for a moment: a burst of log-ins must queue, not exhaust memory.
 * At most `atOnce` hashes run in this process, at most `waiting` more wait for their turn; beyond
 * that the request is refused at once (503 with Retry-After) instead of piling up.
 */
export type PasswordHashingBounds = { atOnce: number; waiting: number };

/**
 * One hash per core but one: the event loop keeps a core of its own, so a burst of log-ins never
 * stalls the shop's other answers (with two hashes of four threads each on two cores, /health/live
 * waited 428 ms).
 */
export const defaultHashingBounds = (): PasswordHashingBounds => ({ atOnce: Math.max(1, availableParallelism() - 1), waiting: 16 * availableParallelism() });

/** argon2id at 64 MiB and 3 passes (above OWASP's floor), on one thread: the queue above spreads the work over the cores. */
const HASHING = { type: argon2.argon2id, memoryCost: 65_536, timeCost: 3, parallelism: 1 } as const;

export const HASHING_BUSY_MESSAGE = 'Estamos recibiendo muchos inicios de sesión. Espera unos segundos y vuelve a intentar.';
export const HASHING_RETRY_AFTER_SECONDS = 5;

/** The 503 of a full hashing queue; the caller sets Retry-After (`HASHING_RETRY_AFTER_SECONDS`). */
export class HashingBusy extends HttpError {
  readonly retryAfterSeconds = HASHING_RETRY_AFTER_SECONDS;
  constructor() {
    super(503, HASHING_BUSY_MESSAGE);
  }
}

let waiting = defaultHashingBounds().waiting;
let queue: LimitFunction = pLimit(defaultHashingBounds().atOnce);

/** Sets this process's bounds (the server does, from its settings). Hashes already queued finish as they were. */
export function boundPasswordHashing(bounds: PasswordHashingBounds): void {
  queue = pLimit(bounds.atOnce);
  waiting = bounds.waiting;
}

/** How many hashes run now and how many wait: what a burst test and a health look read. */
export const hashingLoad = () => ({ running: queue.activeCount, waiting: queue.pendingCount });

function inTurn<T>(work: () => Promise<T>): Promise<T> {
  // Counted synchronously: a burst arriving together sees every place taken by the ones before it.
  if (queue.activeCount + queue.pendingCount >= queue.concurrency + waiting) return Promise.reject(new HashingBusy());
  return queue(work);
}

export const hashPassword = (password: string) => inTurn(() => argon2.hash(password, HASHING));

// Made once, on the first log-in attempt for an unknown e-mail.
let standIn: Promise<string> | undefined;

/**
 * Whether `password` matches `hash`. Without a hash (unknown e-mail, Google-only account) a
 * stand-in is checked anyway, so the answer takes as long and does not tell which e-mails exist.
 * Throws `HashingBusy` when the queue is full.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    standIn ??= argon2.hash('sin-contraseña', HASHING);
    const standInHash = await standIn;
    await inTurn(() => argon2.verify(standInHash, password));
    return false;
  }
  return inTurn(() => argon2.verify(hash, password));
}
