import { importMessages as m, type WeightUnit } from '@levelup/shared';
import { cellError, cellOf, keptRpe, readDateTime, readNumber, readReps } from './cells';
import type { CsvRow } from './csv-table';
import type { ExportedSet, ReadOptions } from './exported-set';

const HEVY_COLUMNS = ['title', 'start_time', 'exercise_title', 'set_type', 'reps'];
/** Hevy names the unit in the weight's column: `weight_kg` or `weight_lbs`. */
const WEIGHT_COLUMNS: Record<string, WeightUnit> = { weight_kg: 'kg', weight_lbs: 'lb' };

/** Hevy's header, and the column its weights are in; null when it is not Hevy's. */
export function hevyWeightColumnOf(header: readonly string[]): string | null {
  if (!HEVY_COLUMNS.every((column) => header.includes(column))) return null;
  return header.find((column) => column in WEIGHT_COLUMNS) ?? null;
}

/** A Hevy row: set_type is normal, warmup, failure or dropset. */
export function readHevyRow(row: CsvRow, weightColumn: string, options: ReadOptions): ExportedSet {
  const exercise = cellOf(row, 'exercise_title');
  if (!exercise) throw cellError(row, 'exercise_title', m.missingValue);
  return {
    line: row.line,
    startedAt: readDateTime(row, 'start_time', options.utcOffsetMinutes),
    workoutName: cellOf(row, 'title'),
    exercise,
    warmup: cellOf(row, 'set_type').toLowerCase() === 'warmup',
    weight: readNumber(row, weightColumn, options.decimalComma),
    unit: WEIGHT_COLUMNS[weightColumn] ?? options.unit,
    reps: readReps(row, 'reps', options.decimalComma),
    rpe: keptRpe(readNumber(row, 'rpe', options.decimalComma)),
    skip: false,
    raw: Object.values(row.cells),
  };
}
