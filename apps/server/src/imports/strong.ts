import { cellError, cellOf, readSetRow, readUnit, type SetColumns } from './cells';
import type { CsvRow } from './csv-table';
import type { ExportedSet, ReadOptions } from './exported-set';

/** Columns both of Strong's layouts have. */
const STRONG_COLUMNS = ['Date', 'Workout Name', 'Exercise Name', 'Set Order', 'Weight', 'Reps'];

const STRONG_SET_COLUMNS: SetColumns = {
  startedAt: 'Date',
  workoutName: 'Workout Name',
  exercise: 'Exercise Name',
  weight: 'Weight',
  reps: 'Reps',
  rpe: 'RPE',
};

/**
 * Whether a header is Strong's, and which layout: the older one names each weight's unit
 * (`Weight Unit`, usually with semicolons); the newer one has a `Duration` column and writes
 * weights in the unit the app was set to, which the person says on upload.
 */
export function strongLayoutOf(header: readonly string[]): 'strong-legacy' | 'strong' | null {
  if (!STRONG_COLUMNS.every((column) => header.includes(column))) return null;
  return header.includes('Weight Unit') ? 'strong-legacy' : 'strong';
}

/**
 * A Strong row. Its Set Order is the set's number, or a letter in the newer layout: W a warm-up,
 * D a drop set, F a set to failure; 'Rest Timer' rows hold no set.
 */
export function readStrongRow(row: CsvRow, options: ReadOptions): ExportedSet {
  const order = cellOf(row, 'Set Order');
  const restTimer = order.toLowerCase() === 'rest timer';
  if (!restTimer && !/^(\d+|[WDF])$/i.test(order)) {
    throw cellError(row, 'Set Order', (w) => (order ? w.badNumber(order) : w.missingValue));
  }
  return readSetRow(row, STRONG_SET_COLUMNS, options, {
    warmup: order.toUpperCase() === 'W',
    skip: restTimer,
    unit: () => readUnit(row, 'Weight Unit', options.unit),
  });
}
