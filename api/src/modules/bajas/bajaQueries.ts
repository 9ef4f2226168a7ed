import { createHash } from 'node:crypto';
import type { BajaKind, BajaOutcome, BajaStanding, StaffBaja } from '@tienda/domain';
import type { Queryable } from '../../db/database';

/** Only the link token's hash is kept: the table opens nothing. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const BAJAS_PER_PAGE = 20;

export type NewBaja = {
  code: string;
  kind: BajaKind;
  orderId: number | null;
  email: string;
  userId: number | null;
  /** Set when the request named a real order or account: the link that confirms it. */
  token: string | null;
  expiresAt: Date;
};

/** Keeps a request as it was asked, matched or not (the code given at once must lead somewhere). */
export async function recordBaja(db: Queryable, baja: NewBaja): Promise<void> {
  await db.query(
    `INSERT INTO bajas (code, kind, order_id, email, user_id, matched, token_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [baja.code, baja.kind, baja.orderId, baja.email.trim(), baja.userId, baja.token !== null, baja.token && hashOf(baja.token), baja.expiresAt],
  );
}

export type PendingBaja = {
  id: number;
  code: string;
  kind: BajaKind;
  order_id: number | null;
  user_id: number | null;
  expires_at: Date;
  confirmed_at: Date | null;
  outcome: BajaOutcome | null;
};

/** The request a link stands for, its row locked so two openings take turns; undefined for a link unknown. */
export async function lockedBajaOfLink(tx: Queryable, token: string): Promise<PendingBaja | undefined> {
  const [row] = await tx.query<PendingBaja>(
    'SELECT id, code, kind, order_id, user_id, expires_at, confirmed_at, outcome FROM bajas WHERE token_hash = $1 FOR UPDATE',
    [hashOf(token)],
  );
  return row;
}

export async function recordBajaOutcome(tx: Queryable, id: number, outcome: BajaOutcome, at: Date): Promise<void> {
  await tx.query('UPDATE bajas SET outcome = $2, confirmed_at = $3 WHERE id = $1', [id, outcome, at]);
}

type BajaRow = {
  code: string;
  kind: BajaKind;
  order_id: number | null;
  email: string;
  matched: boolean;
  outcome: BajaOutcome | null;
  requested_at: Date;
  confirmed_at: Date | null;
  total: number;
};

const standingOf = (row: BajaRow): BajaStanding => row.outcome ?? (row.matched ? 'pending' : 'no_match');

/** A page of baja requests, the newest first, and how many there are. */
export async function bajaPage(db: Queryable, page: number): Promise<{ bajas: StaffBaja[]; total: number }> {
  const rows = await db.query<BajaRow>(
    `SELECT code, kind, order_id, email, matched, outcome, requested_at, confirmed_at, count(*) OVER ()::int AS total
       FROM bajas ORDER BY requested_at DESC, id DESC LIMIT $1 OFFSET $2::bigint`,
    [BAJAS_PER_PAGE, (page - 1) * BAJAS_PER_PAGE],
  );
  const total = rows[0]?.total ?? (page > 1 ? (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bajas'))[0]!.n : 0);
  return {
    bajas: rows.map((row) => ({
      code: row.code,
      kind: row.kind,
      orderId: row.order_id,
      email: row.email,
      standing: standingOf(row),
      requestedAt: row.requested_at.toISOString(),
      confirmedAt: row.confirmed_at?.toISOString() ?? null,
    })),
    total,
  };
}

/** The contact an order was placed with: who is written to, and whose withdrawal a paid order's baja becomes. */
export async function orderContact(db: Queryable, orderId: number) {
  const [row] = await db.query<{ contact_name: string; contact_email: string; contact_phone: string }>(
    'SELECT contact_name, contact_email, contact_phone FROM orders WHERE id = $1',
    [orderId],
  );
  return row;
}
