import type { StaffChange, StaffMember, StaffRole } from '@tienda/domain';
import type { Queryable } from '../../db/database';
import { normalizeEmail } from '../auth/accountQueries';

export type NewStaffAccount = { email: string; name: string; role: StaffRole; passwordHash: string };

const COLUMNS = `id, email, name, role, active, created_at AS "createdAt"`;

type Row = Omit<StaffMember, 'createdAt'> & { createdAt: Date };
const asMember = ({ createdAt, ...row }: Row): StaffMember => ({ ...row, createdAt: createdAt.toISOString() });

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

/** What signing in and changing credentials need of an account, secrets included: never sent out. */
export type StaffSecrets = {
  id: number;
  email: string;
  active: boolean;
  passwordHash: string;
  mustChangePassword: boolean;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
};

const SECRETS = `id, email, active, password_hash AS "passwordHash", must_change_password AS "mustChangePassword",
  totp_secret AS "totpSecret", totp_pending_secret AS "totpPendingSecret", totp_last_step::float8 AS "totpLastStep"`;

export async function staffSecretsByEmail(db: Queryable, email: string): Promise<StaffSecrets | undefined> {
  const [row] = await db.query<StaffSecrets>(`SELECT ${SECRETS} FROM staff WHERE lower(email) = $1`, [normalizeEmail(email)]);
  return row;
}

/** `forUpdate` inside a transaction: two changes of one account's credentials take turns. */
export async function staffSecretsById(db: Queryable, id: number, { forUpdate = false } = {}): Promise<StaffSecrets | undefined> {
  const [row] = await db.query<StaffSecrets>(`SELECT ${SECRETS} FROM staff WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return row;
}

/** A new password; `temporary` when an admin set it, so the next log-in asks for the owner's own. */
export async function setStaffPassword(db: Queryable, id: number, passwordHash: string, temporary: boolean): Promise<void> {
  await db.query('UPDATE staff SET password_hash = $2, must_change_password = $3 WHERE id = $1', [id, passwordHash, temporary]);
}

export async function setPendingTotp(db: Queryable, id: number, secret: string): Promise<void> {
  await db.query('UPDATE staff SET totp_pending_secret = $2 WHERE id = $1', [id, secret]);
}

/** The pending secret becomes the account's, with its first code's time step already used. */
export async function enableTotp(db: Queryable, id: number, secret: string, step: number): Promise<void> {
  await db.query('UPDATE staff SET totp_secret = $2, totp_pending_secret = NULL, totp_last_step = $3 WHERE id = $1', [id, secret, step]);
}

/**
 * Records `step` as used, unless it (or a later one) was: true when this call took it. A code seen
 * twice — a replay, or two tabs — counts once.
 */
export async function takeTotpStep(db: Queryable, id: number, step: number): Promise<boolean> {
  const rows = await db.query('UPDATE staff SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id', [id, step]);
  return rows.length > 0;
}

/** The account's recovery codes are replaced by these (kept hashed). */
export async function replaceRecoveryCodes(db: Queryable, id: number, codeHashes: readonly string[]): Promise<void> {
  await db.query('DELETE FROM staff_recovery_codes WHERE staff_id = $1', [id]);
  await db.query('INSERT INTO staff_recovery_codes (staff_id, code_hash) SELECT $1, unnest($2::text[])', [id, codeHashes]);
}

/** Uses a recovery code once: true when it was the account's and not used before. */
export async function useRecoveryCode(db: Queryable, id: number, codeHash: string): Promise<boolean> {
  const rows = await db.query(
    'UPDATE staff_recovery_codes SET used_at = now() WHERE staff_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING staff_id',
    [id, codeHash],
  );
  return rows.length > 0;
}

export async function recoveryCodesLeft(db: Queryable, id: number): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM staff_recovery_codes WHERE staff_id = $1 AND used_at IS NULL', [id]);
  return row?.count ?? 0;
}
