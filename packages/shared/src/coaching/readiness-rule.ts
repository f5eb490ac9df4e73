import type { ReadinessRule } from '../schemas/gym';

/*
 * Today's load change from today's readiness (issue 35): the gym's rule maps the check-in's score
 * (0-100) to a percent. A client who has not checked in today gets no change.
 */

/** The percent change for a readiness score: the band with the highest start at or under it. */
export function readinessChange(score: number | null | undefined, rule: ReadinessRule): number {
  if (typeof score !== 'number' || !Number.isFinite(score)) return 0;
  let band: ReadinessRule[number] | null = null;
  for (const candidate of rule) {
    if (candidate.minScore <= score && (!band || candidate.minScore > band.minScore))
      band = candidate;
  }
  return band?.percent ?? 0;
}

/** A load changed by a percent (unrounded: the caller rounds it to what can be loaded). */
export function changedLoad(kg: number, percent: number): number {
  return (kg * (100 + percent)) / 100;
}
