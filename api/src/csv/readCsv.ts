import { setImmediate as nextTurn } from 'node:timers/promises';
import { parse } from 'csv-parse';

/** One record of a file, with the line of the file it starts on (the header is line 1). */
export type CsvRecord = { fields: string[]; line: number };

/** A quote left open, or closed in the middle of a field: the file cannot be read past that line. */
export class UnclosedQuote extends Error {
  constructor(readonly line: number) {
    super(`Línea ${line}: las comillas no están bien cerradas.`);
  }
}

export type CsvReader = {
  delimiter: ',' | ';';
  /** The file's records in order; throws UnclosedQuote where the file cannot be read further. */
  records: AsyncGenerator<CsvRecord>;
};

/**
 * Text fed to the parser at once. The event loop has a turn after each slice (and after the caller
 * has looked at the slice's records), so a file of 200,000 lines never holds the server: each turn
 * costs a few milliseconds however large the file is.
 */
const SLICE = 4 * 1024;

const LINE_BREAK = /\r\n|\n|\r/;
const HEADER_PROBE = 4 * 1024;
const LINE_BREAKS = /\r\n|\n|\r/g;

/**
 * A CSV file as the company's tools write it: comma-separated, or — as a spreadsheet in Spanish
 * exports it — semicolon-separated (told by the first line). csv-parse reads the fields, as a
 * stream: one in double quotes may hold the delimiter, line breaks and "" for a quote. Blank lines
 * are skipped.
 */
export function readCsv(text: string): CsvReader {
  const start = text.startsWith('\uFEFF') ? 1 : 0;
  // A header is a short line: the delimiter is told from its first few kilobytes, never the whole file.
  const opening = text.slice(start, start + HEADER_PROBE);
  const firstBreak = opening.search(LINE_BREAK);
  const firstLine = firstBreak === -1 ? opening : opening.slice(0, firstBreak);
  const delimiter = firstLine.includes(';') ? ';' : ',';
  return { delimiter, records: records(text, delimiter) };
}

async function* records(text: string, delimiter: ',' | ';'): AsyncGenerator<CsvRecord> {
  // Without csv-parse's `info` (it builds an object per record: four times the cost) and without
  // skip_empty_lines, each record is one line break after the previous one plus the breaks inside
  // its quoted fields: the line numbers are counted here, and blank lines dropped here.
  const parser = parse({ delimiter, bom: true, record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: true });
  const ready: CsvRecord[] = [];
  let line = 1;
  let failure: { lines?: number } | undefined;
  parser.on('data', (fields: string[]) => {
    const at = line;
    line += 1 + fields.reduce((n, field) => n + (field.includes('\n') || field.includes('\r') ? (field.match(LINE_BREAKS)?.length ?? 0) : 0), 0);
    if (fields.length === 1 && fields[0] === '') return; // a blank line
    ready.push({ fields, line: at });
  });
  parser.on('error', (error) => {
    failure = error as { lines?: number };
  });
  // Closed once it has ended, or once an error stopped it.
  const closed = new Promise<void>((resolve) => parser.once('close', resolve));
  try {
    for (let at = 0; at < text.length && !failure; at += SLICE) {
      parser.write(text.slice(at, at + SLICE));
      await nextTurn();
      yield* ready.splice(0);
    }
    if (!failure) {
      parser.end();
      await closed;
      yield* ready.splice(0);
    }
    if (failure) throw new UnclosedQuote(failure.lines ?? 1);
  } finally {
    parser.destroy();
  }
}

/** A header's column as it is compared: trimmed, in small letters (and no name is longer than 100). */
export function columnName(field: string): string {
  return field.slice(0, 100).trim().toLowerCase();
}

/** A field as a refusal quotes it: enough to find it in the file, never the whole of a huge one. */
export function quoted(field: string): string {
  return `"${field.length > 40 ? `${field.slice(0, 40)}…` : field}"`;
}

/**
 * An amount as written in a file of this delimiter: 2000000.50 with commas between fields, and
 * 2.000.000,50 or 2000000,50 with semicolons. NaN when it is not one (at most two decimals).
 */
export function csvAmount(value: string, delimiter: ',' | ';'): number {
  const plain = delimiter === ';' && /^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/.test(value) ? value.replace(/\./g, '').replace(',', '.') : value;
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Number(plain) : Number.NaN;
}
