import {
  BUILD_UP_DEFAULT_PERCENTS,
  BUILD_UP_MAX_SETS,
  BUILD_UP_PERCENT_MAX,
  BUILD_UP_PERCENT_MIN,
  BUILD_UP_PERCENT_STEP,
  PYRAMID_PERCENTS,
  REVERSE_PYRAMID_PERCENTS,
  WARMUP_PERCENT_DEFAULT,
  WARMUP_PERCENT_MAX,
  WARMUP_PERCENT_MIN,
  WARMUP_PERCENT_STEP,
  WARMUP_REPS_MAX,
  WARMUP_REPS_MIN,
} from '../constants';
import { suggestReps } from './one-rep-max';
import { roundKg, snapToStep } from './rounding';

export interface SetLoad {
  kg: number;
  reps: number;
}

export type BuildUpPattern = 'pyramid' | 'reverse';

/** Warm-up percent as the settings editor allows it: 10 to 120 in steps of 2.5. */
export function clampWarmupPercent(percent: number): number {
  return snapToStep(percent, WARMUP_PERCENT_MIN, WARMUP_PERCENT_MAX, WARMUP_PERCENT_STEP);
}

/** Build-up set percent: 10 to 120 in steps of 2.5. */
export function clampBuildUpPercent(percent: number): number {
  return snapToStep(percent, BUILD_UP_PERCENT_MIN, BUILD_UP_PERCENT_MAX, BUILD_UP_PERCENT_STEP);
}

/** Build-up percents as stored: each clamped, at most 5 sets (later ones are dropped). */
export function clampBuildUpPercents(percents: readonly number[]): number[] {
  return percents.slice(0, BUILD_UP_MAX_SETS).map(clampBuildUpPercent);
}

/**
 * The warm-up set for a working set: kg is `percent` (default 60) of the working weight rounded
 * by `round` (to 2.5 kg unless said), and reps are the working reps clamped to 6-8.
 */
export function warmUpSet(
  working: SetLoad,
  percent: number = WARMUP_PERCENT_DEFAULT,
  round: (kg: number) => number = roundKg,
): SetLoad {
  const kg = round((working.kg * clampWarmupPercent(percent)) / 100);
  const reps = Math.min(WARMUP_REPS_MAX, Math.max(WARMUP_REPS_MIN, Math.round(working.reps)));
  return { kg, reps: Number.isFinite(reps) ? reps : WARMUP_REPS_MIN };
}

/** Percents of the built-in build-up schemes. */
export function buildUpPercents(pattern?: BuildUpPattern): readonly number[] {
  if (pattern === 'pyramid') return PYRAMID_PERCENTS;
  if (pattern === 'reverse') return REVERSE_PYRAMID_PERCENTS;
  return BUILD_UP_DEFAULT_PERCENTS;
}

export interface BuildUpSet extends SetLoad {
  percent: number;
}

/**
 * Build-up sets towards a working weight: each percent's load and suggested reps. Loads go on the
 * 2.5 kg step, or through `round` (the gym's loadable weights, in a live session).
 */
export function buildUpSets(
  workingKg: number,
  percents: readonly number[],
  round: (kg: number) => number = roundKg,
): BuildUpSet[] {
  return percents.map((percent) => ({
    percent,
    kg: round((workingKg * percent) / 100),
    reps: suggestReps(percent),
  }));
}
