import { KG_MIN, KG_STEP, REPS_MAX, REPS_MIN } from '../constants';

/**
 * Heaviest load a cell accepts. The spec sets no ceiling; this one keeps a typo (an extra digit)
 * or hostile input from reaching the grid, and is far above any real lift.
 */
export const KG_MAX = 1000;

/** Rounds a load to the nearest 2.5 kg plate step; never below 0, never above KG_MAX. */
export function roundKg(kg: number): number {
  if (!Number.isFinite(kg)) return KG_MIN;
  const rounded = Math.round(kg / KG_STEP) * KG_STEP;
  // `Math.round` of a negative half gives -0; adding 0 turns it into 0.
  return Math.min(KG_MAX, Math.max(KG_MIN, rounded)) + 0;
}

/** Rounds reps to a whole number between 0 and 50. */
export function clampReps(reps: number): number {
  if (!Number.isFinite(reps)) return REPS_MIN;
  return Math.min(REPS_MAX, Math.max(REPS_MIN, Math.round(reps))) + 0;
}

/** The weight stepper: one 2.5 kg step up (direction 1) or down (-1). */
export function stepKg(kg: number, direction: 1 | -1): number {
  return roundKg(roundKg(kg) + direction * KG_STEP);
}

/** The reps stepper: one rep up (direction 1) or down (-1). */
export function stepReps(reps: number, direction: 1 | -1): number {
  return clampReps(clampReps(reps) + direction);
}

/** Clamps a value to [min, max] and snaps it to the nearest multiple of `step`. */
export function snapToStep(value: number, min: number, max: number, step: number): number {
  if (!Number.isFinite(value)) return min;
  const snapped = Math.round(value / step) * step;
  return Math.min(max, Math.max(min, snapped)) + 0;
}
