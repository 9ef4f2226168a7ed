import type { StaffChange, StaffMember, StaffRole } from '@tienda/domain';
import type { Queryable } from '../../db/database';
import { normalizeEmail } from '../auth/accountQueries';

export type StaffAccount = StaffMember & { passwordHash: string };
export type NewStaffAccount = { email: string; name: string; role: StaffRole; passwordHash: string };

const COLUMNS = `id, email, name, role, active, created_at AS "createdAt"`;

type Row = Omit<StaffMember, 'createdAt'> & { createdAt: Date };
const asMember = ({ createdAt, ...row }: Row): StaffMember => ({ ...row, createdAt: createdAt.toISOString() });

export async function staffByEmail(db: Queryable, email: string): Promise<StaffAccount | undefined> {
  const [row] = await db.query<Row & { passwordHash: string }>(
    `SELECT ${COLUMNS}, password_hash AS "passwordHash" FROM staff WHERE lower(email) = $1`,
    [normalizeEmail(email)],
  );
  return row && { ...asMember(row), passwordHash: row.passwordHash };
}

export async function staffById(db: Queryable, id: number): Promise<StaffMember | undefined> {
  const [row] = await db.query<Row>(`SELECT ${COLUMNS} FROM staff WHERE id = $1`, [id]);
  return row && asMember(row);
}

/** Every account, the oldest first (the staff are a handful: no paging). */
export async function allStaff(db: Queryable): Promise<StaffMember[]> {
  return (await db.query<Row>(`SELECT ${COLUMNS} FROM staff ORDER BY id`)).map(asMember);
}

/** The new account, or undefined when its e-mail is taken. */
export async function createStaff(db: Queryable, account: NewStaffAccount): Promise<StaffMember | undefined> {
  const [row] = await db.query<Row>(
    `INSERT INTO staff (email, name, role, password_hash) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
    [normalizeEmail(account.email), account.name.trim(), account.role, account.passwordHash],
  );
  return row && asMember(row);
}

/** The account as changed, or undefined when there is none. */
export async function updateStaff(db: Queryable, id: number, change: StaffChange): Promise<StaffMember | undefined> {
  const [row] = await db.query<Row>(
    `UPDATE staff SET role = coalesce($2, role), active = coalesce($3, active) WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, change.role ?? null, change.active ?? null],
  );
  return row && asMember(row);
}

/**
 * The role of the staff member behind a live session of an account that may still sign in, or
 * undefined. Read on every request, so a changed role or a closed account counts at once.
 */
export async function liveStaffRole(db: Queryable, sessionId: string, staffId: number): Promise<StaffRole | undefined> {
  const [row] = await db.query<{ role: StaffRole }>(
    `SELECT s.role FROM staff_sessions ss JOIN staff s ON s.id = ss.staff_id
      WHERE ss.id = $1 AND ss.staff_id = $2 AND ss.revoked_at IS NULL AND ss.expires_at > now() AND s.active`,
    [sessionId, staffId],
  );
  return row?.role;
}
