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
const SLICE = 32 * 1024;

const LINE_BREAK = /\r\n|\n|\r/;
const LINE_BREAKS = /\r\n|\n|\r/g;

/**
 * A CSV file as the company's tools write it: comma-separated, or — as a spreadsheet in Spanish
 * exports it — semicolon-separated (told by the first line). csv-parse reads the fields, as a
 * stream: one in double quotes may hold the delimiter, line breaks and "" for a quote. Blank lines
 * are skipped.
 */
export function readCsv(text: string): CsvReader {
  const start = text.startsWith('\uFEFF') ? 1 : 0;
  const firstBreak = text.slice(start).search(LINE_BREAK);
  const firstLine = firstBreak === -1 ? text.slice(start) : text.slice(start, start + firstBreak);
  const delimiter = firstLine.includes(';') ? ';' : ',';
  return { delimiter, records: records(text, delimiter) };
}

async function* records(text: string, delimiter: ',' | ';'): AsyncGenerator<CsvRecord> {
  const parser = parse({ delimiter, bom: true, record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: true, skip_empty_lines: true, info: true });
  const ready: CsvRecord[] = [];
  let failure: { lines?: number } | undefined;
  parser.on('readable', () => {
    for (let read = parser.read(); read !== null; read = parser.read()) {
      const { record, info } = read as { record: string[]; info: { lines: number } };
      // A record ends on info.lines; a quoted field with line breaks started it earlier.
      ready.push({ fields: record, line: info.lines - record.reduce((n, field) => n + (field.match(LINE_BREAKS)?.length ?? 0), 0) });
    }
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

/**
 * An amount as written in a file of this delimiter: 2000000.50 with commas between fields, and
 * 2.000.000,50 or 2000000,50 with semicolons. NaN when it is not one (at most two decimals).
 */
export function csvAmount(value: string, delimiter: ',' | ';'): number {
  const plain = delimiter === ';' && /^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/.test(value) ? value.replace(/\./g, '').replace(',', '.') : value;
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Number(plain) : Number.NaN;
}
