import type { WeightUnit } from '@levelup/shared';

/** One row of an export as the importer reads it, before it becomes a set of the client's. */
export interface ExportedSet {
  line: number;
  /** When the workout started; with its name, what tells one workout of the file from another. */
  startedAt: Date;
  workoutName: string;
  exercise: string;
  warmup: boolean;
  /** As the file wrote it, in `unit`; blank (body-weight work) is null. */
  weight: number | null;
  unit: WeightUnit;
  reps: number | null;
  rpe: number | null;
  /** A row that is no set of weight and reps (Strong's rest timers). */
  skip: boolean;
  /** The row's cells as written, which the session's hash is made of. */
  raw: readonly string[];
}

/** How the parsers read a file: the fallback unit and the person's clock. */
export interface ReadOptions {
  unit: WeightUnit;
  utcOffsetMinutes: number;
  decimalComma: boolean;
}
