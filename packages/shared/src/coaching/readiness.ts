import { LIFESTYLE_LEVEL_MAX, LIFESTYLE_LEVEL_MIN, READINESS_WEIGHTS } from '../constants';

/** A day's check-in levels, each 0-4 as the daily preparation sliders give them. */
export interface ReadinessInput {
  sleep: number;
  stress: number;
  soreness: number;
}

const clampLevel = (level: number) =>
  Number.isFinite(level)
    ? Math.min(LIFESTYLE_LEVEL_MAX, Math.max(LIFESTYLE_LEVEL_MIN, level))
    : LIFESTYLE_LEVEL_MIN;

/**
 * Readiness 0-100 (DESIGN 4.7): round(100 * (10*sleep + 10*stress + 15*soreness) / (4 * 35)).
 * Levels outside 0-4 count as the nearest bound, so a bad input cannot score outside 0-100.
 */
export function readinessScore(input: ReadinessInput): number {
  const { sleep, stress, soreness } = READINESS_WEIGHTS;
  const weighted =
    sleep * clampLevel(input.sleep) +
    stress * clampLevel(input.stress) +
    soreness * clampLevel(input.soreness);
  return Math.round((100 * weighted) / (LIFESTYLE_LEVEL_MAX * (sleep + stress + soreness)));
}
