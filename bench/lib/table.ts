/** A Markdown table with its columns padded, so it reads the same in a terminal and in a .md file. */
export function table(header: readonly string[], rows: readonly (readonly string[])[], align?: readonly ('l' | 'r')[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length), 3));
  const side = (i: number) => align?.[i] ?? (i === 0 ? 'l' : 'r');
  const pad = (text: string, i: number) => (side(i) === 'l' ? text.padEnd(widths[i]!) : text.padStart(widths[i]!));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => pad(c, i)).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (side(i) === 'l' ? `:${'-'.repeat(w - 1)}` : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export const fixed = (n: number | undefined, digits = 0) => (n === undefined || !Number.isFinite(n) ? '—' : n.toFixed(digits));
export const ms = (n: number | undefined, digits = 0) => (n === undefined || !Number.isFinite(n) ? '—' : `${n.toFixed(digits)} ms`);
export const kB = (bytes: number | undefined) => (bytes === undefined ? '—' : `${(bytes / 1024).toFixed(1)} kB`);
export const ratio = (a: number | undefined, b: number | undefined, digits = 2) =>
  a === undefined || b === undefined || b === 0 ? '—' : `${(a / b).toFixed(digits)}×`;
export const percent = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined || b === 0 ? '—' : `${((100 * a) / b).toFixed(0)} %`;

export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The p-th percentile (0–100) of the values, nearest rank. */
export function percentile(sorted: readonly number[], p: number): number | undefined {
  if (sorted.length === 0) return undefined;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}
