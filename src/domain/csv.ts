/**
 * The one writer of CSV cells, for every file the product exports (the
 * server's microchip register and CER annual report, the client's cat lists).
 *
 * A spreadsheet runs a cell that starts with = + - @, a tab or a carriage
 * return as a formula, so a cat named `=HYPERLINK(...)` would leak the sheet or
 * run a command on the reader's computer. OWASP's rule applies to text people
 * typed: such a cell gets a single quote in front (the spreadsheet shows it as
 * text) and is quoted. Our own numbers, passed as `number` (ids, counts,
 * coordinates such as -2.6427), are never text anybody typed, so they stay
 * numbers the spreadsheet can add up; a text that merely looks like a number
 * ("-3" typed in a form) is text and is defused like any other.
 */

export type CsvSeparator = ';' | ',';

export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: empty for null, a number as written, a text defused and quoted when needed. */
export function csvCell(value: CsvValue, separator: CsvSeparator): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const defused = FORMULA_START.test(value);
  const text = defused ? `'${value}` : value;
  return defused || text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells (without its line break). */
export function csvLine(values: readonly CsvValue[], separator: CsvSeparator): string {
  return values.map((value) => csvCell(value, separator)).join(separator);
}

/**
 * A whole file for a Spanish spreadsheet, as every file the server exports is written: UTF-8 with a BOM
 * (Excel reads it as UTF-8 only then), CRLF line breaks, and a last line break.
 */
export function csvDocument(rows: readonly (readonly CsvValue[])[], separator: CsvSeparator): string {
  return `\uFEFF${rows.map((row) => `${csvLine(row, separator)}\r\n`).join('')}`;
}

/** Reads back a cell csvCell defused, when our own export is imported again: `'=texto` is `=texto` as it was typed. */
export function undoDefuse(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}
