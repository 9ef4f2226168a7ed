import { parse } from 'csv-parse/sync';
import { validateCuil } from '@tienda/domain';
import type { Queryable } from '../../db/database';
import { insertRows } from '../../seed/insertRows';

export type CreditLine = { cuil: string; resultado: string; respuesta_motor: string; maximo_capital: number; maximo_cuota: number };

const COLUMNS = ['cuil', 'resultado', 'respuesta_motor', 'maximo_capital', 'maximo_cuota'] as const;

/**
 * The file's records (csv-parse: a field in double quotes may hold the delimiter, line breaks and ""
 * for a quote), each with the line of the file it starts on; blank lines are skipped.
 */
function records(text: string, delimiter: string): { fields: string[]; line: number }[] {
  const parsed = parse(text, { delimiter, bom: true, record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: true, skip_empty_lines: true, info: true }) as unknown as {
    record: string[];
    info: { lines: number };
  }[];
  // A record ends on info.lines; a quoted field with line breaks started it earlier.
  return parsed.map(({ record, info }) => ({ fields: record, line: info.lines - record.reduce((n, field) => n + (field.match(/\r\n|\n|\r/g)?.length ?? 0), 0) }));
}

/**
 * Reads the operator's file of pre-approved credit lines: a header naming the five columns (any
 * order), then one line per CUIL. Comma-separated with amounts like 2000000.50, or — as a
 * spreadsheet in Spanish exports it — semicolon-separated with amounts like 2.000.000,50.
 * Every problem is reported with its line; a file with any problem imports nothing.
 */
export function parseCreditLines(text: string): { lines: CreditLine[]; errors: string[] } {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') ? ';' : ',';
  let read: { fields: string[]; line: number }[];
  try {
    read = records(text, delimiter);
  } catch (error) {
    // A quote left open, or closed in the middle of a field: the file cannot be read past it.
    return { lines: [], errors: [`Línea ${(error as { lines?: number }).lines ?? 1}: las comillas no están bien cerradas.`] };
  }
  const [{ fields: header } = { fields: [] }, ...rows] = read;
  const names = header.map((name) => name.trim().toLowerCase());
  const missing = COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) return { lines: [], errors: [`Faltan columnas en el encabezado: ${missing.join(', ')}.`] };

  const amount = (value: string) => {
    const plain = delimiter === ';' ? value.trim().replace(/\./g, '').replace(',', '.') : value.trim();
    return /^\d+(\.\d{1,2})?$/.test(plain) ? Number(plain) : Number.NaN;
  };
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
