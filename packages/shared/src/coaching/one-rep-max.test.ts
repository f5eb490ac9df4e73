import { describe, expect, it } from 'vitest';
import { estimatedOneRepMax, repMaxWeight, suggestReps, suggestWorkingWeight } from './one-rep-max';

describe('estimatedOneRepMax', () => {
  it('uses Epley: kg * (1 + reps / 30)', () => {
    expect(estimatedOneRepMax(100, 5)).toBeCloseTo(116.667, 3);
    expect(estimatedOneRepMax(100, 0)).toBe(100);
    expect(estimatedOneRepMax(60, 30)).toBe(120);
  });

  it('is 0 for no load or bad input', () => {
    expect(estimatedOneRepMax(0, 10)).toBe(0);
    expect(estimatedOneRepMax(-10, 5)).toBe(0);
    expect(estimatedOneRepMax(100, Number.NaN)).toBe(0);
  });
});

describe('suggestWorkingWeight', () => {
  it('takes a percent of the 1 RM, rounded to 2.5 kg', () => {
    expect(suggestWorkingWeight(100, 80)).toBe(80);
    expect(suggestWorkingWeight(117, 70)).toBe(82.5);
  });

  it('anchors on the 3 or 5 RM load when asked', () => {
    expect(repMaxWeight(110, 3)).toBeCloseTo(100, 6);
    expect(repMaxWeight(100, 1)).toBe(100);
    expect(suggestWorkingWeight(110, 90, 3)).toBe(90);
    expect(suggestWorkingWeight(116.667, 100, 5)).toBe(100);
  });

  it('gives 0 for a missing max or percent', () => {
    expect(suggestWorkingWeight(0, 80)).toBe(0);
    expect(suggestWorkingWeight(100, 0)).toBe(0);
    expect(suggestWorkingWeight(100, Number.NaN)).toBe(0);
  });
});

describe('suggestReps', () => {
  it('gives 1 from 90 %, 3 from 80 %, 5 from 70 %, else 8', () => {
    expect(suggestReps(101)).toBe(1);
    expect(suggestReps(90)).toBe(1);
    expect(suggestReps(89.9)).toBe(3);
    expect(suggestReps(80)).toBe(3);
    expect(suggestReps(70)).toBe(5);
    expect(suggestReps(69)).toBe(8);
    expect(suggestReps(0)).toBe(8);
  });
});
