import { describe, expect, it } from 'vitest';
import type { WorkoutDraft } from '../schemas/workout';
import { workoutDraftSchema } from '../schemas/workout';
import type { BuilderResult } from './alerts';
import { activePhase, addExercise, addPhase, selectPhase } from './builder';
import { draftWith, library } from './draft.test-fixtures';
import {
  canSelectForPairing,
  createPair,
  pairCount,
  pairLetterChoices,
  pairLetterOf,
  shouldChooseLetter,
  togglePairSelection,
  unpair,
} from './pairing';

const limitAlert = {
  kind: 'pairLimit',
  title: 'Pair limit reached',
  message: 'Maximum of 4 exercises can be paired together. Please deselect some exercises first.',
};
const alreadyPairedAlert = {
  kind: 'alreadyPaired',
  title: 'Already paired',
  message: 'One or more selected exercises are already paired. Please unpair them first.',
};

function value<T>(result: BuilderResult<T>): T {
  if (!result.ok) throw new Error(result.alert.message);
  return result.value;
}

/** A phase with `n` compound exercises ex-0 ... ex-(n-1). */
function draftOf(n: number): WorkoutDraft {
  return Array.from({ length: n }, (_, i) => ({ ...library.squat, id: `ex-${i}` })).reduce(
    addExercise,
    draftWith(),
  );
}

function select(draft: WorkoutDraft, ids: string[]): string[] {
  return ids.reduce<string[]>((sel, id) => value(togglePairSelection(draft, sel, id)), []);
}

describe('pairing', () => {
  it('selects with Pair, deselects on a second tap, and opens the chooser from two', () => {
    const draft = draftOf(3);
    const one = select(draft, ['ex-0']);
    expect(shouldChooseLetter(one)).toBe(false);
    const two = value(togglePairSelection(draft, one, 'ex-2'));
    expect(two).toEqual(['ex-0', 'ex-2']);
    expect(shouldChooseLetter(two)).toBe(true);
    expect(value(togglePairSelection(draft, two, 'ex-0'))).toEqual(['ex-2']);
  });

  it('refuses a fifth exercise with Pair limit reached', () => {
    const draft = draftOf(5);
    const four = select(draft, ['ex-0', 'ex-1', 'ex-2', 'ex-3']);
    expect(togglePairSelection(draft, four, 'ex-4')).toEqual({ ok: false, alert: limitAlert });
  });

  it('creates a pair under a free letter, sorted, and counts it', () => {
    const draft = draftWith(library.squat, library.bench, library.row);
    const next = value(createPair(draft, ['squat', 'bench'], 'B'));
    const phase = activePhase(next);
    expect(phase.exercisePairs).toEqual([[], ['bench', 'squat']]);
    expect(pairLetterOf(phase, 'squat')).toBe('B');
    expect(pairLetterOf(phase, 'row')).toBeNull();
    expect(pairCount(phase)).toBe(1);
    expect(pairLetterChoices(phase).map((c) => `${c.letter}${c.free ? '' : '*'}`)).toEqual([
      'A',
      'B*',
      'C',
      'D',
      'E',
      'F',
      'G',
      'H',
    ]);
    expect(workoutDraftSchema.safeParse(next).success).toBe(true);
  });

  it('refuses a letter in use with Letter unavailable and the letter', () => {
    let draft = draftOf(4);
    draft = value(createPair(draft, ['ex-0', 'ex-1'], 'A'));
    expect(createPair(draft, ['ex-2', 'ex-3'], 'a')).toEqual({
      ok: false,
      alert: {
        kind: 'letterUnavailable',
        title: 'Letter unavailable',
        message: 'Letter A is already in use. Please select a different letter.',
      },
    });
  });

  it('refuses an already-paired exercise when selecting and when creating, changing nothing', () => {
    let draft = draftOf(4);
    draft = value(createPair(draft, ['ex-0', 'ex-1'], 'A'));
    expect(togglePairSelection(draft, [], 'ex-1')).toEqual({
      ok: false,
      alert: alreadyPairedAlert,
    });
    expect(createPair(draft, ['ex-1', 'ex-2'], 'B')).toEqual({
      ok: false,
      alert: alreadyPairedAlert,
    });
  });

  it('refuses more than 4 when creating, and ignores fewer than 2 or a letter beyond H', () => {
    const draft = draftOf(5);
    expect(createPair(draft, ['ex-0', 'ex-1', 'ex-2', 'ex-3', 'ex-4'], 'A')).toEqual({
      ok: false,
      alert: limitAlert,
    });
    expect(value(createPair(draft, ['ex-0'], 'A'))).toBe(draft);
    expect(value(createPair(draft, ['ex-0', 'ex-1'], 'I'))).toBe(draft);
    expect(value(createPair(draft, ['ex-0', 'not-in-phase'], 'A'))).toBe(draft);
  });

  it('offers A-H only: at 8 pairs unpaired exercises are disabled', () => {
    let draft = draftOf(17);
    'ABCDEFGH'.split('').forEach((letter, i) => {
      draft = value(createPair(draft, [`ex-${2 * i}`, `ex-${2 * i + 1}`], letter));
    });
    const phase = activePhase(draft);
    expect(pairCount(phase)).toBe(8);
    expect(canSelectForPairing(phase, 'ex-16')).toBe(false);
    expect(value(togglePairSelection(draft, [], 'ex-16'))).toEqual([]);
    expect(workoutDraftSchema.safeParse(draft).success).toBe(true);
  });

  it('unpairs with the x on the badge', () => {
    let draft = draftOf(4);
    draft = value(createPair(draft, ['ex-0', 'ex-1'], 'A'));
    draft = value(createPair(draft, ['ex-2', 'ex-3'], 'B'));
    const withoutB = unpair(draft, 'B');
    expect(activePhase(withoutB).exercisePairs).toEqual([['ex-0', 'ex-1']]);
    const withoutA = unpair(draft, 'A');
    expect(activePhase(withoutA).exercisePairs).toEqual([[], ['ex-2', 'ex-3']]);
    expect(canSelectForPairing(activePhase(withoutA), 'ex-0')).toBe(true);
    expect(unpair(withoutA, 'A')).toBe(withoutA);
  });

  it('pairs within the active phase only', () => {
    let draft = draftWith(library.squat, library.bench);
    draft = addExercise(addExercise(addPhase(draft), library.row), library.curl);
    draft = value(createPair(draft, ['row', 'curl'], 'A'));
    expect(draft.phases[0]?.exercisePairs).toEqual([]);
    expect(draft.phases[1]?.exercisePairs).toEqual([['curl', 'row']]);
    const back = selectPhase(draft, 'phase-1');
    expect(value(createPair(back, ['row', 'curl'], 'B'))).toBe(back);
    expect(activePhase(value(createPair(back, ['squat', 'bench'], 'A'))).exercisePairs).toEqual([
      ['bench', 'squat'],
    ]);
  });
});
