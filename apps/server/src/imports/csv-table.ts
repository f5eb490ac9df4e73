import { IMPORT_MAX_ROWS } from '@levelup/shared';
import Papa from 'papaparse';
import { ImportFileError } from './import-file-error';

/** A data row of the file: its cells by header name, and the line it starts on (from 1). */
export interface CsvRow {
  line: number;
  cells: Record<string, string>;
}

/** A CSV file as the parsers read it: its header, its separator and its rows. */
export interface CsvTable {
  header: string[];
  delimiter: ',' | ';';
  rows: CsvRow[];
}

/** The line (from 1) each character offset of `text` is on, by the offsets of its line starts. */
function lineFinder(text: string) {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset: number) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] as number) <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
}

/** Strong writes its older exports with semicolons; the first line tells which it is. */
function delimiterOf(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  const count = (c: string) => firstLine.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * Reads a CSV export with papaparse, comma or semicolon separated, and names each row's line
 * (a quoted note may span lines, so a row's line is found from where it starts, not counted).
 * A row with the wrong number of cells or an unclosed quote is refused naming its line; more
 * than `IMPORT_MAX_ROWS` rows are refused whole.
 */
export function readCsvTable(input: string): CsvTable {
  // A byte-order mark (Excel's UTF-8) is not part of the first column's name.
  const text = input.replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new ImportFileError((w) => w.empty);
  const delimiter = delimiterOf(text);
  const lineOf = lineFinder(text);
  let header: string[] | null = null;
  const rows: CsvRow[] = [];
  let rowStart = 0;
  Papa.parse<string[]>(text, {
    delimiter,
    skipEmptyLines: 'greedy',
    step: (result) => {
      const line = lineOf(rowStart);
      // The cursor is where this row ends; the next starts after its line break.
      rowStart = result.meta.cursor;
      while (text[rowStart] === '\r' || text[rowStart] === '\n') rowStart += 1;
      const [error] = result.errors;
      if (error) {
        throw new ImportFileError(
          (w) => w.atLine(line, error.type === 'Quotes' ? w.badQuotes : error.message),
          line,
        );
      }
      const cells = result.data.map((cell) => cell.trim());
      if (!header) {
        header = cells;
        return;
      }
      const columns = header.length;
      if (cells.length !== columns) {
        throw new ImportFileError(
          (w) => w.atLine(line, w.wrongFieldCount(columns, cells.length)),
          line,
        );
      }
      if (rows.length >= IMPORT_MAX_ROWS)
        throw new ImportFileError((w) => w.tooManyRows(IMPORT_MAX_ROWS));
      const named: Record<string, string> = {};
      header.forEach((name, index) => {
        named[name] = cells[index] ?? '';
      });
      rows.push({ line, cells: named });
    },
  });
  if (!header) throw new ImportFileError((w) => w.empty);
  return { header, delimiter, rows };
}
