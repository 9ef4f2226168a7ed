import type { Queryable } from '../../db/database';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
/** What the plugin hands a store: its merged options, with the limited route as `routeInfo`. */
type StoreParams = { routeInfo?: { method?: string; url?: string } };

/** Windows long past are deleted now and then, so the table holds only live counters. */
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * A store for @fastify/rate-limit that counts in the database every server process shares.
 * One statement per attempt, atomic under concurrency: it starts a window, or counts into the
 * live one. A database that does not answer fails the request (503), it never waves it through.
 */
export function databaseRateLimitStore(db: Queryable) {
  let prunedAt = Date.now();

  function prune() {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    db.query(`DELETE FROM rate_limits WHERE resets_at < now() - interval '1 hour'`).catch(() => {});
  }

  return class DatabaseRateLimitStore {
    /** Each limited route counts apart: the same user key means other things on other routes. */
    private readonly prefix: string;

    constructor(params: object = {}) {
      const { method = '', url = '' } = (params as StoreParams).routeInfo ?? {};
      this.prefix = `${method} ${url}|`;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      prune();
      db.query<{ hits: number; ttl: number }>(
        `INSERT INTO rate_limits (key, hits, resets_at) VALUES ($1, 1, now() + $2 * interval '1 millisecond')
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_limits.resets_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
           resets_at = CASE WHEN rate_limits.resets_at <= now() THEN excluded.resets_at ELSE rate_limits.resets_at END
         RETURNING hits, greatest(0, extract(epoch FROM resets_at - now()) * 1000)::float8 AS ttl`,
        [this.prefix + key, timeWindow],
      ).then(
        ([row]) => callback(null, { current: row!.hits, ttl: Math.ceil(row!.ttl) }),
        (error: Error) => callback(error),
      );
    }

    child(params: object) {
      return new DatabaseRateLimitStore(params);
    }
  };
}
