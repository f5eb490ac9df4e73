import { createHash } from 'node:crypto';
import { type ImportFormat, KG_MAX, REPS_MAX, type WeightUnit } from '@levelup/shared';
import { toKg } from '@levelup/shared/coaching';
import { cellError } from './cells';
import { type CsvRow, readCsvTable } from './csv-table';
import type { ExportedSet, ReadOptions } from './exported-set';
import { hevyWeightColumnOf, readHevyRow } from './hevy';
import { ImportFileError } from './import-file-error';
import { readStrongRow, strongLayoutOf } from './strong';

/** A set to import, in kg. */
export interface ImportedSet {
  exercise: string;
  kg: number;
  reps: number;
  rpe: number | null;
  warmup: boolean;
  /** Which set of its exercise in the session, from 0. */
  setIndex: number;
}

/** A workout of the file, to become one finished session of the client's. */
export interface ImportedSession {
  /** sha256 of the rows it came from as written: the same workout imported again is known. */
  hash: string;
  startedAt: Date;
  workoutName: string;
  sets: ImportedSet[];
}

/** What a file holds, read and checked, before anything is written. */
export interface ParsedExport {
  format: ImportFormat;
  /** The unit the file's weights are in (the one given, unless the file names its own). */
  unit: WeightUnit;
  sessions: ImportedSession[];
  /** Rows that are no set of weight and reps: cardio, timed holds, rest timers. */
  skippedRows: number;
}

type RowReader = (row: CsvRow, options: ReadOptions) => ExportedSet;

function readerFor(header: readonly string[]) {
  const strong = strongLayoutOf(header);
  if (strong) {
    const read: RowReader = readStrongRow;
    return { format: strong, read, weightColumn: 'Weight' };
  }
  const hevyWeight = hevyWeightColumnOf(header);
  if (hevyWeight) {
    const read: RowReader = (row, options) => readHevyRow(row, hevyWeight, options);
    return { format: 'hevy' as const, read, weightColumn: hevyWeight };
  }
  throw new ImportFileError((w) => w.unknownFormat, 1);
}

const KG_PER_UNIT: Record<WeightUnit, number> = { kg: 1, lb: toKg(1, 'lb') };

/**
 * Reads a Strong or Hevy CSV export (issue 33) into the workouts it holds, each with the hash of
 * its rows. The format is told by the header; a semicolon-separated file reads decimal commas.
 * The first row that cannot be read refuses the whole file, naming its line and column.
 */
export function parseExport(
  text: string,
  options: { unit: WeightUnit; utcOffsetMinutes: number },
): ParsedExport {
  const table = readCsvTable(text);
  const { format, read, weightColumn } = readerFor(table.header);
  const readOptions: ReadOptions = { ...options, decimalComma: table.delimiter === ';' };

  const byWorkout = new Map<string, { rows: ExportedSet[] }>();
  const units = new Set<WeightUnit>();
  let skippedRows = 0;
  for (const row of table.rows) {
    const set = read(row, readOptions);
    const workoutKey = `${set.startedAt.toISOString()}\u0000${set.workoutName}`;
    const workout = byWorkout.get(workoutKey) ?? { rows: [] };
    byWorkout.set(workoutKey, workout);
    workout.rows.push(set);
    if (set.weight !== null) units.add(set.unit);
    if (set.weight !== null && (set.weight < 0 || set.weight * KG_PER_UNIT[set.unit] > KG_MAX)) {
      throw cellError(row, weightColumn, (w) => w.outOfRange(String(set.weight)));
    }
  }

  const sessions = new Map<string, ImportedSession>();
  for (const { rows } of byWorkout.values()) {
    const first = rows[0] as ExportedSet;
    const hash = createHash('sha256')
      .update(JSON.stringify([format, rows.map((r) => r.raw)]))
      .digest('base64url');
    const perExercise = new Map<string, number>();
    const sets: ImportedSet[] = [];
    for (const row of rows) {
      if (row.skip || !row.reps || row.reps > REPS_MAX) {
        skippedRows += 1;
        continue;
      }
      const setIndex = perExercise.get(row.exercise) ?? 0;
      perExercise.set(row.exercise, setIndex + 1);
      sets.push({
        exercise: row.exercise,
        kg: toKg(row.weight ?? 0, row.unit),
        reps: row.reps,
        rpe: row.rpe,
        warmup: row.warmup,
        setIndex,
      });
    }
    // The same workout written twice in one file is imported once.
    if (sets.length > 0 && !sessions.has(hash)) {
      sessions.set(hash, {
        hash,
        startedAt: first.startedAt,
        workoutName: first.workoutName,
        sets,
      });
    }
  }
  const unit = units.size === 1 ? ([...units][0] as WeightUnit) : options.unit;
  return {
    format,
    unit,
    sessions: [...sessions.values()].sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime()),
    skippedRows,
  };
}
