import type { LoanOffer } from '@tienda/domain';
import type { Queryable } from '../../db/database';
import type { EngineOffer } from '../../providers/creditEngine/creditEngine';

export type RecordedOffer = LoanOffer & { consultaId: number; plan: string; cuil: string; createdAt: Date };

type OfferRecord = { userId: number; cuil: string; plan: string; channel: string; engine: string; offer: EngineOffer };

/** Keeps every query and its answer; the row's id is the consultaId the shopper is given. */
export async function recordOffer(db: Queryable, { userId, cuil, plan, channel, engine, offer }: OfferRecord): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO loan_queries (user_id, cuil, plan, channel, engine, resultado, respuesta_motor, maximo_capital, maximo_cuota, engine_reference)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [userId, cuil, plan, channel, engine, offer.resultado, offer.respuestaMotor, offer.maximoCapital, offer.maximoCuota, offer.reference ?? null],
  );
  return row!.id;
}

/** The member's latest answer from the engine, whatever it said. */
export async function latestOffer(db: Queryable, userId: number): Promise<RecordedOffer | undefined> {
  const [row] = await db.query<RecordedOffer>(
    `SELECT id AS "consultaId", plan, cuil, resultado, respuesta_motor AS "respuestaMotor", maximo_capital::float8 AS "maximoCapital",
            maximo_cuota::float8 AS "maximoCuota", created_at AS "createdAt"
       FROM loan_queries WHERE user_id = $1 ORDER BY id DESC LIMIT 1`,
    [userId],
  );
  return row;
}
