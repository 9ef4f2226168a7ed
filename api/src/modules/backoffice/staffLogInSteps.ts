import { createHash, randomBytes } from 'node:crypto';
import type { StaffLogInStep } from '@tienda/domain';
import type { Queryable } from '../../db/database';

/** Long enough to type a code or a new password, short enough that a forgotten tab is worthless. */
const STEP_MINUTES = 5;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A password given, `step` still to take: an opaque token (its hash kept), good for a few minutes and
 * once. Any step this account had open is closed: only the newest log-in may go on.
 */
export async function openStep(db: Queryable, staffId: number, step: StaffLogInStep): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('DELETE FROM staff_log_in_steps WHERE staff_id = $1 OR expires_at < now()', [staffId]);
  await db.query(`INSERT INTO staff_log_in_steps (token_hash, staff_id, step, expires_at) VALUES ($1, $2, $3, now() + interval '${STEP_MINUTES} minutes')`, [
    tokenHash(token),
    staffId,
    step,
  ]);
  return token;
}

/** The account whose `step` this token stands for, if it is live; the token is then used up. */
export async function takeStep(db: Queryable, token: string, step: StaffLogInStep): Promise<number | undefined> {
  const [row] = await db.query<{ staffId: number }>(
    'DELETE FROM staff_log_in_steps WHERE token_hash = $1 AND step = $2 AND expires_at > now() RETURNING staff_id AS "staffId"',
    [tokenHash(token), step],
  );
  return row?.staffId;
}

/** The account the token stands for, without using it up (a wrong code leaves the step open). */
export async function stepOwner(db: Queryable, token: string, step: StaffLogInStep): Promise<number | undefined> {
  const [row] = await db.query<{ staffId: number }>(
    'SELECT staff_id AS "staffId" FROM staff_log_in_steps WHERE token_hash = $1 AND step = $2 AND expires_at > now()',
    [tokenHash(token), step],
  );
  return row?.staffId;
}
