import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

const HOUR = 60 * 60_000;

/**
 * The back office's CSV imports (prices and stock, credit lines), per staff member, file and hour,
 * across every server process (counted in the database; each route counts apart). A file is
 * the heaviest thing anyone may send the server; an operador fixing a refused file needs a few
 * tries, not hundreds. Counted once the caller is known (after the route's onRequest) and before
 * the body is read, so a refused import costs nothing to parse.
 */
export function csvImportLimit(perHour: number): RateLimitOptions {
  return {
    max: perHour,
    timeWindow: HOUR,
    hook: 'preParsing',
    keyGenerator: (request: FastifyRequest) => `csv-import:${request.staff.staffId}`,
  };
}
