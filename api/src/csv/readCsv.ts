import { parse } from 'csv-parse/sync';

/** One record of a file, with the line of the file it starts on (the header is line 1). */
export type CsvRecord = { fields: string[]; line: number };

export type ReadCsv =
  | { delimiter: ',' | ';'; records: CsvRecord[] }
  /** A quote left open, or closed in the middle of a field: the file cannot be read past that line. */
  | { unclosedQuoteLine: number };

/**
 * A CSV file as the company's tools write it: comma-separated, or — as a spreadsheet in Spanish
 * exports it — semicolon-separated (told by the first line). csv-parse reads the fields: one in
 * double quotes may hold the delimiter, line breaks and "" for a quote. Blank lines are skipped.
 */
export function readCsv(text: string): ReadCsv {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') ? ';' : ',';
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(text, { delimiter, bom: true, record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: true, skip_empty_lines: true, info: true }) as unknown as typeof parsed;
  } catch (error) {
    return { unclosedQuoteLine: (error as { lines?: number }).lines ?? 1 };
  }
  // A record ends on info.lines; a quoted field with line breaks started it earlier.
  const records = parsed.map(({ record, info }) => ({ fields: record, line: info.lines - record.reduce((n, field) => n + (field.match(/\r\n|\n|\r/g)?.length ?? 0), 0) }));
  return { delimiter, records };
}

/**
 * An amount as written in a file of this delimiter: 2000000.50 with commas between fields, and
 * 2.000.000,50 or 2000000,50 with semicolons. NaN when it is not one (at most two decimals).
 */
export function csvAmount(value: string, delimiter: ',' | ';'): number {
  const plain = delimiter === ';' && /^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/.test(value) ? value.replace(/\./g, '').replace(',', '.') : value;
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Number(plain) : Number.NaN;
}
