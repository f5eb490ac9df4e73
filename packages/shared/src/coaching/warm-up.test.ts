import { describe, expect, it } from 'vitest';
import {
  buildUpPercents,
  buildUpSets,
  clampBuildUpPercents,
  clampWarmupPercent,
  warmUpSet,
} from './warm-up';

describe('warmUpSet', () => {
  it('is 60 % of the working weight rounded to 2.5, with reps clamped to 6-8', () => {
    expect(warmUpSet({ kg: 100, reps: 5 })).toEqual({ kg: 60, reps: 6 });
    expect(warmUpSet({ kg: 82.5, reps: 12 })).toEqual({ kg: 50, reps: 8 });
    expect(warmUpSet({ kg: 60, reps: 7 })).toEqual({ kg: 35, reps: 7 });
    expect(warmUpSet({ kg: 0, reps: 0 })).toEqual({ kg: 0, reps: 6 });
  });

  it('uses another warm-up percent, kept within 10-120', () => {
    expect(warmUpSet({ kg: 100, reps: 8 }, 50)).toEqual({ kg: 50, reps: 8 });
    expect(warmUpSet({ kg: 100, reps: 8 }, 5)).toEqual({ kg: 10, reps: 8 });
  });
});

describe('percent bounds', () => {
  it('clamps warm-up and build-up percents to 10-120 in steps of 2.5', () => {
    expect(clampWarmupPercent(61)).toBe(60);
    expect(clampWarmupPercent(61.3)).toBe(62.5);
    expect(clampWarmupPercent(0)).toBe(10);
    expect(clampWarmupPercent(121)).toBe(120);
    expect(clampBuildUpPercents([9, 71.4, 130, 80, 90, 100])).toEqual([10, 72.5, 120, 80, 90]);
  });
});

describe('build-up', () => {
  it('has the default, pyramid and reverse pyramid schemes', () => {
    expect(buildUpPercents()).toEqual([60, 70, 80, 90]);
    expect(buildUpPercents('pyramid')).toEqual([70, 80, 90]);
    expect(buildUpPercents('reverse')).toEqual([60, 80, 101, 90, 80]);
  });

  it('gives each set its load and suggested reps', () => {
    expect(buildUpSets(100, [60, 80, 101])).toEqual([
      { percent: 60, kg: 60, reps: 8 },
      { percent: 80, kg: 80, reps: 3 },
      { percent: 101, kg: 100, reps: 1 },
    ]);
  });
});

describe('warm-ups that follow the working weight', () => {
  it('ramp again to a new working load, each on a loadable weight', () => {
    const fivePounds = (kg: number) => Math.round(kg / 2.26796185) * 2.26796185;
    const before = buildUpSets(100, [60, 80]).map((set) => set.kg);
    const after = buildUpSets(120, [60, 80]).map((set) => set.kg);
    expect(before).toEqual([60, 80]);
    expect(after).toEqual([72.5, 95]);
    // Through the gym's rounding: 60 % of 100 kg is 60 kg = 132.3 lb, on the 5 lb mark 130 lb.
    expect(buildUpSets(100, [60], fivePounds)[0]?.kg).toBeCloseTo(130 * 0.45359237, 6);
  });
});
