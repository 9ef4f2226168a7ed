/**
 * The database could not be reached: refused, restarting, or the connection dropped mid-query.
 * Not the request's fault and not a bug: the server answers 503 with Retry-After and serves
 * again as soon as connections succeed, without a restart.
 */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super('La base de datos no responde.', { cause });
  }
}

// Socket errors, and PostgreSQL's SQLSTATEs for a server shutting down, starting up, refusing
// or dropping connections (class 08) and out of connection slots.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN',
  '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300',
]);
// node-postgres says some of these only in words.
const CONNECTION_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed/i;

export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  if (error instanceof AggregateError) return error.errors.some(isConnectionFailure);
  return CONNECTION_MESSAGES.test(error.message);
}

/** Rethrows a connection failure as DatabaseUnavailable; anything else as it came. */
export function asUnavailable(error: unknown): never {
  throw isConnectionFailure(error) ? new DatabaseUnavailable(error) : error;
}
