import { describe, expect, it } from 'vitest';
import { clampReps, KG_MAX, roundKg, snapToStep, stepKg, stepReps } from './rounding';

describe('roundKg', () => {
  it('rounds to the nearest 2.5 kg', () => {
    expect(roundKg(61.3)).toBe(62.5);
    expect(roundKg(61.2)).toBe(60);
    expect(roundKg(63.75)).toBe(65);
    expect(roundKg(100)).toBe(100);
  });

  it('never goes below 0 or above the ceiling, and reads junk as 0', () => {
    expect(roundKg(-5)).toBe(0);
    expect(Object.is(roundKg(-1), 0)).toBe(true);
    expect(roundKg(5000)).toBe(KG_MAX);
    expect(roundKg(Number.NaN)).toBe(0);
    expect(roundKg(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('clampReps', () => {
  it('rounds and clamps to 0-50', () => {
    expect(clampReps(7.6)).toBe(8);
    expect(clampReps(-2)).toBe(0);
    expect(clampReps(51)).toBe(50);
    expect(clampReps(Number.NaN)).toBe(0);
  });
});

describe('steppers', () => {
  it('step kg by 2.5 and reps by 1 within bounds', () => {
    expect(stepKg(60, 1)).toBe(62.5);
    expect(stepKg(61, -1)).toBe(57.5);
    expect(stepKg(0, -1)).toBe(0);
    expect(stepReps(8, 1)).toBe(9);
    expect(stepReps(50, 1)).toBe(50);
    expect(stepReps(0, -1)).toBe(0);
  });

  it('snaps to a step inside a range', () => {
    expect(snapToStep(61, 10, 120, 2.5)).toBe(60);
    expect(snapToStep(5, 10, 120, 2.5)).toBe(10);
    expect(snapToStep(200, 10, 120, 2.5)).toBe(120);
    expect(snapToStep(Number.NaN, 10, 120, 2.5)).toBe(10);
  });
});
