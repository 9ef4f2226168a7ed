import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { installmentPricesProblem, isInternalTaxRate, isIvaRate, MAX_INTERNAL_TAX_RATE, type CsvLineError } from '@tienda/domain';
import { escapeFormula, unescapeFormula } from '../../../csv/formulaCells';
import { columnName, csvAmount, quoted, readCsv, UnclosedQuote, type CsvRecord } from '../../../csv/readCsv';
import type { Queryable } from '../../../db/database';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { pricesAndStockAfter, pricesOf, productIdsAfter, type PriceAndStockChange } from './staffProductQueries';

/** The file's columns as the company's ERP names them, and the products' columns they fill. */
const CSV_HEADER = ['id', 'nombre', 'precio', 'precio_contado', 'valor_cuota', 'stock', 'iva', 'impuestos_internos'] as const;
/** The national taxes' columns, in percent: IVA (21 or 10,5) and internal taxes (nominal, 0 to 100). */
const TAX_COLUMNS = { iva: 'iva_rate', impuestos_internos: 'internal_tax_rate' } as const;
type TaxColumn = keyof typeof TAX_COLUMNS;
const PRICE_COLUMNS = { precio: 'price', precio_contado: 'final_price', valor_cuota: 'internal_cost' } as const;
const PRICE_NAMES = { precio: 'el precio', precio_contado: 'el precio de contado', valor_cuota: 'el valor de la cuota' } as const;
type PriceColumn = keyof typeof PRICE_COLUMNS;
/** Lines listed in a refusal: enough to fix a file, not a 100,000-line answer. */
export const MAX_LISTED_ERRORS = 100;
const MAX_PRICE = 999_999_999_999;
const MAX_STOCK = 1_000_000;

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A percent as an ERP or a spreadsheet writes it: '21', '10.5' or '10,5'; anything else is not one. */
const percent = (value: string) => (/^\d{1,3}([.,]\d{1,2})?$/.test(value) ? Number(value.replace(',', '.')) : Number.NaN);

// Rows per query while exporting: the file streams out as the slices arrive.
const EXPORT_SLICE = 5_000;

/** The whole catalogue's prices and stock as CSV (comma, '.' for decimals), streamed slice by slice. */
export function pricesAndStockCsv(db: Queryable): Readable {
  async function* lines() {
    yield stringify([[...CSV_HEADER]]);
    for (let after = 0; ; ) {
      const rows = await pricesAndStockAfter(db, after, EXPORT_SLICE);
      if (rows.length === 0) return;
      yield stringify(
        rows.map((row) => [row.id, escapeFormula(row.name), row.price, row.final_price, row.internal_cost, row.stock, row.iva_rate, row.internal_tax_rate]),
      );
      after = rows.at(-1)!.id;
    }
  }
  return Readable.from(lines());
}

// Ids read at once: each query stays short on an embedded database (it runs on the event loop's
// thread), and the loop has a turn between them.
const LOOKUP_SLICE = 2_000;

// Lines of the file checked at once against what was read of the catalogue: a file of 200,000 lines
// is checked in slices, with a turn of the event loop between them.
const CHECK_SLICE = 20_000;

/**
 * The file's products that are not in the catalogue. The catalogue's ids are read in slices and the
 * file checked against them: the work follows the catalogue's size, never the file's (a file of
 * 200,000 made-up ids costs what the shop's few thousand products cost).
 */
async function unknownProducts(tx: Queryable, changes: readonly PriceAndStockChange[]): Promise<Set<number>> {
  const known = new Set<number>();
  for (let after = 0; ; ) {
    const ids = await productIdsAfter(tx, after, LOOKUP_SLICE);
    ids.forEach((id) => known.add(id));
    if (ids.length < LOOKUP_SLICE) break;
    after = ids.at(-1)!;
    await nextTurn();
  }
  const unknown = new Set<number>();
  for (let start = 0; start < changes.length; start += CHECK_SLICE) {
    for (const change of changes.slice(start, start + CHECK_SLICE)) if (!known.has(change.id)) unknown.add(change.id);
    await nextTurn();
  }
  return unknown;
}

/** Why read lines cannot be applied, by product id; the words are made only for the lines an answer shows. */
export type Refusals = { size: number; reasonFor: (id: number) => string | undefined };

/**
 * The file's read lines that cannot be applied, with why: a product that is not in the catalogue, or
 * prices that (with the columns the file leaves out kept as they are) make no "6 cuotas fijas" the
 * shop could disclose.
 */
export async function refusedChanges(tx: Queryable, changes: readonly PriceAndStockChange[]): Promise<Refusals> {
  const unknown = await unknownProducts(tx, changes);
  const badPrices = new Map<number, string>();
  for (let start = 0; start < changes.length; start += LOOKUP_SLICE) {
    const slice = changes
      .slice(start, start + LOOKUP_SLICE)
      .filter((change) => !unknown.has(change.id) && (change.price ?? change.final_price ?? change.internal_cost) !== undefined);
    if (slice.length > 0) {
      const stored = new Map((await pricesOf(tx, slice.map((change) => change.id))).map((row) => [row.id, row]));
      for (const change of slice) {
        const now = stored.get(change.id)!;
        const problem = installmentPricesProblem({
          price: change.price ?? now.price,
          final_price: change.final_price ?? now.final_price,
          internal_cost: change.internal_cost ?? now.internal_cost,
        });
        if (problem) badPrices.set(change.id, problem);
      }
    }
    await nextTurn();
  }
  return {
    size: unknown.size + badPrices.size,
    reasonFor: (id) => (unknown.has(id) ? `No hay ningún producto con el id ${id}.` : badPrices.get(id)),
  };
}

/**
 * The first `limit` problems of the file in the order of its lines, and how many there are in all:
 * the lines that could not be read and the read ones refused (by product id), both already in file
 * order, merged without sorting the whole list (a file may have 200,000 wrong lines; the answer shows 100).
 */
export function firstProblems(parsed: ParsedImport, refused: Refusals, limit = MAX_LISTED_ERRORS): { errors: CsvLineError[]; total: number } {
  const errors: CsvLineError[] = [];
  let read = 0;
  for (const change of parsed.changes) {
    if (errors.length >= limit) break;
    const message = refused.reasonFor(change.id);
    if (message === undefined) continue;
    const line = parsed.lineOf.get(change.id)!;
    while (read < parsed.errors.length && parsed.errors[read]!.line < line && errors.length < limit) errors.push(parsed.errors[read++]!);
    if (errors.length < limit) errors.push({ line, message });
  }
  while (read < parsed.errors.length && errors.length < limit) errors.push(parsed.errors[read++]!);
  return { errors, total: parsed.errors.length + refused.size };
}

export type ParsedImport = { changes: PriceAndStockChange[]; lineOf: Map<number, number>; errors: CsvLineError[]; changesPrices: boolean };

/**
 * Reads an import file: a header naming `id` and at least one of precio, precio_contado, valor_cuota,
 * stock, iva and impuestos_internos (any order, any capitals; `nombre` is read past), then one line per
 * product.
 * Comma-separated with amounts like 233999.50, or — as a spreadsheet in Spanish exports it —
 * semicolon-separated with amounts like 233.999,50. Every wrong line is reported by its number in
 * the file (the header is line 1). Whether each id is a product is the caller's to check.
 */
export async function parsePricesAndStock(text: string): Promise<ParsedImport> {
  const refused = (line: number, message: string): ParsedImport => ({ changes: [], lineOf: new Map(), errors: [{ line, message }], changesPrices: false });
  // Read as a stream: the event loop has a turn between slices of the file (see readCsv).
  const { delimiter, records } = readCsv(text);
  try {
    const { value: header } = await records.next();
    if (!header) return refused(1, 'El archivo está vacío.');
    return await readLines(header.fields, records, delimiter, refused);
  } catch (error) {
    if (error instanceof UnclosedQuote) return refused(error.line, 'Las comillas de esta línea no están bien cerradas.');
    throw error;
  } finally {
    await records.return(undefined);
  }
}

async function readLines(
  header: string[],
  rows: AsyncIterable<CsvRecord>,
  delimiter: ',' | ';',
  refused: (line: number, message: string) => ParsedImport,
): Promise<ParsedImport> {
  const names = header.map(columnName);
  const unknown = names.filter((name) => !(CSV_HEADER as readonly string[]).includes(name));
  if (unknown.length) return refused(1, `Columnas desconocidas en el encabezado: ${unknown.map(quoted).join(', ')}. Las columnas son ${CSV_HEADER.join(', ')}.`);
  const repeated = names.filter((name, i) => names.indexOf(name) !== i);
  if (repeated.length) return refused(1, `El encabezado repite la columna ${quoted(repeated[0]!)}.`);
  const prices = (Object.keys(PRICE_COLUMNS) as PriceColumn[]).filter((column) => names.includes(column));
  const withStock = names.includes('stock');
  const taxes = (Object.keys(TAX_COLUMNS) as TaxColumn[]).filter((column) => names.includes(column));
  if (!names.includes('id') || (prices.length === 0 && !withStock && taxes.length === 0)) {
    return refused(1, 'El encabezado debe tener la columna id y al menos una de precio, precio_contado, valor_cuota, stock, iva o impuestos_internos.');
  }

  const amount = (value: string) => {
    const figure = csvAmount(value, delimiter);
    return figure <= MAX_PRICE ? figure : Number.NaN;
  };
  const changes: PriceAndStockChange[] = [];
  const lineOf = new Map<number, number>();
  const errors: CsvLineError[] = [];
  for await (const { fields: record, line } of rows) {
    if (record.every((field) => field.trim() === '')) continue;
    const value = (column: string) => unescapeFormula((record[names.indexOf(column)] ?? '').trim());
    const problems: string[] = [];
    const id = value('id');
    const change: PriceAndStockChange = { id: /^\d{1,9}$/.test(id) ? Number(id) : Number.NaN };
    if (!(change.id > 0)) problems.push(id ? `el id ${quoted(id)} no es un número de producto.` : 'falta el id.');
    else if (lineOf.has(change.id)) problems.push(`el producto ${change.id} ya figura en la línea ${lineOf.get(change.id)}.`);
    for (const column of prices) {
      const given = value(column);
      const figure = amount(given);
      if (Number.isNaN(figure)) problems.push(given ? `${PRICE_NAMES[column]} ${quoted(given)} no es un importe.` : `falta ${PRICE_NAMES[column]}.`);
      else change[PRICE_COLUMNS[column]] = figure;
    }
    if (withStock) {
      const given = value('stock');
      if (/^\d{1,7}$/.test(given) && Number(given) <= MAX_STOCK) change.stock = Number(given);
      else problems.push(given ? `el stock ${quoted(given)} debe ser un número entero entre 0 y 1.000.000.` : 'falta el stock.');
    }
    for (const column of taxes) {
      const given = value(column);
      const rate = percent(given);
      if (column === 'iva' && !isIvaRate(rate)) problems.push(given ? `el IVA ${quoted(given)} debe ser 21 o 10,5.` : 'falta el IVA.');
      else if (column === 'impuestos_internos' && !isInternalTaxRate(rate)) {
        problems.push(given ? `los impuestos internos ${quoted(given)} deben ser un porcentaje entre 0 y ${MAX_INTERNAL_TAX_RATE}.` : 'faltan los impuestos internos.');
      } else change[TAX_COLUMNS[column]] = rate;
    }
    if (problems.length) errors.push({ line, message: sentence(problems.join(' ')) });
    else {
      lineOf.set(change.id, line);
      changes.push(change);
    }
  }
  if (changes.length === 0 && errors.length === 0) return refused(2, 'El archivo no tiene ninguna línea de productos.');
  // Rates change what a price contains: only those who may set prices may set them.
  return { changes, lineOf, errors, changesPrices: prices.length > 0 || taxes.length > 0 };
}
