import type { StaffRole } from '@tienda/domain';
import type { Queryable } from '../../db/database';

export type NewStaffSession = { id: string; staffId: number; refreshHash: string; userAgent: string; ip: string; expiresAt: Date };

// A session counts only while it is open and its account may still sign in.
const LIVE = 'ss.revoked_at IS NULL AND ss.expires_at > now() AND s.active';

export async function insertStaffSession(db: Queryable, s: NewStaffSession): Promise<void> {
  await db.query('INSERT INTO staff_sessions (id, staff_id, refresh_hash, user_agent, ip, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    s.id,
    s.staffId,
    s.refreshHash,
    s.userAgent,
    s.ip,
    s.expiresAt,
  ]);
}

/** The role of the staff member behind a live session (read each time: a changed role counts at once), or undefined. */
export async function liveStaffRole(db: Queryable, sessionId: string, staffId: number): Promise<StaffRole | undefined> {
  const [row] = await db.query<{ role: StaffRole }>(
    `SELECT s.role FROM staff_sessions ss JOIN staff s ON s.id = ss.staff_id WHERE ss.id = $1 AND ss.staff_id = $2 AND ${LIVE}`,
    [sessionId, staffId],
  );
  return row?.role;
}

/** Swaps the current refresh token for the next one, only if `currentHash` is the current one. The owner's id, or undefined. */
export async function rotateStaffRefresh(db: Queryable, sessionId: string, currentHash: string, nextHash: string, expiresAt: Date) {
  const [row] = await db.query<{ staff_id: number }>(
    `UPDATE staff_sessions ss SET refresh_hash = $3, previous_hash = ss.refresh_hash, last_used_at = now(), expires_at = $4
       FROM staff s
      WHERE s.id = ss.staff_id AND ss.id = $1 AND ss.refresh_hash = $2 AND ${LIVE}
      RETURNING ss.staff_id`,
    [sessionId, currentHash, nextHash, expiresAt],
  );
  return row?.staff_id;
}

export async function revokeStaffSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('UPDATE staff_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}

export async function revokeAllStaffSessions(db: Queryable, staffId: number): Promise<void> {
  await db.query('UPDATE staff_sessions SET revoked_at = now() WHERE staff_id = $1 AND revoked_at IS NULL', [staffId]);
}
