import type { SessionInfo } from '@tienda/domain';
import type { Queryable } from '../../db/database';

export type NewSession = { id: string; userId: number; refreshHash: string; userAgent: string; ip: string; expiresAt: Date };

const LIVE = 'revoked_at IS NULL AND expires_at > now()';

export async function insertSession(db: Queryable, s: NewSession): Promise<void> {
  await db.query('INSERT INTO sessions (id, user_id, refresh_hash, user_agent, ip, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    s.id,
    s.userId,
    s.refreshHash,
    s.userAgent,
    s.ip,
    s.expiresAt,
  ]);
}

/** The check behind every authenticated request: one primary-key lookup. */
export async function isSessionLive(db: Queryable, sessionId: string, userId: number): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM sessions WHERE id = $1 AND user_id = $2 AND ${LIVE}`, [sessionId, userId]);
  return rows.length > 0;
}

/**
 * Swaps the current refresh token for the next one, only if `currentHash` is the current one
 * (one statement, so two racing refreshes cannot both win). The owner's id, or undefined.
 */
export async function rotateRefresh(db: Queryable, sessionId: string, currentHash: string, nextHash: string, expiresAt: Date) {
  const [row] = await db.query<{ user_id: number }>(
    `UPDATE sessions SET refresh_hash = $3, previous_hash = refresh_hash, last_used_at = now(), expires_at = $4
      WHERE id = $1 AND refresh_hash = $2 AND ${LIVE}
      RETURNING user_id`,
    [sessionId, currentHash, nextHash, expiresAt],
  );
  return row?.user_id;
}

/** Ends a session; with `userId`, only if it is that user's. Whether one was ended. */
export async function revokeSession(db: Queryable, sessionId: string, userId?: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE sessions SET revoked_at = now() WHERE id = $1 AND ($2::int IS NULL OR user_id = $2) AND ${LIVE} RETURNING id`,
    [sessionId, userId ?? null],
  );
  return rows.length > 0;
}

export async function revokeUserSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
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
