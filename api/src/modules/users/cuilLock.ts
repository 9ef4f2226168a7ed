import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';

export const CUIL_LOCKED = 'Ya consultaste un préstamo con tu CUIL y no puedes cambiarlo. Si hay un error, escríbenos.';
export const CUIL_TAKEN = 'Ese CUIL ya está asociado a otra cuenta. Si es tuyo, escríbenos.';

/**
 * A CUIL belongs to one account, and once it has been used to look up a credit offer the shopper
 * may not swap it for another person's: only the staff change it, through the back office.
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
  await checkCuilFree(db, userId, cuil);
}

/** Another account holds this CUIL: the same answer whoever it is. */
export async function checkCuilFree(db: Queryable, userId: number, cuil: string | null): Promise<void> {
  if (!cuil) return;
  const [holder] = await db.query('SELECT 1 FROM users WHERE cuil = $1 AND id <> $2', [cuil, userId]);
  if (holder) throw new HttpError(409, CUIL_TAKEN);
}

/** Two requests racing for one CUIL: the unique index refuses the second, which hears the same answer. */
export function cuilTakenOr(error: unknown): unknown {
  const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string };
  const taken = code === '23505' && (constraint === 'users_cuil_unique' || Boolean(message?.includes('users_cuil_unique')));
  return taken ? new HttpError(409, CUIL_TAKEN) : error;
}
