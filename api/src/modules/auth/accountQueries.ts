import type { Database, Queryable } from '../../db/database';
import { revokeOtherSessions, revokeOwnerSessions, SHOPPER_SESSIONS } from './sessionQueries';

export type Account = { id: number; email: string; password_hash: string | null; email_verified: boolean };
export type NewAccount = { email: string; passwordHash: string; firstName?: string; lastName?: string };
export type GoogleIdentity = { sub: string; email: string; firstName?: string; lastName?: string };

/** E-mails are kept lower-case and trimmed, so an account is found however it is typed. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function accountByEmail(db: Queryable, email: string): Promise<Account | undefined> {
  const [row] = await db.query<Account>('SELECT id, email, password_hash, email_verified FROM users WHERE email = $1', [normalizeEmail(email)]);
  return row;
}

export async function accountById(db: Queryable, id: number): Promise<Account | undefined> {
  const [row] = await db.query<Account>('SELECT id, email, password_hash, email_verified FROM users WHERE id = $1', [id]);
  return row;
}

/** The new account's id, or undefined when the e-mail is taken. */
export async function createAccount(db: Queryable, account: NewAccount): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name) VALUES ($1, $2, $3, $4)
     ON CONFLICT (email) DO NOTHING RETURNING id`,
    [normalizeEmail(account.email), account.passwordHash, account.firstName ?? '', account.lastName ?? ''],
  );
  return row?.id;
}

/** The account of a Google identity: the one already linked, the one with its e-mail (linked now), or a new one. */
export function accountForGoogle(db: Pick<Database, 'transaction'>, google: GoogleIdentity): Promise<number> {
  return db.transaction(async (tx) => {
    const [linked] = await tx.query<{ id: number }>('SELECT id FROM users WHERE google_sub = $1', [google.sub]);
    if (linked) return linked.id;

    const email = normalizeEmail(google.email);
    const [existing] = await tx.query<{ id: number; email_verified: boolean }>(
      'SELECT id, email_verified FROM users WHERE email = $1 FOR UPDATE',
      [email],
    );
    if (existing) {
      // Google vouches for the address. A password set on a never-verified account may be a
      // squatter's, so it goes, with the sessions opened with it.
      await tx.query(
        `UPDATE users SET google_sub = $2, email_verified = true,
                password_hash = CASE WHEN email_verified THEN password_hash END
          WHERE id = $1`,
        [existing.id, google.sub],
      );
      if (!existing.email_verified) await revokeOwnerSessions(tx, SHOPPER_SESSIONS, existing.id);
      return existing.id;
    }

    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO users (email, google_sub, email_verified, first_name, last_name) VALUES ($1, $2, true, $3, $4) RETURNING id`,
      [email, google.sub, google.firstName ?? '', google.lastName ?? ''],
    );
    return created!.id;
  });
}

/**
 * Sets a new password hash, only while `currentHash` is still the one in use (so two changes
 * racing with the same old password cannot both win), and ends every other session of the
 * user. Whether the password was changed.
 */
export function changePassword(db: Pick<Database, 'transaction'>, userId: number, currentHash: string, nextHash: string, keepSessionId: string) {
  return db.transaction(async (tx) => {
    const changed = await tx.query('UPDATE users SET password_hash = $3 WHERE id = $1 AND password_hash = $2 RETURNING id', [userId, currentHash, nextHash]);
    if (changed.length === 0) return false;
    await revokeOtherSessions(tx, userId, keepSessionId);
    return true;
  });
}

/**
 * Deletes the account and everything that is only the person's: addresses, sessions, codes, the
 * retry keys of their orders. Orders and credit queries are the company's records (accounting,
 * consumer law): they stay, detached, with the contact details they were placed with. One
 * transaction. The avatar file name to remove, if there was one; undefined if no such account.
 */
export function deleteAccount(db: Pick<Database, 'transaction'>, userId: number): Promise<{ avatar: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const [user] = await tx.query<{ avatar: string | null }>('SELECT avatar FROM users WHERE id = $1 FOR UPDATE', [userId]);
    if (!user) return undefined;
    await tx.query('UPDATE orders SET user_id = NULL WHERE user_id = $1', [userId]);
    await tx.query('UPDATE loan_queries SET user_id = NULL WHERE user_id = $1', [userId]);
    await tx.query('DELETE FROM idempotency_keys WHERE scope = $1', [`user:${userId}`]);
    await tx.query('DELETE FROM verification_codes WHERE user_id = $1', [userId]);
    await tx.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
    await tx.query('DELETE FROM addresses WHERE user_id = $1', [userId]);
    await tx.query('DELETE FROM users WHERE id = $1', [userId]);
    return user;
  });
}
