import { validateCuil } from '@tienda/domain';
import { csvAmount, readCsv } from '../../csv/readCsv';
import type { Queryable } from '../../db/database';
import { insertRows } from '../../seed/insertRows';

export type CreditLine = { cuil: string; resultado: string; respuesta_motor: string; maximo_capital: number; maximo_cuota: number };

const COLUMNS = ['cuil', 'resultado', 'respuesta_motor', 'maximo_capital', 'maximo_cuota'] as const;

/**
 * Reads the operator's file of pre-approved credit lines: a header naming the five columns (any
 * order), then one line per CUIL. Comma-separated with amounts like 2000000.50, or — as a
 * spreadsheet in Spanish exports it — semicolon-separated with amounts like 2.000.000,50.
 * Every problem is reported with its line; a file with any problem imports nothing.
 */
export function parseCreditLines(text: string): { lines: CreditLine[]; errors: string[] } {
  const read = readCsv(text);
  if ('unclosedQuoteLine' in read) return { lines: [], errors: [`Línea ${read.unclosedQuoteLine}: las comillas no están bien cerradas.`] };
  const { delimiter, records } = read;
  const [{ fields: header } = { fields: [] }, ...rows] = records;
  const names = header.map((name) => name.trim().toLowerCase());
  const missing = COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) return { lines: [], errors: [`Faltan columnas en el encabezado: ${missing.join(', ')}.`] };

  const amount = (value: string) => csvAmount(value, delimiter);
  const lines: CreditLine[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  rows.forEach(({ fields, line: number }) => {
    if (fields.every((field) => field.trim() === '')) return;
    const at = `Línea ${number}`;
    const value = (column: (typeof COLUMNS)[number]) => (fields[names.indexOf(column)] ?? '').trim();
    const line = {
      cuil: value('cuil').replace(/-/g, ''),
      resultado: value('resultado').toUpperCase(),
      respuesta_motor: value('respuesta_motor'),
      maximo_capital: amount(value('maximo_capital')),
      maximo_cuota: amount(value('maximo_cuota')),
    };
    const problems = [
      validateCuil(line.cuil),
      line.resultado === '' ? 'falta el resultado.' : null,
      Number.isNaN(line.maximo_capital) ? `maximo_capital "${value('maximo_capital')}" no es un importe.` : null,
      Number.isNaN(line.maximo_cuota) ? `maximo_cuota "${value('maximo_cuota')}" no es un importe.` : null,
      seen.has(line.cuil) ? `el CUIL ${line.cuil} ya figura más arriba.` : null,
    ].filter((problem): problem is string => problem !== null);
    seen.add(line.cuil);
    if (problems.length > 0) errors.push(`${at}: ${problems.join(' ')}`);
    else lines.push(line);
  });
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
