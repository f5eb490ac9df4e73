import { describe, expect, it } from 'vitest';
import { MUSCLES } from '../schemas/exercise';
import { MUSCLE_GROUP_OF, MUSCLE_GROUPS, muscleGroupOf } from './muscle-groups';

describe('muscleGroupOf', () => {
  it('files an exercise under its main mover, the first primary muscle', () => {
    expect(muscleGroupOf(['pecs', 'triceps'])).toBe('upper');
    expect(muscleGroupOf(['quads', 'glutes'])).toBe('lower');
    expect(muscleGroupOf(['glutes', 'hamstrings', 'erectors'])).toBe('lower');
    expect(muscleGroupOf(['abs', 'hip_flexors'])).toBe('core');
    expect(muscleGroupOf(['erectors', 'glutes'])).toBe('core');
    expect(muscleGroupOf(['forearms', 'traps'])).toBe('upper');
  });

  it('puts an exercise without a known primary muscle in no group', () => {
    expect(muscleGroupOf([])).toBeNull();
    expect(muscleGroupOf(['neck'])).toBeNull();
    expect(muscleGroupOf(['__proto__'])).toBeNull();
  });

  it('has a group for every muscle of the library', () => {
    for (const muscle of MUSCLES) expect(MUSCLE_GROUPS).toContain(MUSCLE_GROUP_OF[muscle]);
  });
});
