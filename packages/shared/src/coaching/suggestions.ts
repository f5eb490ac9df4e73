import { DEFAULT_RM_ANCHOR, type RmAnchor } from '../constants';
import { suggestReps, suggestWorkingWeight } from './one-rep-max';
import { roundKg } from './rounding';
import { type SetLoad, warmUpSet } from './warm-up';

/**
 * How a suggested load is rounded: to 2.5 kg unless said; the grid passes the weight the gym's
 * plates, dumbbells or stepper make nearest (`loadableIn`), so a pound gym gets whole 5 lb marks.
 */
export type LoadRounding = (kg: number) => number;

/** The part of Exercise Settings a suggestion reads. */
export interface SuggestionSettings {
  rm: RmAnchor;
  warmupPercent: number;
  /** Build-up set percents (the default scheme, pyramid or reverse pyramid). */
  warmups: readonly number[];
}

/**
 * The estimated 1RM suggestions start from: the client's best from verified sets, else Fast
 * Intake's starting load (a client with no history), else nothing.
 */
export function suggestionMax(
  bestE1rm: number | null | undefined,
  seededE1rm?: number | null,
): number | null {
  if (typeof bestE1rm === 'number' && bestE1rm > 0) return bestE1rm;
  if (typeof seededE1rm === 'number' && seededE1rm > 0) return seededE1rm;
  return null;
}

/**
 * The working set for a percent of the RM anchor's load: kg rounded by `round`, reps from the
 * percent table (>= 90: 1, >= 80: 3, >= 70: 5, else 8). Null without a max to start from.
 */
export function suggestedWorkingSet(
  e1rm: number | null | undefined,
  percent: number,
  rm: RmAnchor = DEFAULT_RM_ANCHOR,
  round: LoadRounding = roundKg,
): SetLoad | null {
  if (typeof e1rm !== 'number' || !(e1rm > 0)) return null;
  const kg = suggestWorkingWeight(e1rm, percent, rm, round);
  if (kg <= 0) return null;
  return { kg, reps: suggestReps(percent) };
}

/** The warm-up set before that working set: the settings' warm-up percent, reps 6-8. */
export function suggestedWarmUpSet(
  e1rm: number | null | undefined,
  workingPercent: number,
  settings: SuggestionSettings,
  round: LoadRounding = roundKg,
): SetLoad | null {
  const working = suggestedWorkingSet(e1rm, workingPercent, settings.rm, round);
  return working ? warmUpSet(working, settings.warmupPercent, round) : null;
}

/** Build-up set `index` (0-based) of the settings' scheme, from the RM anchor's load. */
export function suggestedBuildUpSet(
  e1rm: number | null | undefined,
  index: number,
  settings: SuggestionSettings,
  round: LoadRounding = roundKg,
): SetLoad | null {
  const percent = settings.warmups[index];
  if (percent === undefined) return null;
  return suggestedWorkingSet(e1rm, percent, settings.rm, round);
}

/**
 * Where the Suggest dialog starts the working percent. The spec gives the percent table but no
 * default; 80 % is the middle of its bands (3 reps), a common working intensity.
 */
export const SUGGESTED_WORKING_PERCENT_DEFAULT = 80;

/** What the grid fills a selection with. */
export type SuggestionChoice =
  | { kind: 'working'; percent: number }
  | { kind: 'warmup'; workingPercent: number }
  | { kind: 'build-up'; index: number };

/**
 * The set one cell gets for a choice, from its client's e1RM, its load rounded by `round`; null
 * without a max.
 */
export function suggestedSet(
  choice: SuggestionChoice,
  e1rm: number | null | undefined,
  settings: SuggestionSettings,
  round: LoadRounding = roundKg,
): (SetLoad & { isWarmup: boolean }) | null {
  const set =
    choice.kind === 'working'
      ? suggestedWorkingSet(e1rm, choice.percent, settings.rm, round)
      : choice.kind === 'warmup'
        ? suggestedWarmUpSet(e1rm, choice.workingPercent, settings, round)
        : suggestedBuildUpSet(e1rm, choice.index, settings, round);
  return set ? { ...set, isWarmup: choice.kind === 'warmup' } : null;
}
