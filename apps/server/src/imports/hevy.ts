import type { WeightUnit } from '@levelup/shared';
import { cellOf, readSetRow, type SetColumns } from './cells';
import type { CsvRow } from './csv-table';
import type { ExportedSet, ReadOptions } from './exported-set';

const HEVY_COLUMNS = ['title', 'start_time', 'exercise_title', 'set_type', 'reps'];
const HEVY_SET_COLUMNS = {
  startedAt: 'start_time',
  workoutName: 'title',
  exercise: 'exercise_title',
  reps: 'reps',
  rpe: 'rpe',
};
/** Hevy names the unit in the weight's column: `weight_kg` or `weight_lbs`. */
const WEIGHT_COLUMNS: Record<string, WeightUnit> = { weight_kg: 'kg', weight_lbs: 'lb' };

/** Hevy's header, and the column its weights are in; null when it is not Hevy's. */
export function hevyWeightColumnOf(header: readonly string[]): string | null {
  if (!HEVY_COLUMNS.every((column) => header.includes(column))) return null;
  return header.find((column) => column in WEIGHT_COLUMNS) ?? null;
}

/** A Hevy row: set_type is normal, warmup, failure or dropset. */
export function readHevyRow(row: CsvRow, weightColumn: string, options: ReadOptions): ExportedSet {
  const columns: SetColumns = { ...HEVY_SET_COLUMNS, weight: weightColumn };
  return readSetRow(row, columns, options, {
    warmup: cellOf(row, 'set_type').toLowerCase() === 'warmup',
    skip: false,
    unit: () => WEIGHT_COLUMNS[weightColumn] ?? options.unit,
  });
}
