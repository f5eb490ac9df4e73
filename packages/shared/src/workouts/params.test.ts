import { describe, expect, it } from 'vitest';
import {
  clampToRange,
  defaultExerciseParams,
  isCustomParam,
  paramBounds,
  standardValues,
  withCustomMarks,
} from './params';

describe('parameter bounds per option', () => {
  it('lists the fields each option offers with their ranges', () => {
    expect(paramBounds('warmup', 'compounds')).toEqual({
      sets: { min: 1, max: 2, step: 1 },
      pctOfWorking: { min: 10, max: 100, step: 1 },
      reps: { min: 3, max: 15, step: 1 },
    });
    expect(paramBounds('warmup', 'accessories')).toEqual(paramBounds('warmup', 'compounds'));
    expect(paramBounds('warmup', 'custom')).toEqual({
      sets: { min: 1, max: 2, step: 1 },
      pctOfWorking: { min: 10, max: 100, step: 1 },
      reps: { min: 1, max: 30, step: 1 },
      timerSec: { min: 0, max: 120, step: 10 },
    });
    expect(paramBounds('reps', 'custom')).toEqual({
      minReps: { min: 1, max: 200, step: 1 },
      maxReps: { min: 1, max: 200, step: 1 },
    });
    expect(paramBounds('sets', 'accessories')).toEqual({ sets: { min: 1, max: 6, step: 1 } });
    expect(paramBounds('sets', 'custom')).toEqual({ sets: { min: 6, max: 15, step: 1 } });
    expect(paramBounds('rir', 'compounds')).toEqual({ rpe: { min: 6, max: 10, step: 0.5 } });
    expect(paramBounds('rir', 'custom')).toEqual({ rpe: { min: 6, max: 10, step: 0.5 } });
  });

  it('clamps onto the steps, leaving the warm-up percent fractional', () => {
    const timer = { min: 0, max: 120, step: 10 };
    expect(clampToRange('timerSec', 44, timer)).toBe(40);
    expect(clampToRange('timerSec', 45, timer)).toBe(50);
    expect(clampToRange('timerSec', 999, timer)).toBe(120);
    expect(clampToRange('pctOfWorking', 62.5, { min: 10, max: 100, step: 1 })).toBe(62.5);
    expect(clampToRange('reps', 7.6, { min: 1, max: 30, step: 1 })).toBe(8);
    const rpe = { min: 6, max: 10, step: 0.5 };
    expect(clampToRange('rpe', 7.7, rpe)).toBe(7.5);
    expect(clampToRange('rpe', 5, rpe)).toBe(6);
    expect(clampToRange('rpe', 10.5, rpe)).toBe(10);
  });
});

describe('custom marking', () => {
  it('marks a value that differs from the standard of the exercise type', () => {
    const accessory = defaultExerciseParams('accessory');
    expect(standardValues('reps', 'accessory')).toEqual({ minReps: 12, maxReps: 12 });
    expect(isCustomParam('reps', accessory, 'accessory')).toBe(false);
    // 12-12 is the accessory standard but a change for a compound.
    expect(isCustomParam('reps', accessory, 'compound')).toBe(true);
  });

  it('treats a 0 s timer as no timer', () => {
    const params = defaultExerciseParams('compound');
    expect(
      isCustomParam('warmup', { ...params, warmup: { ...params.warmup, timerSec: 0 } }, 'compound'),
    ).toBe(false);
    expect(
      isCustomParam(
        'warmup',
        { ...params, warmup: { ...params.warmup, timerSec: 10 } },
        'compound',
      ),
    ).toBe(true);
  });

  it('marks a RIR target other than RPE 8 shown as RPE, and recomputes every mark', () => {
    const params = defaultExerciseParams('compound');
    const marked = withCustomMarks(
      {
        ...params,
        sets: { variant: 'custom', sets: 8, isCustom: false },
        reps: { ...params.reps, isCustom: true },
        rir: { ...params.rir, isCustom: true },
      },
      'compound',
    );
    expect([marked.sets.isCustom, marked.reps.isCustom, marked.rir.isCustom]).toEqual([
      true,
      false,
      false,
    ]);
    const rir = (rpe: number, scale: 'rpe' | 'rir') => ({
      ...params,
      rir: { variant: 'custom' as const, rpe, scale, isCustom: false },
    });
    expect(isCustomParam('rir', rir(8, 'rpe'), 'accessory')).toBe(false);
    expect(isCustomParam('rir', rir(7, 'rpe'), 'compound')).toBe(true);
    expect(isCustomParam('rir', rir(8, 'rir'), 'compound')).toBe(true);
  });
});
