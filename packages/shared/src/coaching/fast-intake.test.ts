import { describe, expect, it } from 'vitest';
import { defaultBodyWeightKg, fastIntakeEstimate } from './fast-intake';

describe('fast intake', () => {
  it('uses the default body weight per gender when the weight is skipped', () => {
    expect(defaultBodyWeightKg('male')).toBe(75);
    expect(defaultBodyWeightKg('female')).toBe(60);
    expect(defaultBodyWeightKg(null)).toBe(68);
    expect(fastIntakeEstimate({ gender: 'female', weightKg: null, level: 'novice' })).toEqual({
      bodyWeightKg: 60,
      bodyWeightAssumed: true,
      levelMultiplier: 0.5,
      startingLoadKg: 30,
    });
  });

  it('multiplies the client’s own weight by the level multiplier, on the plate step', () => {
    expect(fastIntakeEstimate({ gender: 'male', weightKg: 82, level: 'advanced' })).toEqual({
      bodyWeightKg: 82,
      bodyWeightAssumed: false,
      levelMultiplier: 1.25,
      startingLoadKg: 102.5,
    });
    expect(
      fastIntakeEstimate({ gender: 'male', weightKg: undefined, level: 'beginner' }).startingLoadKg,
    ).toBe(57.5);
    expect(
      fastIntakeEstimate({ gender: undefined, weightKg: 0, level: 'intermediate' }).startingLoadKg,
    ).toBe(67.5);
  });
});
