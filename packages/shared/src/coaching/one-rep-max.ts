import {
  DEFAULT_RM_ANCHOR,
  type RmAnchor,
  SUGGESTED_REPS_FALLBACK,
  SUGGESTED_REPS_THRESHOLDS,
} from '../constants';
import { roundKg } from './rounding';

/** Estimated one-rep max by the Epley formula, `kg * (1 + reps / 30)` (design 4.7). */
export function estimatedOneRepMax(kg: number, reps: number): number {
  if (!Number.isFinite(kg) || !Number.isFinite(reps) || kg <= 0 || reps < 0) return 0;
  return kg * (1 + reps / 30);
}

/**
 * The load a client can lift for `rm` reps given an estimated one-rep max (Epley inverted).
 * The 1 RM anchor is the estimate itself: Epley would otherwise put a single rep 3 % under it.
 */
export function repMaxWeight(oneRepMax: number, rm: RmAnchor = DEFAULT_RM_ANCHOR): number {
  if (!Number.isFinite(oneRepMax) || oneRepMax <= 0) return 0;
  return rm === 1 ? oneRepMax : oneRepMax / (1 + rm / 30);
}

/**
 * Suggested working weight: `percent` of the RM anchor's load, rounded by `round` (to 2.5 kg
 * unless said; the grid rounds to what the gym's floor can load).
 */
export function suggestWorkingWeight(
  oneRepMax: number,
  percent: number,
  rm: RmAnchor = DEFAULT_RM_ANCHOR,
  round: (kg: number) => number = roundKg,
): number {
  if (!Number.isFinite(percent) || percent <= 0) return 0;
  return round((repMaxWeight(oneRepMax, rm) * percent) / 100);
}

/** Suggested reps at a percent of max: 90 or more gives 1, 80 gives 3, 70 gives 5, else 8. */
export function suggestReps(percent: number): number {
  for (const { minPercent, reps } of SUGGESTED_REPS_THRESHOLDS) {
    if (percent >= minPercent) return reps;
  }
  return SUGGESTED_REPS_FALLBACK;
}
