import type { Queryable } from '../../db/database';
import type { CreditEngine } from './creditEngine';

/** The answer for a CUIL with no line: capital 0, which the storefront reads as no offer. */
const NO_LINE = { resultado: 'SIN OFERTA', respuestaMotor: 'No hay una línea de crédito pre-aprobada para este CUIL.', maximoCapital: 0, maximoCuota: 0 };

/** The default engine: the credit_lines table, loaded by the operator (scripts/import-credit-lines.mts). */
export function creditLinesEngine(db: Queryable): CreditEngine {
  return {
    name: 'credit_lines',
    async offer({ cuil }) {
      const [line] = await db.query<{ resultado: string; respuestaMotor: string; maximoCapital: number; maximoCuota: number }>(
        `SELECT resultado, respuesta_motor AS "respuestaMotor", maximo_capital::float8 AS "maximoCapital", maximo_cuota::float8 AS "maximoCuota"
           FROM credit_lines WHERE cuil = $1`,
        [cuil],
      );
      return line ?? NO_LINE;
    },
  };
}
