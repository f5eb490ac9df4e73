import { describe, expect, it } from 'vitest';
import { applyOp } from '../apply-op';
import { getCell } from '../selectors';
import { apply, demoState, makeOp, setCell } from '../testing/fixtures';

describe('cells', () => {
  it('keeps kg as typed (to a ten-thousandth), never below 0, and clamps reps to 0-50', () => {
    let state = apply(demoState(), setCell('squat', 'ana', 61.3, 7.6));
    expect(getCell(state, 'squat', 'ana')).toMatchObject({ kg: 61.3, reps: 8 });
    state = apply(state, setCell('squat', 'ana', -10, 80));
    expect(getCell(state, 'squat', 'ana')).toMatchObject({ kg: 0, reps: 50 });
    // 225 lb typed on a pound device: stored so that it reads 225 lb again.
    state = apply(state, setCell('squat', 'ana', 225 * 0.45359237, -3));
    expect(getCell(state, 'squat', 'ana')).toMatchObject({ kg: 102.0583, reps: 0 });
  });

  it('updates flag, warm-up dot and intensity, and ignores unknown cells', () => {
    const base = demoState();
    const state = apply(
      base,
      makeOp('cell:update', {
        exerciseId: 'row',
        userId: 'cal',
        value: { flag: 'pr-purple', isWarmup: true, intensity: 'Tom Platz' },
      }),
    );
    expect(getCell(state, 'row', 'cal')).toMatchObject({
      flag: 'pr-purple',
      isWarmup: true,
      intensity: 'Tom Platz',
    });
    expect(applyOp(base, setCell('deadlift', 'ana', 10, 1))).toBe(base);
    expect(applyOp(base, setCell('squat', 'eve', 10, 1))).toBe(base);
    expect(applyOp(base, setCell('squat', 'ana', 0, 0))).toBe(base);
  });

  it('verifies, flags or marks DNP; an unknown verification becomes none', () => {
    const verify = (verification: string) =>
      makeOp('cell:verify', { exerciseId: 'squat', userId: 'ana', verification });
    let state = apply(demoState(), verify('verified'));
    expect(getCell(state, 'squat', 'ana')?.verification).toBe('verified');
    state = apply(state, verify('dnp'));
    expect(getCell(state, 'squat', 'ana')?.verification).toBe('dnp');
    state = apply(state, verify('maybe'));
    expect(getCell(state, 'squat', 'ana')?.verification).toBe('none');
  });

  it('blackout toggles the flag between ok and blackout', () => {
    const blackout = makeOp('cell:blackout', { exerciseId: 'bench', userId: 'ben' });
    let state = apply(demoState(), blackout);
    expect(getCell(state, 'bench', 'ben')?.flag).toBe('blackout');
    state = apply(state, blackout);
    expect(getCell(state, 'bench', 'ben')?.flag).toBe('ok');
  });
});

describe('warm-up toggle', () => {
  const loaded = () =>
    apply(
      demoState(),
      setCell('squat', 'ana', 100, 5),
      setCell('squat', 'ben', 82.5, 12),
      setCell('bench', 'ana', 60, 7),
    );

  it('first press sets 60% of the working weight and reps clamped to 6-8; second press restores', () => {
    const before = loaded();
    const warm = apply(before, makeOp('warmup:toggle'));
    expect(getCell(warm, 'squat', 'ana')).toMatchObject({ kg: 60, reps: 6, isWarmup: true });
    expect(getCell(warm, 'squat', 'ben')).toMatchObject({ kg: 50, reps: 8, isWarmup: true });
    expect(getCell(warm, 'bench', 'ana')).toMatchObject({ kg: 35, reps: 7, isWarmup: true });
    const restored = apply(warm, makeOp('warmup:toggle'));
    expect(restored.cells).toEqual(before.cells);
    expect(restored.warmupSnapshot).toEqual({});
  });

  it('applies to the given cells only, and uses the exercise warm-up percent', () => {
    const before = apply(
      loaded(),
      makeOp('exercise:settings', {
        scope: 'exercise',
        exerciseId: 'squat',
        settings: { warmupPercent: 50 },
      }),
    );
    const cells = [{ exerciseId: 'squat', userId: 'ana' }];
    const warm = apply(before, makeOp('warmup:toggle', { cells }));
    expect(getCell(warm, 'squat', 'ana')).toMatchObject({ kg: 50, reps: 6, isWarmup: true });
    expect(getCell(warm, 'squat', 'ben')).toMatchObject({ kg: 82.5, reps: 12, isWarmup: false });
    // A global press now warms the rest; the next one restores everything.
    const all = apply(warm, makeOp('warmup:toggle'));
    expect(getCell(all, 'squat', 'ana')).toMatchObject({ kg: 50, isWarmup: true });
    // 50 % of 82.5 kg is 41.25 kg, halfway between marks: the lighter load is the one loaded.
    expect(getCell(all, 'squat', 'ben')).toMatchObject({ kg: 40, isWarmup: true });
    expect(apply(all, makeOp('warmup:toggle')).cells).toEqual(before.cells);
  });

  it('ignores a scope of cells that do not exist', () => {
    const state = loaded();
    const op = makeOp('warmup:toggle', { cells: [{ exerciseId: 'nope', userId: 'ana' }] });
    expect(applyOp(state, op)).toBe(state);
  });

  it('clearing the dot by hand drops the saved values', () => {
    const warm = apply(loaded(), makeOp('warmup:toggle'));
    const cleared = apply(
      warm,
      makeOp('cell:update', { exerciseId: 'squat', userId: 'ana', value: { isWarmup: false } }),
    );
    expect(cleared.warmupSnapshot.squat?.ana).toBeUndefined();
  });
});

describe('intensity', () => {
  it('sets the session default without cells, and the given cells otherwise', () => {
    let state = apply(demoState(), makeOp('intensity:set', { level: 'Super Progress' }));
    expect(state.intensity).toBe('Super Progress');
    state = apply(
      state,
      makeOp('intensity:set', {
        level: 'Tom Platz',
        cells: [{ exerciseId: 'row', userId: 'dee' }],
      }),
    );
    expect(getCell(state, 'row', 'dee')?.intensity).toBe('Tom Platz');
    expect(getCell(state, 'row', 'cal')?.intensity).toBeNull();
    expect(state.intensity).toBe('Super Progress');
  });
});
