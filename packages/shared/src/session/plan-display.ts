import { formatLoad, shownLoadNumber } from '../coaching/units';
import type { WeightUnit } from '../constants';
import { liveSessionMessages as m } from '../messages';
import type { Cell, PhaseExerciseParams } from './state';

/** What a grid cell shows of its set: the same on the trainer's grid and the TV. */
export interface CellValues {
  kg: string;
  reps: string;
  /** The plan's working sets ('×4'), when the workout prescribes more than one. */
  sets: string | null;
  /** The values are the plan's targets, not a performed set (shown muted). */
  planned: boolean;
}

/**
 * A cell's values as the grid shows them, the load in `unit` (the viewer's). A planned cell
 * without a load (a client with no estimated max) shows a dash rather than 0 kg, which would read
 * as a body-weight set.
 */
export function cellValues(cell: Cell, unit: WeightUnit = 'kg'): CellValues {
  const planned = cell.planned === true;
  return {
    kg: planned && cell.kg === 0 ? m.noLoadYet : shownLoadNumber(cell.kg, unit),
    reps: String(cell.reps),
    // One set is the builder's default: a '×1' on every cell would say nothing.
    sets: cell.sets !== undefined && cell.sets > 1 ? m.setsCount(cell.sets) : null,
    planned,
  };
}

/**
 * A cell's accessible name, its load in `unit`: the plan in words (its working sets) while it is
 * the plan, else the set.
 */
export function cellValuesLabel(
  cell: Cell,
  exercise: string,
  client: string,
  unit: WeightUnit = 'kg',
  /** The load the working sets are prescribed at (`workingLoadOf`): the plan's, as loaded. */
  workingKg: number | null = null,
): string {
  if (cell.planned !== true) {
    return m.cellLabel(exercise, client, formatLoad(cell.kg, unit), cell.reps);
  }
  const working = cell.target ?? cell;
  const kg = workingKg ?? working.kg;
  const load = kg > 0 ? formatLoad(kg, unit) : '';
  return m.plannedCellLabel(exercise, client, load, working.reps, cell.sets ?? 1);
}

/** An exercise's plan as its row shows it: the working sets by the rep range, and the warm-up. */
export interface ExercisePlanText {
  /** '4×8–10' */
  working: string;
  /** 'warm-up 2×8 @ 60%', or null when the plan has no warm-up. */
  warmUp: string | null;
}

/** An exercise's plan in words, for its row; null when the workout plans nothing for it. */
export function exercisePlanText(params: PhaseExerciseParams | undefined): ExercisePlanText | null {
  if (!params?.reps) return null;
  const sets = params.sets?.sets ?? 1;
  const working = m.exercisePlan(sets, params.reps.minReps, params.reps.maxReps);
  const { warmup } = params;
  if (!warmup || !(warmup.sets >= 1)) return { working, warmUp: null };
  return { working, warmUp: m.warmUpPlan(warmup.sets, warmup.reps, warmup.pctOfWorking) };
}
