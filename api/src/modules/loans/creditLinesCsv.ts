import { CUIL_LENGTH, validateCuil } from '@tienda/domain';
import { columnName, csvAmount, quoted, readCsv, UnclosedQuote } from '../../csv/readCsv';
import type { Queryable } from '../../db/database';
import { insertRows } from '../../seed/insertRows';

export type CreditLine = { cuil: string; resultado: string; respuesta_motor: string; maximo_capital: number; maximo_cuota: number };

const COLUMNS = ['cuil', 'resultado', 'respuesta_motor', 'maximo_capital', 'maximo_cuota'] as const;

/** The largest amount a line may hold: the table keeps numeric(14, 2). */
export const MAX_CREDIT_AMOUNT = 999_999_999_999.99;
const MAX_AMOUNT_TEXT = '999.999.999.999,99';

/**
 * Reads the operator's file of pre-approved credit lines: a header naming the five columns (any
 * order), then one line per CUIL. Comma-separated with amounts like 2000000.50, or — as a
 * spreadsheet in Spanish exports it — semicolon-separated with amounts like 2.000.000,50.
 * Every problem is reported with its line; a file with any problem imports nothing. The file is
 * read as a stream, giving the event loop a turn between slices (see readCsv).
 */
export async function parseCreditLines(text: string): Promise<{ lines: CreditLine[]; errors: string[] }> {
  const { delimiter, records } = readCsv(text);
  const amount = (value: string) => csvAmount(value, delimiter);
  const lines: CreditLine[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  let names: string[] | undefined;
  try {
    for await (const { fields, line: number } of records) {
      if (!names) {
        names = fields.map(columnName);
        const missing = COLUMNS.filter((column) => !names!.includes(column));
        if (missing.length > 0) return { lines: [], errors: [`Faltan columnas en el encabezado: ${missing.join(', ')}.`] };
        continue;
      }
      if (fields.every((field) => field.trim() === '')) continue;
      const at = `Línea ${number}`;
      const value = (column: (typeof COLUMNS)[number]) => (fields[names!.indexOf(column)] ?? '').trim();
      const line = {
        cuil: value('cuil').replace(/-/g, ''),
        resultado: value('resultado').toUpperCase(),
        respuesta_motor: value('respuesta_motor'),
        maximo_capital: amount(value('maximo_capital')),
        maximo_cuota: amount(value('maximo_cuota')),
      };
      const amountProblem = (column: 'maximo_capital' | 'maximo_cuota') => {
        if (Number.isNaN(line[column])) return `${column} ${quoted(value(column))} no es un importe.`;
        return line[column] > MAX_CREDIT_AMOUNT ? `${column} ${quoted(value(column))} supera el máximo de ${MAX_AMOUNT_TEXT}.` : null;
      };
      const problems = [
        validateCuil(line.cuil),
        line.resultado === '' ? 'falta el resultado.' : null,
        amountProblem('maximo_capital'),
        amountProblem('maximo_cuota'),
        line.cuil.length === CUIL_LENGTH && seen.has(line.cuil) ? `el CUIL ${line.cuil} ya figura más arriba.` : null,
      ].filter((problem): problem is string => problem !== null);
      if (line.cuil.length === CUIL_LENGTH) seen.add(line.cuil);
      if (problems.length > 0) errors.push(`${at}: ${problems.join(' ')}`);
      else lines.push(line);
    }
  } catch (error) {
    if (error instanceof UnclosedQuote) return { lines: [], errors: [error.message] };
    throw error;
  }
  if (!names) return { lines: [], errors: [`Faltan columnas en el encabezado: ${COLUMNS.join(', ')}.`] };
  return { lines, errors };
}

/**
 * Loads the lines in the caller's transaction (the script's own, or the back office's with its audit
 * entry): new CUILs are added, known ones updated; `replace` drops the rest.
 */
export async function importCreditLines(tx: Queryable, lines: readonly CreditLine[], { replace = false } = {}): Promise<void> {
  if (replace) await tx.query('DELETE FROM credit_lines');
  await tx.query('CREATE TEMPORARY TABLE incoming (LIKE credit_lines) ON COMMIT DROP');
  await insertRows(tx, 'incoming', lines);
  await tx.query(
    `INSERT INTO credit_lines SELECT * FROM incoming
     ON CONFLICT (cuil) DO UPDATE SET resultado = EXCLUDED.resultado, respuesta_motor = EXCLUDED.respuesta_motor,
                                      maximo_capital = EXCLUDED.maximo_capital, maximo_cuota = EXCLUDED.maximo_cuota`,
  );
}
