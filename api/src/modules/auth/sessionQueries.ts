import type { SessionInfo } from '@tienda/domain';
import type { Queryable } from '../../db/database';

/**
 * Where a kind of session is kept: shoppers' in `sessions`, staff's in `staff_sessions`; the same
 * columns but their owner's. The names are these constants, never a caller's text.
 */
export type SessionTable = { name: 'sessions' | 'staff_sessions'; owner: 'user_id' | 'staff_id' };
export const SHOPPER_SESSIONS: SessionTable = { name: 'sessions', owner: 'user_id' };
export const STAFF_SESSIONS: SessionTable = { name: 'staff_sessions', owner: 'staff_id' };

export type NewSession = { id: string; ownerId: number; refreshHash: string; userAgent: string; ip: string; expiresAt: Date };

const LIVE = 'revoked_at IS NULL AND expires_at > now()';

export async function insertSession(db: Queryable, { name, owner }: SessionTable, s: NewSession): Promise<void> {
  await db.query(`INSERT INTO ${name} (id, ${owner}, refresh_hash, user_agent, ip, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
    s.id,
    s.ownerId,
    s.refreshHash,
    s.userAgent,
    s.ip,
    s.expiresAt,
  ]);
}

/** The check behind every shopper's authenticated request: one primary-key lookup. */
export async function isSessionLive(db: Queryable, sessionId: string, userId: number): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM sessions WHERE id = $1 AND user_id = $2 AND ${LIVE}`, [sessionId, userId]);
  return rows.length > 0;
}

/**
 * Swaps the current refresh token for the next one, only if `currentHash` is the current one
 * (one statement, so two racing refreshes cannot both win). The owner's id, or undefined.
 */
export async function rotateRefresh(db: Queryable, { name, owner }: SessionTable, sessionId: string, currentHash: string, nextHash: string, expiresAt: Date) {
  const [row] = await db.query<{ owner: number }>(
    `UPDATE ${name} SET refresh_hash = $3, previous_hash = refresh_hash, last_used_at = now(), expires_at = $4
      WHERE id = $1 AND refresh_hash = $2 AND ${LIVE}
      RETURNING ${owner} AS owner`,
    [sessionId, currentHash, nextHash, expiresAt],
  );
  return row?.owner;
}

/** Ends a session; with `ownerId`, only if it is that owner's. Whether one was ended. */
export async function revokeSession(db: Queryable, { name, owner }: SessionTable, sessionId: string, ownerId?: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE ${name} SET revoked_at = now() WHERE id = $1 AND ($2::int IS NULL OR ${owner} = $2) AND ${LIVE} RETURNING id`,
    [sessionId, ownerId ?? null],
  );
  return rows.length > 0;
}

/** Ends every session of a shopper or staff member. */
export async function revokeOwnerSessions(db: Queryable, { name, owner }: SessionTable, ownerId: number): Promise<void> {
  await db.query(`UPDATE ${name} SET revoked_at = now() WHERE ${owner} = $1 AND revoked_at IS NULL`, [ownerId]);
}

/** Ends every session of the user but `keepSessionId` (the device that asked). */
export async function revokeOtherSessions(db: Queryable, userId: number, keepSessionId: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL', [userId, keepSessionId]);
}

/** The user's live sessions, the latest used first; dates as ISO text, as they travel. */
export async function liveSessions(db: Queryable, userId: number): Promise<Omit<SessionInfo, 'current'>[]> {
  const rows = await db.query<{ id: string; userAgent: string; ip: string; createdAt: Date; lastUsedAt: Date }>(
    `SELECT id, user_agent AS "userAgent", ip, created_at AS "createdAt", last_used_at AS "lastUsedAt"
       FROM sessions WHERE user_id = $1 AND ${LIVE}
      ORDER BY last_used_at DESC`,
    [userId],
  );
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt.toISOString() }));
}
