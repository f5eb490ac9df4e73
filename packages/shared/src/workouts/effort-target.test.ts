import { describe, expect, it } from 'vitest';
import { effortTargetOf, STANDARD_EFFORT_TARGET } from './effort-target';
import { effortTargetLabel } from './effort-target-label';

describe('a workout’s effort target', () => {
  it('is RPE 8 asked as RPE by standard', () => {
    expect(STANDARD_EFFORT_TARGET).toEqual({ rpe: 8, scale: 'rpe' });
  });

  it('reads a stored parameter, taking the standard for what it lacks or holds off the scale', () => {
    expect(effortTargetOf({ variant: 'custom', rpe: 7.5, scale: 'rir', isCustom: true })).toEqual({
      rpe: 7.5,
      scale: 'rir',
    });
    expect(effortTargetOf({ variant: 'standard', isCustom: false })).toEqual({
      rpe: 8,
      scale: 'rpe',
    });
    expect(effortTargetOf({ rpe: 7.25, scale: 'percent' })).toEqual({ rpe: 8, scale: 'rpe' });
    expect(effortTargetOf({ rpe: 10.5, scale: 'rir' })).toEqual({ rpe: 8, scale: 'rir' });
    expect(effortTargetOf(undefined)).toEqual({ rpe: 8, scale: 'rpe' });
    expect(effortTargetOf('RPE 9')).toEqual({ rpe: 8, scale: 'rpe' });
  });

  it('shows as RPE or as reps in reserve', () => {
    expect(effortTargetLabel({ rpe: 8, scale: 'rpe' })).toBe('RPE 8');
    expect(effortTargetLabel({ rpe: 8.5, scale: 'rpe' })).toBe('RPE 8.5');
    expect(effortTargetLabel({ rpe: 8, scale: 'rir' })).toBe('2 RIR');
    expect(effortTargetLabel({ rpe: 9.5, scale: 'rir' })).toBe('0.5 RIR');
    expect(effortTargetLabel({ rpe: 10, scale: 'rir' })).toBe('0 RIR');
  });
});
