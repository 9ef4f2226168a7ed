import type { User, UserUpdate } from '@tienda/domain';
import type { Queryable } from '../../db/database';
import { addressesOf } from './addressQueries';
import { checkCuilChangeable, cuilTakenOr } from './cuilLock';

/** The user as GET /api/user sends it (spec §3 User): never a password hash. */
export async function userById(db: Queryable, id: number): Promise<User | undefined> {
  const [user] = await db.query<Omit<User, 'addresses'>>(
    `SELECT id, first_name, last_name, email, cuil, phone, to_char(birthday, 'DD/MM/YYYY') AS birthday, email_verified, avatar,
            password_hash IS NULL AS google_only
       FROM users WHERE id = $1`,
    [id],
  );
  return user && { ...user, addresses: await addressesOf(db, id) };
}

/** Writes the profile fields given; those left out keep their value. A CUIL is one account's, and stays once used for credit. */
export async function updateProfile(db: Queryable, id: number, fields: UserUpdate): Promise<void> {
  await checkCuilChangeable(db, id, fields.cuil);
  const update = db.query(
    `UPDATE users SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name), cuil = coalesce($4, cuil),
                      phone = coalesce($5, phone), birthday = coalesce(to_date($6, 'DD/MM/YYYY'), birthday)
      WHERE id = $1`,
    [id, fields.first_name ?? null, fields.last_name ?? null, fields.cuil ?? null, fields.phone ?? null, fields.birthday ?? null],
  );
  await update.catch((error: unknown) => {
    throw cuilTakenOr(error);
  });
}

/** Sets the avatar file name and gives back the one it replaces. */
export async function replaceAvatar(db: Queryable, id: number, avatar: string): Promise<string | null> {
  // `previous` is the row as it was before this statement.
  const [row] = await db.query<{ avatar: string | null }>(
    'UPDATE users SET avatar = $2 FROM users previous WHERE users.id = $1 AND previous.id = $1 RETURNING previous.avatar',
    [id, avatar],
  );
  return row?.avatar ?? null;
}
