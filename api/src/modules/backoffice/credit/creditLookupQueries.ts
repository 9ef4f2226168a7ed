import { loanOfferState, type CreditLookup } from '@tienda/domain';
import type { Queryable } from '../../../db/database';

export const CREDIT_LOOKUPS_PER_PAGE = 50;

type Row = Omit<CreditLookup, 'at' | 'result'> & { at: Date; respuestaMotor: string };

/** An offer, none (refused or no line), or one the engine is still studying. */
function resultOf(row: Row): CreditLookup['result'] {
  if (loanOfferState({ ...row, consultaId: row.id }, 0).kind === 'none') return 'none';
  return /PENDIENTE/i.test(row.resultado) ? 'pending' : 'approved';
}

/** A page of the credit-offer look-ups (every one is kept in loan_queries), the newest first, maybe of one CUIL. */
export async function creditLookupsPage(db: Queryable, cuil: string | undefined, page: number): Promise<{ lookups: CreditLookup[]; count: number }> {
  const rows = await db.query<Row>(
    `SELECT q.id, q.user_id AS "userId", u.email, q.cuil, q.created_at AS at, q.resultado, q.respuesta_motor AS "respuestaMotor",
            q.maximo_capital::float8 AS "maximoCapital", q.maximo_cuota::float8 AS "maximoCuota"
       FROM loan_queries q LEFT JOIN users u ON u.id = q.user_id
      WHERE $1::text IS NULL OR q.cuil = $1
      ORDER BY q.id DESC
      LIMIT $2 OFFSET $3`,
    [cuil ?? null, CREDIT_LOOKUPS_PER_PAGE, (page - 1) * CREDIT_LOOKUPS_PER_PAGE],
  );
  const [total] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM loan_queries WHERE $1::text IS NULL OR cuil = $1', [cuil ?? null]);
  const lookups = rows.map(({ respuestaMotor: _, at, ...row }) => ({ ...row, at: at.toISOString(), result: resultOf({ ...row, at, respuestaMotor: _ }) }));
  return { lookups, count: total?.count ?? 0 };
}

/** Sets a member's CUIL and gives back the one it replaces (undefined: no such member). */
export async function replaceCuil(tx: Queryable, userId: number, cuil: string | null): Promise<{ before: string | null } | undefined> {
  const [row] = await tx.query<{ before: string | null }>(
    'UPDATE users SET cuil = $2 FROM users previous WHERE users.id = $1 AND previous.id = $1 RETURNING previous.cuil AS before',
    [userId, cuil],
  );
  return row;
}
