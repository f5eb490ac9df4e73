import { describe, expect, it } from 'vitest';
import { applyOp } from '../apply-op';
import { apply, demoState, pair } from '../testing/fixtures';

describe('pairing', () => {
  it('pairs exercises under a letter with its colour, and unpairs with null', () => {
    let state = apply(demoState(), pair('b', 'squat', 'bench', 'row'));
    expect(state.exercises.map((e) => e.pairing)).toEqual(['b', 'b', 'b', null, null]);
    expect(state.exercises[0]?.pairColor).toBe('#1E88E5');
    expect(state.phases[0]?.exercisePairs).toEqual([[], ['bench', 'row', 'squat']]);
    state = apply(state, pair(null, 'row'));
    expect(state.exercises.map((e) => e.pairing)).toEqual(['b', 'b', null, null, null]);
    // Unpairing one of the last two leaves no pair of one.
    state = apply(state, pair(null, 'squat'));
    expect(state.exercises.every((e) => e.pairing === null)).toBe(true);
    expect(state.phases[0]?.exercisePairs).toEqual([]);
  });

  it('ignores a pair that includes an already-paired exercise, a taken letter, or bad sizes', () => {
    const state = apply(demoState(), pair('a', 'squat', 'bench'));
    for (const op of [
      pair('b', 'bench', 'row'),
      pair('a', 'row', 'press'),
      pair('c', 'row'),
      pair('c', 'squat', 'bench', 'row', 'press', 'curl'),
      pair('c', 'row', 'deadlift'),
      pair('a', 'squat', 'bench'),
      pair(null, 'row', 'press'),
    ]) {
      expect(applyOp(state, op)).toBe(state);
    }
  });
});
