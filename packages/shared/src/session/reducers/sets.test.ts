import { describe, expect, it } from 'vitest';
import { applyOp } from '../apply-op';
import { getCell } from '../selectors';
import { cellSets, currentSetIndex, prescribedSets, setProgress } from '../set-list';
import type { SessionState } from '../state';
import { apply, demoState, makeOp, setCell } from '../testing/fixtures';

const plan = (kg: number, reps: number, sets: number) =>
  makeOp('cells:coach', {
    cells: [{ exerciseId: 'squat', userId: 'ana', plan: { kg, reps, sets } }],
  });

const log = (setIndex: number, kg: number, reps: number, extra: object = {}) =>
  makeOp('set:log', { exerciseId: 'squat', clientId: 'ana', setIndex, kg, reps, ...extra });

const verify = (verification: string, extra: object = {}) =>
  makeOp('cell:verify', { exerciseId: 'squat', userId: 'ana', verification, ...extra });

/** Ana's Back Squat prescribed 4 x 5 at 100 kg. */
const planned = () => apply(demoState(), plan(100, 5, 4));
const cell = (state: SessionState) => getCell(state, 'squat', 'ana');

describe('the set list', () => {
  it('prescribes the workout’s working sets from the plan, and nothing without one', () => {
    expect(prescribedSets(demoState(), 'squat', 'ana')).toEqual([]);
    expect(prescribedSets(planned(), 'squat', 'ana')).toEqual(
      Array.from({ length: 4 }, () => ({ kind: 'working', kg: 100, reps: 5 })),
    );
    expect(setProgress(planned(), 'squat', 'ana')).toEqual({ done: 0, total: 4 });
  });

  it('puts the build-up sets before the working ones when the exercise’s settings ask', () => {
    const state = apply(
      planned(),
      makeOp('exercise:settings', {
        scope: 'exercise',
        exerciseId: 'squat',
        settings: { buildUp: true, warmups: [60, 80] },
      }),
    );
    expect(prescribedSets(state, 'squat', 'ana').map((s) => [s.kind, s.kg])).toEqual([
      ['build-up', 60],
      ['build-up', 80],
      ['working', 100],
      ['working', 100],
      ['working', 100],
      ['working', 100],
    ]);
  });
});

describe('the current set of a planned cell', () => {
  it('is the first set the plan prescribes: its build-up, then the working sets', () => {
    const state = apply(
      demoState(),
      makeOp('exercise:settings', {
        scope: 'exercise',
        exerciseId: 'squat',
        settings: { buildUp: true, warmups: [60] },
      }),
      plan(100, 5, 2),
    );
    expect(cell(state)).toMatchObject({ kg: 60, planned: true, isWarmup: true });
    expect(cellSets(state, 'squat', 'ana')[0]?.prescribed?.kind).toBe('build-up');
    const logged = apply(state, log(0, 60, 8));
    expect(cell(logged)?.log?.[0]?.isWarmup).toBe(true);
    expect(cell(logged)).toMatchObject({ kg: 100, reps: 5, planned: true });
  });
});

describe('typing over a planned warm-up', () => {
  it('makes it the coach’s own working set, while a pressed Warm Up keeps its dot', () => {
    const warm = apply(
      demoState(),
      makeOp('exercise:settings', {
        scope: 'exercise',
        exerciseId: 'squat',
        settings: { buildUp: true, warmups: [60] },
      }),
      plan(100, 5, 2),
    );
    expect(cell(apply(warm, setCell('squat', 'ana', 105, 5)))).toMatchObject({
      kg: 105,
      isWarmup: false,
    });
    const pressed = apply(demoState(), setCell('bench', 'ben', 80, 5), makeOp('warmup:toggle', {}));
    const typed = apply(pressed, setCell('bench', 'ben', 50, 6));
    expect(getCell(typed, 'bench', 'ben')?.isWarmup).toBe(true);
  });
});

describe('set:log', () => {
  it('records the current set and moves the cell on to the next, pre-filled from the plan', () => {
    const state = apply(planned(), log(0, 102.4, 5));
    expect(cell(state)?.log).toEqual([
      { kg: 102.4, reps: 5, by: 'coach', verification: 'none', isWarmup: false },
    ]);
    expect(cell(state)).toMatchObject({ kg: 100, reps: 5, planned: true, verification: 'none' });
    expect(currentSetIndex(cell(state) ?? {})).toBe(1);
    expect(setProgress(state, 'squat', 'ana')).toEqual({ done: 1, total: 4 });
  });

  it('corrects a set logged again at its index, without moving the current set', () => {
    const state = apply(planned(), log(0, 100, 5), log(1, 100, 5), log(0, 100, 4, { rpe: 9.5 }));
    expect(cell(state)?.log?.map((s) => s && [s.kg, s.reps, s.rpe])).toEqual([
      [100, 4, 9.5],
      [100, 5, undefined],
    ]);
    expect(currentSetIndex(cell(state) ?? {})).toBe(2);
  });

  it('adds sets beyond the prescription one at a time, with the last load pre-filled', () => {
    let state = planned();
    for (let i = 0; i < 5; i += 1) state = apply(state, log(i, 90, 6));
    expect(setProgress(state, 'squat', 'ana')).toEqual({ done: 5, total: 5 });
    expect(cell(state)).toMatchObject({ kg: 90, reps: 6, planned: true });
    // Two past the last is not a set anyone could mean.
    expect(applyOp(state, log(6, 90, 6))).toBe(state);
    // Without a plan, the first set is the only one past the (empty) last.
    const unplanned = demoState();
    expect(applyOp(unplanned, log(1, 50, 5))).toBe(unplanned);
    expect(cell(apply(unplanned, log(0, 50, 5)))?.log).toHaveLength(1);
  });

  it('keeps an athlete’s set unchecked, and the coach’s check of the current set on the coach’s', () => {
    let state = apply(planned(), log(0, 100, 5, { by: 'athlete' }));
    expect(cell(state)?.log?.[0]).toMatchObject({ by: 'athlete', verification: 'none' });
    state = apply(state, setCell('squat', 'ana', 105, 5), verify('verified'), log(1, 105, 5));
    expect(cell(state)?.log?.[1]).toMatchObject({ by: 'coach', verification: 'verified' });
    expect(cell(state)?.verification).toBe('none');
  });

  it('marks prescribed warm-ups as warm-up sets, and a hand warm-up gives back its working values', () => {
    let state = apply(
      planned(),
      makeOp('exercise:settings', {
        scope: 'exercise',
        exerciseId: 'squat',
        settings: { buildUp: true, warmups: [60] },
      }),
      log(0, 60, 8),
    );
    expect(cell(state)?.log?.[0]?.isWarmup).toBe(true);
    expect(cell(state)).toMatchObject({ kg: 100, isWarmup: false });

    state = apply(demoState(), setCell('bench', 'ben', 80, 5), makeOp('warmup:toggle', {}));
    expect(getCell(state, 'bench', 'ben')).toMatchObject({ kg: 47.5, isWarmup: true });
    state = apply(
      state,
      makeOp('set:log', { exerciseId: 'bench', clientId: 'ben', setIndex: 0, kg: 47.5, reps: 6 }),
    );
    expect(getCell(state, 'bench', 'ben')).toMatchObject({ kg: 80, reps: 5, isWarmup: false });
    expect(getCell(state, 'bench', 'ben')?.log?.[0]?.isWarmup).toBe(true);
    expect(state.warmupSnapshot.bench?.ben).toBeUndefined();
  });

  it('changes nothing for a cell that is not on the grid, or a set logged the same again', () => {
    const base = planned();
    expect(
      applyOp(
        base,
        makeOp('set:log', { exerciseId: 'squat', clientId: 'eve', setIndex: 0, kg: 1, reps: 1 }),
      ),
    ).toBe(base);
    const once = apply(base, log(0, 100, 5));
    expect(applyOp(once, log(0, 100, 5))).toBe(once);
  });

  it('refuses an RPE outside 6-10 in half points at the schema', () => {
    for (const rpe of [5.5, 10.5, 8.3]) {
      expect(() => log(0, 100, 5, { rpe })).toThrow(/does not parse/);
    }
  });
});

describe('set:remove', () => {
  it('forgets a set logged by mistake; the current set goes back to it while untouched', () => {
    let state = apply(planned(), log(0, 100, 5), log(1, 120, 5));
    state = apply(
      state,
      makeOp('set:remove', { exerciseId: 'squat', clientId: 'ana', setIndex: 1 }),
    );
    expect(cell(state)?.log).toHaveLength(1);
    expect(currentSetIndex(cell(state) ?? {})).toBe(1);
    expect(cell(state)).toMatchObject({ kg: 100, reps: 5, planned: true });
    state = apply(
      state,
      makeOp('set:remove', { exerciseId: 'squat', clientId: 'ana', setIndex: 0 }),
    );
    expect(cell(state)?.log).toBeUndefined();
  });

  it('leaves a gap for an earlier set, and keeps values the coach entered in the current one', () => {
    let state = apply(planned(), log(0, 100, 5), log(1, 100, 5), setCell('squat', 'ana', 110, 3));
    state = apply(
      state,
      makeOp('set:remove', { exerciseId: 'squat', clientId: 'ana', setIndex: 0 }),
    );
    expect(cellSets(state, 'squat', 'ana').map((s) => s.done !== null)).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect(cell(state)).toMatchObject({ kg: 110, reps: 3 });
  });

  it('changes nothing for a set that was never logged', () => {
    const base = apply(planned(), log(0, 100, 5));
    expect(
      applyOp(base, makeOp('set:remove', { exerciseId: 'squat', clientId: 'ana', setIndex: 2 })),
    ).toBe(base);
  });
});

describe('verify, flag and DNP on sets', () => {
  it('acts on the athlete’s last set while the current one is still the plan', () => {
    const state = apply(planned(), log(0, 100, 5, { by: 'athlete' }), verify('verified'));
    expect(cell(state)?.log?.[0]?.verification).toBe('verified');
    expect(cell(state)).toMatchObject({ verification: 'none', planned: true });
  });

  it('acts on the current set after the coach’s own logged sets, confirming its plan', () => {
    const state = apply(planned(), log(0, 100, 5), verify('verified'));
    expect(cell(state)?.log?.[0]?.verification).toBe('none');
    expect(cell(state)).toMatchObject({ verification: 'verified' });
    expect(cell(state)?.planned).toBeUndefined();
  });

  it('acts on the current set once the coach has entered it, as before sets existed', () => {
    const state = apply(
      planned(),
      log(0, 100, 5),
      setCell('squat', 'ana', 100, 4),
      verify('flagged'),
    );
    expect(cell(state)?.verification).toBe('flagged');
    expect(cell(state)?.log?.[0]?.verification).toBe('none');
  });

  it('acts on one set named by index, or on every logged set with the whole cell', () => {
    let state = apply(planned(), log(0, 100, 5), log(1, 100, 5), log(2, 100, 5));
    state = apply(state, verify('dnp', { setIndex: 1 }));
    expect(cell(state)?.log?.map((s) => s?.verification)).toEqual(['none', 'dnp', 'none']);
    expect(setProgress(state, 'squat', 'ana')).toEqual({ done: 2, total: 4 });
    state = apply(state, verify('verified', { scope: 'cell' }));
    expect(cell(state)?.log?.map((s) => s?.verification)).toEqual([
      'verified',
      'verified',
      'verified',
    ]);
    // The untouched next set is not a set performed.
    expect(cell(state)).toMatchObject({ verification: 'none', planned: true });
  });

  it('changes nothing for a set index nobody logged', () => {
    const base = apply(planned(), log(0, 100, 5));
    expect(applyOp(base, verify('verified', { setIndex: 3 }))).toBe(base);
  });
});
