import {
  BUILDER_PAIR_LETTERS,
  type BuilderPairLetter,
  MAX_EXERCISES_PER_PAIR,
  MAX_PAIRS_PER_PHASE,
} from '../constants';
import type { BuilderPhase, WorkoutDraft } from '../schemas/workout';
import { accepted, type BuilderResult, builderAlerts, refused } from './alerts';
import { activePhase } from './builder';
import { trimFreeLetters } from './phase-pairs';

/**
 * The builder's pairing flow (spec 2, sections 4 and 5): tap Pair on exercises to select them
 * (up to 4); from the second selection the letter chooser offers A-H; a free letter creates the
 * pair; the x on a pair badge unpairs it. A phase holds at most 8 pairs.
 */

/** The number of pairs of a phase, for the 'Pair (n/8)' column. */
export function pairCount(phase: BuilderPhase): number {
  return phase.exercisePairs.filter((ids) => ids.length > 0).length;
}

/** The letter of the pair an exercise is in, or null when it is unpaired. */
export function pairLetterOf(phase: BuilderPhase, exerciseId: string): BuilderPairLetter | null {
  const index = phase.exercisePairs.findIndex((ids) => ids.includes(exerciseId));
  return index < 0 ? null : (BUILDER_PAIR_LETTERS[index] ?? null);
}

export interface PairLetterChoice {
  letter: BuilderPairLetter;
  /** The exercises paired under the letter; empty when it is free. */
  exerciseIds: string[];
  free: boolean;
}

/** The letter chooser's letters A-H, each with its pair (if any). */
export function pairLetterChoices(phase: BuilderPhase): PairLetterChoice[] {
  return BUILDER_PAIR_LETTERS.map((letter, index) => {
    const exerciseIds = [...(phase.exercisePairs[index] ?? [])];
    return { letter, exerciseIds, free: exerciseIds.length === 0 };
  });
}

/** Whether an exercise's Pair button is enabled: unpaired exercises are disabled at 8 pairs. */
export function canSelectForPairing(phase: BuilderPhase, exerciseId: string): boolean {
  return pairLetterOf(phase, exerciseId) === null && pairCount(phase) < MAX_PAIRS_PER_PHASE;
}

/**
 * Tapping Pair on an exercise of the active phase: a selected exercise is deselected; an
 * already-paired one answers 'Already paired'; a fifth answers 'Pair limit reached'. A disabled
 * exercise (8 pairs exist) leaves the selection as it was.
 */
export function togglePairSelection(
  draft: WorkoutDraft,
  selection: readonly string[],
  exerciseId: string,
): BuilderResult<string[]> {
  const phase = activePhase(draft);
  if (selection.includes(exerciseId)) return accepted(selection.filter((id) => id !== exerciseId));
  if (!phase.exerciseIds.includes(exerciseId)) return accepted([...selection]);
  if (pairLetterOf(phase, exerciseId) !== null) return refused(builderAlerts.alreadyPaired());
  if (!canSelectForPairing(phase, exerciseId)) return accepted([...selection]);
  if (selection.length >= MAX_EXERCISES_PER_PAIR) return refused(builderAlerts.pairLimit());
  return accepted([...selection, exerciseId]);
}

/** The letter chooser opens from the second selected exercise. */
export function shouldChooseLetter(selection: readonly string[]): boolean {
  return selection.length >= 2;
}

/**
 * Picking a letter in the chooser: pairs the selected exercises of the active phase under it.
 * Refusals, in this order: more than 4 exercises ('Pair limit reached'), any exercise already in
 * a pair ('Already paired'; nothing is created), a letter in use ('Letter unavailable').
 * Fewer than two exercises, or a letter outside A-H, change nothing.
 */
export function createPair(
  draft: WorkoutDraft,
  selection: readonly string[],
  letter: string,
): BuilderResult<WorkoutDraft> {
  const phase = activePhase(draft);
  const index = BUILDER_PAIR_LETTERS.indexOf(letter.toUpperCase() as BuilderPairLetter);
  const members = [...new Set(selection)].filter((id) => phase.exerciseIds.includes(id));
  if (members.length > MAX_EXERCISES_PER_PAIR) return refused(builderAlerts.pairLimit());
  if (members.some((id) => pairLetterOf(phase, id) !== null)) {
    return refused(builderAlerts.alreadyPaired());
  }
  if (index < 0 || members.length < 2) return accepted(draft);
  if ((phase.exercisePairs[index]?.length ?? 0) > 0) {
    return refused(builderAlerts.letterUnavailable(BUILDER_PAIR_LETTERS[index] as string));
  }
  const exercisePairs = Array.from(
    { length: Math.max(phase.exercisePairs.length, index + 1) },
    (_, i) => (i === index ? [...members].sort() : [...(phase.exercisePairs[i] ?? [])]),
  );
  return accepted({
    ...draft,
    phases: draft.phases.map((p) => (p === phase ? { ...phase, exercisePairs } : p)),
  });
}

/** The x on a pair badge: frees the letter of the active phase. */
export function unpair(draft: WorkoutDraft, letter: string): WorkoutDraft {
  const phase = activePhase(draft);
  const index = BUILDER_PAIR_LETTERS.indexOf(letter.toUpperCase() as BuilderPairLetter);
  if (index < 0 || (phase.exercisePairs[index]?.length ?? 0) === 0) return draft;
  const exercisePairs = trimFreeLetters(
    phase.exercisePairs.map((ids, i) => (i === index ? [] : [...ids])),
  );
  return {
    ...draft,
    phases: draft.phases.map((p) => (p === phase ? { ...phase, exercisePairs } : p)),
  };
}
