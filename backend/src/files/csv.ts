/**
 * Spreadsheet files as RFC 4180 CSV: CRLF between records, a field quoted when it holds a
 * comma, a quote or a line break (its quotes doubled). Text that a spreadsheet would take for a
 * formula (starting with =, +, -, @, a tab or a carriage return) is prefixed with an apostrophe,
 * as OWASP advises against CSV injection: a job title someone pasted must never run in Excel.
 * Numbers are written as numbers. A byte order mark leads, so that Excel reads UTF-8 (accents,
 * "€") rather than the system's code page.
 */

export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

function textCell(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return textCell(value);
}

/** The header record and the rows, as the file's text (BOM included). */
export function writeCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const records = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${records.join('\r\n')}\r\n`;
}
