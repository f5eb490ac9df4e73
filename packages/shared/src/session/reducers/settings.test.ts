import { describe, expect, it } from 'vitest';
import { applyOp } from '../apply-op';
import { apply, demoState, makeOp } from '../testing/fixtures';

describe('exercise settings', () => {
  it('clamps the warm-up percent to 10-120 in 2.5 steps and build-up percents too', () => {
    const set = (settings: object) =>
      apply(demoState(), makeOp('exercise:settings', { scope: 'global', settings }))
        .exerciseSettings.global;
    expect(set({ warmupPercent: 61 }).warmupPercent).toBe(60);
    expect(set({ warmupPercent: 5 }).warmupPercent).toBe(10);
    expect(set({ warmupPercent: 130 }).warmupPercent).toBe(120);
    expect(set({ warmups: [9, 71.4, 121] }).warmups).toEqual([10, 72.5, 120]);
    expect(set({ rm: 3, buildUp: true, pattern: 'reverse' })).toMatchObject({
      rm: 3,
      buildUp: true,
      pattern: 'reverse',
    });
  });

  it('stores per-exercise and per-pair settings on top of the global ones', () => {
    let state = apply(
      demoState(),
      makeOp('exercise:settings', { scope: 'global', settings: { rm: 3 } }),
      makeOp('exercise:settings', { scope: 'pair', letter: 'a', settings: { warmupPercent: 50 } }),
      makeOp('exercise:settings', {
        scope: 'exercise',
        exerciseId: 'row',
        settings: { buildUp: true },
      }),
    );
    expect(state.exerciseSettings.perPair.a).toMatchObject({ rm: 3, warmupPercent: 50 });
    expect(state.exerciseSettings.perExercise.row).toMatchObject({
      rm: 3,
      warmupPercent: 60,
      buildUp: true,
    });
    const same = makeOp('exercise:settings', {
      scope: 'exercise',
      exerciseId: 'row',
      settings: { buildUp: true },
    });
    expect(applyOp(state, same)).toBe(state);
    state = demoState();
    expect(
      applyOp(
        state,
        makeOp('exercise:settings', { scope: 'exercise', exerciseId: 'deadlift', settings: {} }),
      ),
    ).toBe(state);
  });
});
