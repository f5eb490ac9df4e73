import { LIVE_PAIR_LETTERS, MAX_EXERCISES_PER_PAIR, PAIR_LETTER_COLORS } from '../constants';
import type { PairLetter, SessionExercise, SessionPhase, SessionState } from './state';

/** The fixed colour of a pair letter; null for an unpaired exercise. */
export function pairColor(letter: PairLetter | null): string | null {
  return letter ? PAIR_LETTER_COLORS[letter] : null;
}

/** Pair letters used by the grid's exercises, in letter order. */
export function lettersInUse(exercises: readonly SessionExercise[]): PairLetter[] {
  const used = new Set(exercises.map((e) => e.pairing));
  return LIVE_PAIR_LETTERS.filter((letter) => used.has(letter));
}

/** Letters no grid exercise uses yet, in letter order. */
export function freeLetters(exercises: readonly SessionExercise[]): PairLetter[] {
  const used = new Set(exercises.map((e) => e.pairing));
  return LIVE_PAIR_LETTERS.filter((letter) => !used.has(letter));
}

/**
 * The exercises that move together with `exerciseId`: its pair group in grid order, or the
 * exercise alone when unpaired; empty when it is not on the grid.
 */
export function pairGroupIds(exercises: readonly SessionExercise[], exerciseId: string): string[] {
  const exercise = exercises.find((e) => e.id === exerciseId);
  if (!exercise) return [];
  if (exercise.pairing === null) return [exercise.id];
  return exercises.filter((e) => e.pairing === exercise.pairing).map((e) => e.id);
}

/**
 * Stations the rotation steps through: each pair group in letter order, or, when nothing is
 * paired, each exercise on its own in grid order.
 */
export function stationUnits(exercises: readonly SessionExercise[]): string[][] {
  const letters = lettersInUse(exercises);
  if (letters.length === 0) return exercises.map((e) => [e.id]);
  return letters.map((letter) => exercises.filter((e) => e.pairing === letter).map((e) => e.id));
}

/** A phase's pairs as the workout builder lays them out: index = letter position, ids sorted. */
export function derivePhasePairs(
  exerciseIds: readonly string[],
  exercises: readonly SessionExercise[],
): string[][] {
  const inPhase = new Set(exerciseIds);
  const pairs = LIVE_PAIR_LETTERS.map((letter) =>
    exercises
      .filter((e) => e.pairing === letter && inPhase.has(e.id))
      .map((e) => e.id)
      .sort(),
  );
  while (pairs.length > 0 && (pairs[pairs.length - 1] as string[]).length === 0) pairs.pop();
  return pairs;
}

/**
 * Plan hydration: pairs the given grid exercises under `letter`, skipping any already paired. A
 * letter another group holds gives way to the next free one; fewer than two exercises make no
 * pair; beyond four, the rest stay unpaired.
 */
export function assignPairLetter(
  exercises: readonly SessionExercise[],
  letter: PairLetter,
  exerciseIds: readonly string[],
): SessionExercise[] {
  const members = [...new Set(exerciseIds)]
    .filter((id) => exercises.some((e) => e.id === id && e.pairing === null))
    .slice(0, MAX_EXERCISES_PER_PAIR);
  const chosen = exercises.some((e) => e.pairing === letter) ? freeLetters(exercises)[0] : letter;
  if (members.length < 2 || !chosen) return [...exercises];
  return exercises.map((e) =>
    members.includes(e.id) ? { ...e, pairing: chosen, pairColor: pairColor(chosen) } : e,
  );
}

function samePairs(a: readonly (readonly string[])[], b: readonly (readonly string[])[]): boolean {
  return (
    a.length === b.length &&
    a.every((ids, i) => ids.length === b[i]?.length && ids.every((id, j) => id === b[i]?.[j]))
  );
}

/** Recomputes a phase's pairs; the same phase object when they did not change. */
export function withPhasePairs(
  phase: SessionPhase,
  exercises: readonly SessionExercise[],
): SessionPhase {
  const exercisePairs = derivePhasePairs(phase.exerciseIds, exercises);
  return samePairs(phase.exercisePairs, exercisePairs) ? phase : { ...phase, exercisePairs };
}

/**
 * Restores the pairing invariants after exercises or letters changed: every pair has two to four
 * exercises (a lone member is unpaired, members past the fourth too), colours match letters,
 * phases' pairs match the exercises, and team portions, the highlight and the station index only
 * name stations that exist.
 */
export function normalisePairing(state: SessionState): SessionState {
  const kept = new Map<PairLetter, number>();
  let exercises = state.exercises.map((e) => {
    if (e.pairing === null) return e.pairColor === null ? e : { ...e, pairColor: null };
    const count = (kept.get(e.pairing) ?? 0) + 1;
    if (count > MAX_EXERCISES_PER_PAIR) return { ...e, pairing: null, pairColor: null };
    kept.set(e.pairing, count);
    const color = pairColor(e.pairing);
    return e.pairColor === color ? e : { ...e, pairColor: color };
  });
  exercises = exercises.map((e) =>
    e.pairing !== null && kept.get(e.pairing) === 1 ? { ...e, pairing: null, pairColor: null } : e,
  );
  if (exercises.every((e, i) => e === state.exercises[i])) exercises = state.exercises;

  const phases = state.phases.map((p) => withPhasePairs(p, exercises));
  const letters = lettersInUse(exercises);

  let teamPortion = state.teamPortion;
  if (Object.values(teamPortion).some((letter) => !letters.includes(letter))) {
    teamPortion = {};
    for (const [teamId, letter] of Object.entries(state.teamPortion)) {
      if (letters.includes(letter)) teamPortion[teamId] = letter;
    }
  }

  const pairHighlight =
    state.pairHighlight !== null && letters.includes(state.pairHighlight)
      ? state.pairHighlight
      : null;
  const stationCount = letters.length > 0 ? letters.length : exercises.length;
  const activeStationIndex =
    pairHighlight !== null
      ? letters.indexOf(pairHighlight)
      : Math.max(0, Math.min(state.activeStationIndex, stationCount - 1));

  return {
    ...state,
    exercises,
    phases: phases.every((p, i) => p === state.phases[i]) ? state.phases : phases,
    teamPortion,
    pairHighlight,
    activeStationIndex,
  };
}
