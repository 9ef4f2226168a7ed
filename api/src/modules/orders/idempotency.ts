import { createHash } from 'node:crypto';
import { is } from 'superstruct';
import { PlacedOrder, type BankAccount } from '@tienda/domain';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import { orderById } from './orderQueries';

/** A retried request's key, where it applies (a member, or guests) and the hash of the body it came with. */
export type IdempotencyKey = { scope: string; key: string; hash: string };

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The same body however its keys are ordered. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, field]) => field !== undefined).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([name, field]) => `${JSON.stringify(name)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The Idempotency-Key header, when the request has one. */
export function idempotencyKey(header: string | string[] | undefined, scope: string, body: unknown): IdempotencyKey | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0]! : header;
  if (!KEY_PATTERN.test(key)) throw new HttpError(400, 'La cabecera Idempotency-Key no es válida: de 1 a 255 caracteres visibles.');
  return { scope, key, hash: createHash('sha256').update(canonicalJson(body)).digest('hex') };
}

/**
 * The order a key already produced; the same key with another body is refused, never guessed at.
 * An answer kept by an earlier version of the shop, in an older shape, is read afresh: the same
 * order, as the contract now describes it.
 */
export async function earlierAnswer(db: Queryable, { scope, key, hash }: IdempotencyKey, bank: BankAccount): Promise<PlacedOrder | undefined> {
  const [row] = await db.query<{ request_hash: string; order_id: number | null; response: unknown }>(
    'SELECT request_hash, order_id, response FROM idempotency_keys WHERE scope = $1 AND key = $2',
    [scope, key],
  );
  if (row && row.request_hash !== hash) throw new HttpError(422, 'Esta Idempotency-Key ya se usó para otra orden distinta.');
  if (!row?.response) return undefined;
  if (is(row.response, PlacedOrder)) return row.response;
  return row.order_id === null ? undefined : orderById(db, row.order_id, bank);
}

/**
 * Claims the key in the order's transaction. On PostgreSQL a concurrent twin waits here for the
 * first to commit and then finds the key taken; if the first rolls back, the twin goes on.
 */
export async function claimKey(tx: Queryable, { scope, key, hash }: IdempotencyKey): Promise<boolean> {
  const [row] = await tx.query('INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key', [scope, key, hash]);
  return Boolean(row);
}

export async function storeAnswer(tx: Queryable, { scope, key }: IdempotencyKey, order: PlacedOrder): Promise<void> {
  await tx.query('UPDATE idempotency_keys SET order_id = $3, response = $4 WHERE scope = $1 AND key = $2', [scope, key, order.id, JSON.stringify(order)]);
}
