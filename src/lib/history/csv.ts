/**
 * A CSV writer for exports (RFC 4180): CRLF line ends, a cell quoted when it holds a comma, a quote, CR or LF (its
 * quotes doubled), a UTF-8 byte-order mark first so spreadsheets read the text as UTF-8. A text cell a spreadsheet
 * would run as a formula (starting with = + - @ tab or CR) gets a leading ' (OWASP's CSV injection advice); a plain
 * decimal number ("-12.5") is a value, never a formula, and stays as it is so it imports as a number.
 */

/** The UTF-8 byte-order mark, first character of every file the writer makes. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as the file holds it: guarded against formulas, then quoted when RFC 4180 needs it. */
export function csvCell(value: string): string {
  const guarded = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** One record: its cells joined by commas and ended with CRLF. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A whole file: BOM, the header line, then one line per row. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return CSV_BOM + csvLine(header) + rows.map(csvLine).join('');
}
