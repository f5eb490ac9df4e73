import { BUILDER_DEFAULTS, SETS_MAX, TARGET_RPE_DEFAULT } from '../constants';
import type { PhaseExerciseParams } from '../session/state';
import { clampReps, roundKg } from './rounding';
import { loadAtRpe } from './rpe';
import { storedKg } from './units';
import type { SetLoad } from './warm-up';

/** What the workout's plan puts in one client's cell: the working set and how many of them. */
export interface PlannedSet extends SetLoad {
  /** Working sets; kg is 0 when the client has no estimated max to load from. */
  sets: number;
}

/** The warm-up the plan prescribes before the working sets. */
export interface PlannedWarmUp extends SetLoad {
  sets: number;
  /** Percent of the working weight. */
  percent: number;
}

/**
 * The load a client lifts for `reps` reps at the workout's effort target (RPE 8 when it names
 * none): the RTS chart's percent of their estimated max (issue 35). Unrounded, as stored: the
 * session rounds it to what the gym's plates make. 0 without an estimated max.
 */
export function plannedLoad(
  e1rm: number | null | undefined,
  reps: number,
  rpe: number = TARGET_RPE_DEFAULT,
): number {
  if (typeof e1rm !== 'number' || !(e1rm > 0) || !Number.isFinite(reps)) return 0;
  return storedKg(loadAtRpe(e1rm, Math.max(1, reps), rpe));
}

/**
 * A client's cell as the workout plans it: reps at the bottom of the rep range (the target every
 * set must reach; reaching the top is the cue to add load), the plan's working sets (1, the
 * builder's default, when it names none), and the load for those reps from the client's
 * estimated max (best e1RM, else Fast Intake's estimate). Null when the exercise has no plan.
 */
export function plannedSet(
  params: PhaseExerciseParams | undefined,
  e1rm: number | null | undefined,
): PlannedSet | null {
  if (!params?.reps) return null;
  const reps = clampReps(params.reps.minReps);
  if (reps < 1) return null;
  const wanted = Math.round(params.sets?.sets ?? BUILDER_DEFAULTS.sets);
  const sets = Number.isFinite(wanted) ? Math.min(SETS_MAX, Math.max(1, wanted)) : 1;
  return { kg: plannedLoad(e1rm, reps, params.rir?.rpe), reps, sets };
}

/**
 * The plan's warm-up for a working weight: its sets and reps, at its percent of the working kg
 * (on the 2.5 kg step, or through `round`; 0 while the working weight is unknown). Null when the
 * plan has none.
 */
export function plannedWarmUp(
  params: PhaseExerciseParams | undefined,
  workingKg: number,
  round: (kg: number) => number = roundKg,
): PlannedWarmUp | null {
  const warmup = params?.warmup;
  if (!warmup || !(warmup.sets >= 1) || !(warmup.reps >= 1)) return null;
  return {
    sets: Math.round(warmup.sets),
    reps: clampReps(warmup.reps),
    percent: warmup.pctOfWorking,
    kg: workingKg > 0 ? round((workingKg * warmup.pctOfWorking) / 100) : 0,
  };
}
