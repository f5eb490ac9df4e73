import { RPE_MAX, RPE_MIN, RPE_STEP } from '../constants';
import { estimatedOneRepMax } from './one-rep-max';

/*
 * Reps at an RPE as a percent of one-rep max: the RTS chart (Tuchscherer), as published for RPE
 * 6.5-10 and reps 1-12. The chart is one column read along 'effective reps' (reps plus reps in
 * reserve, RIR = 10 - RPE): RPE 9 x 1 is RPE 10 x 2. Its RPE 6 row continues that column past the
 * printed chart by its own step (2.7 points a rep), to 57.2 % at 12 reps.
 */

/** Percent of 1RM by effective reps 1, 1.5, 2 ... 16. */
const PERCENT_BY_EFFECTIVE_REPS = [
  100, 97.8, 95.5, 93.9, 92.2, 90.7, 89.2, 87.8, 86.3, 85.0, 83.7, 82.4, 81.1, 79.9, 78.6, 77.4,
  76.2, 75.1, 73.9, 72.3, 70.7, 69.4, 68.0, 66.7, 65.3, 64.0, 62.6, 61.3, 59.9, 58.6, 57.2,
] as const;

/** Reps the chart covers. */
export const RPE_CHART_REPS = { min: 1, max: 12 } as const;

/** Every RPE a set may carry: 6 to 10 in halves. */
export const RPE_VALUES: readonly number[] = Array.from(
  { length: (RPE_MAX - RPE_MIN) / RPE_STEP + 1 },
  (_, i) => RPE_MIN + i * RPE_STEP,
);

export function isRpe(value: number): boolean {
  return RPE_VALUES.includes(value);
}

/** Reps in reserve for an RPE: 10 - RPE. */
export function rirOf(rpe: number): number {
  return RPE_MAX - rpe;
}

/** The RPE for reps in reserve: 10 - RIR. */
export function rpeOfRir(rir: number): number {
  return RPE_MAX - rir;
}

/** The chart's percent of 1RM for whole `reps` at `rpe`; null outside reps 1-12 or RPE 6-10. */
export function rpePercent(reps: number, rpe: number): number | null {
  if (!Number.isInteger(reps) || reps < RPE_CHART_REPS.min || reps > RPE_CHART_REPS.max)
    return null;
  if (!isRpe(rpe)) return null;
  const index = (reps + rirOf(rpe) - 1) / RPE_STEP;
  return PERCENT_BY_EFFECTIVE_REPS[index] ?? null;
}

/**
 * The chart read backwards: the reps at `rpe` whose percent is nearest `percent` (ties to fewer
 * reps); null for an RPE off the chart or a percent that is not a number.
 */
export function repsAtPercent(percent: number, rpe: number): number | null {
  if (!isRpe(rpe) || !Number.isFinite(percent)) return null;
  let best: { reps: number; gap: number } | null = null;
  for (let reps = RPE_CHART_REPS.min; reps <= RPE_CHART_REPS.max; reps += 1) {
    const gap = Math.abs((rpePercent(reps, rpe) ?? 0) - percent);
    if (!best || gap < best.gap) best = { reps, gap };
  }
  return best?.reps ?? null;
}

/** The chart read backwards the other way: the RPE at which `reps` are nearest `percent`. */
export function rpeAtPercent(reps: number, percent: number): number | null {
  if (rpePercent(reps, RPE_MAX) === null || !Number.isFinite(percent)) return null;
  let best: { rpe: number; gap: number } | null = null;
  for (const rpe of RPE_VALUES) {
    const gap = Math.abs((rpePercent(reps, rpe) ?? 0) - percent);
    if (!best || gap < best.gap) best = { rpe, gap };
  }
  return best?.rpe ?? null;
}

/** A performed set: what was lifted, and how hard it felt when the lifter said. */
export interface RatedSet {
  kg: number;
  reps: number;
  rpe?: number | undefined;
}

/**
 * A set's estimated one-rep max: by the RTS chart when the set has an RPE the chart covers
 * (load / percent), otherwise by Epley as before. 0 for a set that says nothing (no load or reps).
 */
export function setE1rm(set: RatedSet): number {
  if (!(set.kg > 0) || !(set.reps > 0)) return 0;
  const percent = set.rpe === undefined ? null : rpePercent(set.reps, set.rpe);
  return percent === null ? estimatedOneRepMax(set.kg, set.reps) : (set.kg * 100) / percent;
}

/**
 * The load for `reps` at `rpe` from an estimated max: the chart's percent of it, or past the
 * chart Epley inverted at the effective reps (reps + RIR). Unrounded; 0 without a max.
 */
export function loadAtRpe(e1rm: number | null | undefined, reps: number, rpe: number): number {
  if (typeof e1rm !== 'number' || !(e1rm > 0) || !(reps > 0)) return 0;
  const percent = rpePercent(reps, rpe);
  if (percent !== null) return (e1rm * percent) / 100;
  return e1rm / (1 + (reps + rirOf(rpe)) / 30);
}
