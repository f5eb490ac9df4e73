import { describe, expect, it } from 'vitest';
import {
  type CellFlagInput,
  coachingFlag,
  injuredFor,
  isLowReadiness,
  isMismatch,
  isPersonalRecord,
  nextMismatchStreak,
  percentAboveBest,
  repsOutsideRange,
} from './flags';
import { estimatedOneRepMax } from './one-rep-max';

const benchPress = ['pecs', 'triceps', 'front_delts'];
const backSquat = ['quads', 'glutes'];
const nothing: CellFlagInput = {
  neverDone: false,
  injured: false,
  lowReadiness: false,
  mismatch: false,
  personalRecord: false,
};

describe('coachingFlag', () => {
  it('is ok with nothing to say', () => {
    expect(coachingFlag(nothing)).toBe('ok');
  });

  it('is never-green for a client with no history of the exercise', () => {
    expect(coachingFlag({ ...nothing, neverDone: true })).toBe('never-green');
  });

  it('puts a record first, then an injury, a poor day, a mismatch and a first time', () => {
    const all = {
      neverDone: true,
      injured: true,
      lowReadiness: true,
      mismatch: true,
      personalRecord: true,
    };
    expect(coachingFlag(all)).toBe('pr-purple');
    expect(coachingFlag({ ...all, personalRecord: false })).toBe('injury-red');
    expect(coachingFlag({ ...all, personalRecord: false, injured: false })).toBe('lifestyle-red');
    expect(coachingFlag({ ...nothing, mismatch: true, neverDone: true })).toBe('mismatch-yellow');
  });
});

describe('injury-red', () => {
  it('flags pressing for an injured shoulder and leaves squats alone', () => {
    expect(injuredFor(benchPress, { 'left-shoulder': 'injured' })).toBe(true);
    expect(injuredFor(backSquat, { 'left-shoulder': 'injured' })).toBe(false);
  });

  it('ignores an injured part that maps to no muscle, and no check-in at all', () => {
    expect(injuredFor(benchPress, { 'left-tail': 'injured' })).toBe(false);
    expect(injuredFor(benchPress, null)).toBe(false);
  });
});

describe('lifestyle-red', () => {
  it('is readiness below 40; 40 itself and no check-in are not', () => {
    expect(isLowReadiness(39)).toBe(true);
    expect(isLowReadiness(40)).toBe(false);
    expect(isLowReadiness(null)).toBe(false);
  });
});

describe('mismatch-yellow', () => {
  it('reads reps outside the prescribed range; no prescription is never outside', () => {
    expect(repsOutsideRange(5, { minReps: 8, maxReps: 10 })).toBe(true);
    expect(repsOutsideRange(11, { minReps: 8, maxReps: 10 })).toBe(true);
    expect(repsOutsideRange(8, { minReps: 8, maxReps: 10 })).toBe(false);
    expect(repsOutsideRange(3, null)).toBe(false);
  });

  it('needs two sessions in a row outside the range', () => {
    let streak = nextMismatchStreak(0, true);
    expect(isMismatch(streak)).toBe(false);
    streak = nextMismatchStreak(streak, true);
    expect(isMismatch(streak)).toBe(true);
    expect(nextMismatchStreak(streak, false)).toBe(0);
  });

  it('does not count one session twice', () => {
    expect(nextMismatchStreak(1, true, true)).toBe(1);
    expect(nextMismatchStreak(0, true, true)).toBe(1);
    expect(nextMismatchStreak(2, false, true)).toBe(2);
  });
});

describe('pr-purple', () => {
  const best = estimatedOneRepMax(100, 5);
  const set = { kg: 102.5, reps: 5, isWarmup: false, verification: 'verified' as const };

  it('is a verified working set above the best e1RM', () => {
    expect(isPersonalRecord(set, best)).toBe(true);
    expect(percentAboveBest(set, best)).toBe(2.5);
  });

  it('is not a tie with the previous best', () => {
    expect(isPersonalRecord({ ...set, kg: 100 }, best)).toBe(false);
    expect(percentAboveBest({ kg: 100, reps: 5 }, best)).toBe(0);
  });

  it('needs a verified working set and a best to beat (no history: no record)', () => {
    expect(isPersonalRecord({ ...set, verification: 'flagged' }, best)).toBe(false);
    expect(isPersonalRecord({ ...set, isWarmup: true }, best)).toBe(false);
    expect(isPersonalRecord(set, null)).toBe(false);
    expect(percentAboveBest(set, undefined)).toBeNull();
  });

  it('counts more reps at the same load as a record', () => {
    expect(isPersonalRecord({ ...set, kg: 100, reps: 6 }, best)).toBe(true);
  });
});
