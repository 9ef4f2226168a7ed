import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import type { Settings } from '../../settings';

export const TOO_MANY_OFFER_LOOKUPS = 'Hiciste demasiadas consultas de préstamo. Intenta de nuevo más tarde.';

/**
 * Offer look-ups are counted from their own record (loan_queries), which every server process
 * shares: per account over the last hour (one account trying many CUILs) and per CUIL over the last
 * day (many accounts, or one, probing one person's credit line). A look-up the engine never answered
 * is not recorded and not counted.
 */
export async function checkOfferLimits(db: Queryable, limits: Settings['creditOffers'], userId: number, cuil: string): Promise<void> {
  const [counts] = await db.query<{ byAccount: number; byCuil: number }>(
    `SELECT (SELECT count(*) FROM loan_queries WHERE user_id = $1 AND created_at > now() - interval '1 hour')::int AS "byAccount",
            (SELECT count(*) FROM loan_queries WHERE cuil = $2 AND created_at > now() - interval '1 day')::int AS "byCuil"`,
    [userId, cuil],
  );
  if (counts!.byAccount >= limits.perAccount || counts!.byCuil >= limits.perCuil) throw new HttpError(429, TOO_MANY_OFFER_LOOKUPS);
}
