import { validateCuil } from '@tienda/domain';
import type { Database } from '../../db/database';
import { insertRows } from '../../seed/insertRows';

export type CreditLine = { cuil: string; resultado: string; respuesta_motor: string; maximo_capital: number; maximo_cuota: number };

const COLUMNS = ['cuil', 'resultado', 'respuesta_motor', 'maximo_capital', 'maximo_cuota'] as const;

/** Rows of fields; a field in double quotes may hold the delimiter, line breaks and "" for a quote. */
function records(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch !== '"') field += ch;
      else if (text[i + 1] === '"') field += text[++i];
      else quoted = false;
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === delimiter) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      rows.push([...row, field]);
      row = [];
      field = '';
    } else {
      field += ch;
    }
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
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
  const [header = [], ...rows] = records(text.replace(/^\uFEFF/, ''), delimiter);
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
  rows.forEach((fields, index) => {
    if (fields.every((field) => field.trim() === '')) return;
    const at = `Línea ${index + 2}`;
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

/** Loads the lines in one transaction: new CUILs are added, known ones updated; `replace` drops the rest. */
export async function importCreditLines(db: Database, lines: readonly CreditLine[], { replace = false } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    if (replace) await tx.query('DELETE FROM credit_lines');
    await tx.query('CREATE TEMPORARY TABLE incoming (LIKE credit_lines) ON COMMIT DROP');
    await insertRows(tx, 'incoming', lines);
    await tx.query(
      `INSERT INTO credit_lines SELECT * FROM incoming
       ON CONFLICT (cuil) DO UPDATE SET resultado = EXCLUDED.resultado, respuesta_motor = EXCLUDED.respuesta_motor,
                                        maximo_capital = EXCLUDED.maximo_capital, maximo_cuota = EXCLUDED.maximo_cuota`,
    );
  });
}
