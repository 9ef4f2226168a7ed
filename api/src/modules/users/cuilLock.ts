import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';

export const CUIL_LOCKED = 'Ya consultaste un préstamo con tu CUIL y no puedes cambiarlo. Si hay un error, escríbenos.';

/**
 * Once a CUIL has been used to look up a credit offer, the shopper may not swap it for another
 * person's: only the staff change it, through the back office.
 */
export async function checkCuilChangeable(db: Queryable, userId: number, cuil: string | null | undefined): Promise<void> {
  if (!cuil) return;
  const [used] = await db.query<{ cuil: string }>(
    `SELECT u.cuil FROM users u
      WHERE u.id = $1 AND u.cuil IS NOT NULL AND u.cuil <> $2
        AND EXISTS (SELECT 1 FROM loan_queries q WHERE q.user_id = u.id AND q.cuil = u.cuil)`,
    [userId, cuil],
  );
  if (used) throw new HttpError(409, CUIL_LOCKED);
}
