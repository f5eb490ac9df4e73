import { describe, expect, it } from 'vitest';
import { exerciseLibrary } from './exercise-library';

// The enumerations of spec 2, section 3, written out again so the test checks the data against
// the spec rather than against the file's own types.
const MUSCLES = [
  'glutes',
  'quads',
  'hamstrings',
  'calves',
  'erectors',
  'lats',
  'traps',
  'rhomboids',
  'rear_delts',
  'mid_delts',
  'front_delts',
  'pecs',
  'biceps',
  'triceps',
  'forearms',
  'abs',
  'obliques',
  'hip_flexors',
  'adductors',
];
const PATTERNS = [
  'squat',
  'lunge',
  'hip_hinge',
  'vertical_press',
  'horizontal_press',
  'vertical_pull',
  'horizontal_pull',
  'carry',
];
const EQUIPMENT = [
  'barbell',
  'dumbbell',
  'kettlebell',
  'cable',
  'machine',
  'bodyweight',
  'band',
  'trap_bar',
  'landmine',
  'sled',
];

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
      expect(['compound', 'accessory']).toContain(exercise.type);
      if (exercise.pattern !== null) expect(PATTERNS).toContain(exercise.pattern);
      expect(EQUIPMENT).toContain(exercise.equipment);
      expect(['external', 'bodyweight', 'assisted']).toContain(exercise.loadType);
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
    for (const pattern of PATTERNS) expect(patterns).toContain(pattern);
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
      new Set(['external', 'bodyweight', 'assisted']),
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
