import { RPE_MAX, RPE_MIN, RPE_STEP, type WeightUnit } from '@levelup/shared';
import type { CsvRow } from './csv-table';
import type { ExportedSet, ReadOptions } from './exported-set';
import { ImportFileError, type ImportWords } from './import-file-error';

/** A refusal naming the row's line and the column. */
export const cellError = (row: CsvRow, column: string, why: ImportWords) =>
  new ImportFileError((w) => w.atCell(row.line, column, why(w)), row.line, column);

/** A cell's text ('' when the column is absent). */
export const cellOf = (row: CsvRow, column: string) => row.cells[column] ?? '';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * Strong: `2019-01-11 12:31:54`, or with a 12-hour clock (`2024-03-02 6:31:15 PM`); an ISO time
 * with its zone (`2024-11-26T07:30:00Z`, `+01:00`) is taken at that zone.
 */
const ISO_LIKE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*([AP]M)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** A zone as ISO writes it, in minutes east of UTC. */
function zoneMinutes(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
}
/** Hevy: `26 Nov 2024, 07:30`. */
const DAY_MONTH_YEAR = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A date and time as the exports write them, on the clock of the person who trained (the files
 * carry no zone), as the instant it was: `utcOffsetMinutes` east of UTC.
 */
export function readDateTime(row: CsvRow, column: string, utcOffsetMinutes: number): Date {
  const value = cellOf(row, column);
  let parts: [number, number, number, number, number, number] | null = null;
  let offset = utcOffsetMinutes;
  const iso = ISO_LIKE.exec(value);
  if (iso) {
    if (iso[8]) offset = zoneMinutes(iso[8]);
    let hour = Number(iso[4] ?? 0);
    const meridiem = iso[7]?.toUpperCase();
    if (meridiem === 'PM' && hour < 12) hour += 12;
    if (meridiem === 'AM' && hour === 12) hour = 0;
    parts = [
      Number(iso[1]),
      Number(iso[2]) - 1,
      Number(iso[3]),
      hour,
      Number(iso[5] ?? 0),
      Number(iso[6] ?? 0),
    ];
  } else {
    const dmy = DAY_MONTH_YEAR.exec(value);
    const month = dmy ? MONTHS.indexOf((dmy[2] as string).toLowerCase()) : -1;
    if (dmy && month >= 0) {
      parts = [
        Number(dmy[3]),
        month,
        Number(dmy[1]),
        Number(dmy[4]),
        Number(dmy[5]),
        Number(dmy[6] ?? 0),
      ];
    }
  }
  if (!parts) throw cellError(row, column, (w) => (value ? w.badDate(value) : w.missingValue));
  const local = Date.UTC(...parts);
  const check = new Date(local);
  // 2024-02-31 is no date, though Date.UTC would roll it into March.
  if (check.getUTCMonth() !== parts[1] || check.getUTCDate() !== parts[2] || parts[3] > 23) {
    throw cellError(row, column, (w) => w.badDate(value));
  }
  return new Date(local - offset * 60_000);
}

/**
 * A number as the exports write it; blank is null. A decimal comma is read as a point in a
 * semicolon-separated file, where the comma cannot be the separator.
 */
export function readNumber(row: CsvRow, column: string, decimalComma: boolean): number | null {
  const value = cellOf(row, column);
  if (value === '') return null;
  const number = Number(decimalComma ? value.replace(',', '.') : value);
  if (!Number.isFinite(number)) throw cellError(row, column, (w) => w.badNumber(value));
  return number;
}

/** Reps: a whole number, blank as null. */
export function readReps(row: CsvRow, column: string, decimalComma: boolean): number | null {
  const reps = readNumber(row, column, decimalComma);
  if (reps !== null && (!Number.isInteger(reps) || reps < 0)) {
    throw cellError(row, column, (w) => w.badReps(cellOf(row, column)));
  }
  return reps;
}

/** A weight unit as Strong writes it (`kg`, `lbs`); blank is `fallback`. */
export function readUnit(row: CsvRow, column: string, fallback: WeightUnit): WeightUnit {
  const value = cellOf(row, column).toLowerCase();
  if (value === '') return fallback;
  if (value === 'kg' || value === 'kgs') return 'kg';
  if (value === 'lb' || value === 'lbs') return 'lb';
  throw cellError(row, column, (w) => w.badUnit(cellOf(row, column)));
}

/**
 * An RPE the app keeps (6 to 10 in halves); any other (the apps allow 1 to 10) is dropped, so
 * the set still counts and its e1RM is Epley's.
 */
export function keptRpe(rpe: number | null): number | null {
  if (rpe === null || rpe < RPE_MIN || rpe > RPE_MAX) return null;
  return Math.round(rpe / RPE_STEP) * RPE_STEP;
}

/** The columns an app's export writes each part of a set in. */
export interface SetColumns {
  startedAt: string;
  workoutName: string;
  exercise: string;
  weight: string;
  reps: string;
  rpe: string;
}

/**
 * A row read through its app's column names; `kind` says what only that app's own columns tell
 * (a warm-up, a row that holds no set, the weight's unit, read in the row's order).
 */
export function readSetRow(
  row: CsvRow,
  columns: SetColumns,
  options: ReadOptions,
  kind: { warmup: boolean; skip: boolean; unit: () => WeightUnit },
): ExportedSet {
  const exercise = cellOf(row, columns.exercise);
  if (!exercise) throw cellError(row, columns.exercise, (w) => w.missingValue);
  return {
    line: row.line,
    startedAt: readDateTime(row, columns.startedAt, options.utcOffsetMinutes),
    workoutName: cellOf(row, columns.workoutName),
    exercise,
    warmup: kind.warmup,
    weight: readNumber(row, columns.weight, options.decimalComma),
    unit: kind.unit(),
    reps: readReps(row, columns.reps, options.decimalComma),
    rpe: keptRpe(readNumber(row, columns.rpe, options.decimalComma)),
    skip: kind.skip,
    raw: Object.values(row.cells),
  };
}
