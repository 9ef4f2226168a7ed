import type { AddressInput, SavedAddress } from '@tienda/domain';
import type { Queryable } from '../../db/database';

// The columns under the names the spec gives them (§3 Address).
const COLUMNS = 'id, street, number, zip_code AS "zipCode", city, province';

export function addressesOf(db: Queryable, userId: number): Promise<SavedAddress[]> {
  return db.query<SavedAddress>(`SELECT ${COLUMNS} FROM addresses WHERE user_id = $1 ORDER BY id`, [userId]);
}

export async function insertAddress(db: Queryable, userId: number, a: AddressInput): Promise<SavedAddress> {
  const [row] = await db.query<SavedAddress>(
    `INSERT INTO addresses (user_id, street, number, zip_code, city, province) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [userId, a.street, a.number, a.zipCode, a.city, a.province],
  );
  return row!;
}

/** Updates the address only if it is this user's; undefined otherwise. */
export async function updateAddress(db: Queryable, userId: number, id: number, a: AddressInput): Promise<SavedAddress | undefined> {
  const [row] = await db.query<SavedAddress>(
    `UPDATE addresses SET street = $3, number = $4, zip_code = $5, city = $6, province = $7
      WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [id, userId, a.street, a.number, a.zipCode, a.city, a.province],
  );
  return row;
}
