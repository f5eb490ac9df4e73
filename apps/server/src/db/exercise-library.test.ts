import { MOVEMENT_PATTERNS, MOVEMENT_TYPES, MUSCLES } from '@levelup/shared';
import { describe, expect, it } from 'vitest';
import { EQUIPMENT, exerciseLibrary, LOAD_TYPES } from './exercise-library';

const inRange = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

describe('exerciseLibrary', () => {
  it('holds at least 60 lifts with unique names', () => {
    expect(exerciseLibrary.length).toBeGreaterThanOrEqual(60);
    const names = exerciseLibrary.map((exercise) => exercise.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(exerciseLibrary.map((exercise) => [exercise.name, exercise] as const))(
    '%s is a valid exercise payload',
    (name, exercise) => {
      expect(name.trim()).toBe(name);
      expect(name[0]).toBe(name[0]!.toUpperCase());
      expect(MOVEMENT_TYPES).toContain(exercise.type);
      if (exercise.pattern !== null) expect(MOVEMENT_PATTERNS).toContain(exercise.pattern);
      expect(EQUIPMENT).toContain(exercise.equipment);
      expect(LOAD_TYPES).toContain(exercise.loadType);
      expect(typeof exercise.unilateral).toBe('boolean');

      expect(exercise.primaryMuscles.length).toBeGreaterThanOrEqual(1);
      expect(exercise.primaryMuscles.length).toBeLessThanOrEqual(3);
      expect(exercise.secondaryMuscles.length).toBeLessThanOrEqual(2);
      const muscles = [...exercise.primaryMuscles, ...exercise.secondaryMuscles];
      for (const muscle of muscles) expect(MUSCLES).toContain(muscle);
      expect(new Set(muscles).size).toBe(muscles.length);

      expect(inRange(exercise.intensity, 1, 5)).toBe(true);
      expect(inRange(exercise.effectiveness, 1, 3)).toBe(true);
      expect(inRange(exercise.athleticism, 1, 5)).toBe(true);
      expect(inRange(exercise.repCarryover, 1, 30)).toBe(true);

      expect(exercise.cues).toHaveLength(3);
      for (const cue of exercise.cues) expect(cue.trim().length).toBeGreaterThan(0);
      if (exercise.caution !== null) expect(exercise.caution.trim().length).toBeGreaterThan(0);
    },
  );

  it('represents every movement pattern and some isolation work', () => {
    const patterns = new Set(exerciseLibrary.map((exercise) => exercise.pattern));
    for (const pattern of MOVEMENT_PATTERNS) expect(patterns).toContain(pattern);
    expect(patterns).toContain(null);
  });

  it('covers every muscle as a primary muscle somewhere', () => {
    const primaries = new Set(exerciseLibrary.flatMap((exercise) => exercise.primaryMuscles));
    for (const muscle of MUSCLES) expect(primaries).toContain(muscle);
  });

  it('covers every kind of equipment and load', () => {
    expect(new Set(exerciseLibrary.map((exercise) => exercise.equipment))).toEqual(
      new Set(EQUIPMENT),
    );
    expect(new Set(exerciseLibrary.map((exercise) => exercise.loadType))).toEqual(
      new Set(LOAD_TYPES),
    );
  });

  it('uses bodyweight and assisted loads only where the body is the load', () => {
    for (const exercise of exerciseLibrary) {
      if (exercise.loadType !== 'external') {
        expect(['bodyweight', 'band', 'machine']).toContain(exercise.equipment);
      }
    }
  });
});
