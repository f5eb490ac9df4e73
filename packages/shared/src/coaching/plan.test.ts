import { describe, expect, it } from 'vitest';
import { plannedLoad, plannedSet, plannedWarmUp } from './plan';

const fourByEightToTen = {
  warmup: { pctOfWorking: 60, sets: 2, reps: 8 },
  reps: { minReps: 8, maxReps: 10 },
  sets: { sets: 4 },
};

describe('plannedLoad', () => {
  it("is the RTS chart's percent of the max for the reps at the target RPE (8 unless said)", () => {
    // 8 reps at RPE 8 is 73.9 %; 5 at RPE 8 is 81.1 %; 5 at RPE 9 is 83.7 %.
    expect(plannedLoad(100, 8)).toBe(73.9);
    expect(plannedLoad(120, 5)).toBe(97.32);
    expect(plannedLoad(120, 5, 9)).toBe(100.44);
  });

  it('is 0 without an estimated max', () => {
    expect(plannedLoad(null, 8)).toBe(0);
    expect(plannedLoad(undefined, 8)).toBe(0);
    expect(plannedLoad(0, 8)).toBe(0);
  });
});

describe('plannedSet', () => {
  it('takes the bottom of the rep range, the sets and the load from the e1RM', () => {
    expect(plannedSet(fourByEightToTen, 100)).toEqual({ kg: 73.9, reps: 8, sets: 4 });
    expect(plannedSet({ ...fourByEightToTen, rir: { rpe: 9, scale: 'rir' } }, 100)).toEqual({
      kg: 76.2,
      reps: 8,
      sets: 4,
    });
  });

  it('leaves the load empty for a client with no estimate', () => {
    expect(plannedSet(fourByEightToTen, null)).toEqual({ kg: 0, reps: 8, sets: 4 });
  });

  it('takes one set, the builder default, when the plan names none', () => {
    expect(plannedSet({ reps: { minReps: 12, maxReps: 12 } }, null)).toEqual({
      kg: 0,
      reps: 12,
      sets: 1,
    });
  });

  it('keeps reps and sets in the grid’s bounds', () => {
    expect(plannedSet({ reps: { minReps: 120, maxReps: 200 }, sets: { sets: 40 } }, null)).toEqual({
      kg: 0,
      reps: 50,
      sets: 15,
    });
  });

  it('is null without a rep range to aim at', () => {
    expect(plannedSet(undefined, 100)).toBeNull();
    expect(plannedSet({ sets: { sets: 3 } }, 100)).toBeNull();
    expect(plannedSet({ reps: { minReps: 0, maxReps: 0 } }, 100)).toBeNull();
  });
});

describe('plannedWarmUp', () => {
  it('is the rule’s sets and reps at its percent of the working weight', () => {
    expect(plannedWarmUp(fourByEightToTen, 75)).toEqual({ sets: 2, reps: 8, percent: 60, kg: 45 });
  });

  it('has no load while the working weight is unknown, and is null without a rule', () => {
    expect(plannedWarmUp(fourByEightToTen, 0)).toEqual({ sets: 2, reps: 8, percent: 60, kg: 0 });
    expect(plannedWarmUp({ reps: { minReps: 8, maxReps: 8 } }, 75)).toBeNull();
  });
});
