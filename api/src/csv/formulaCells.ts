/**
 * A cell a spreadsheet would run as a formula: one beginning with = + - @ (or a tab or carriage
 * return, which some spreadsheets skip before looking). A product named "=HYPERLINK(…)" must reach
 * the staff's spreadsheet as text, never as a formula that calls out or runs.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as text for a spreadsheet: a leading apostrophe, which the spreadsheet shows as nothing, keeps it text. */
export const escapeFormula = (cell: string): string => (FORMULA_START.test(cell) ? `'${cell}` : cell);

/** The cell as it was before `escapeFormula`, when a file exported by the shop comes back. */
export const unescapeFormula = (cell: string): string => (cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell);
