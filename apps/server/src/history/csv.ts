/** A CSV cell: text, a number, a yes/no, a moment (written as ISO 8601) or nothing. */
export type CsvValue = string | number | boolean | Date | null | undefined;

/** A table as one CSV file holds it: a header row and the rows under it. */
export interface CsvTable {
  columns: readonly string[];
  rows: readonly (readonly CsvValue[])[];
}

// Spreadsheets run text that starts like a formula; a leading apostrophe keeps it text (OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * One table as RFC 4180 CSV that opens cleanly in a spreadsheet: a UTF-8 byte order mark (so
 * accents survive Excel), CRLF line ends, quoted cells where needed, ISO dates.
 */
export function toCsv(table: CsvTable): string {
  const lines = [table.columns, ...table.rows].map((row) => row.map(cell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
