import { EXERCISE_BOUNDS } from '@levelup/shared';
import { describe, expect, it } from 'vitest';
import {
  clampStep,
  type ExerciseFormValues,
  exerciseFormDefaults,
  isExerciseStepValid,
  type NameCheck,
  toExercisePayload,
  toggleMuscleIn,
} from './exercise-form';

const done: NameCheck = { status: 'done', exists: false, similar: [] };

function filled(): ExerciseFormValues {
  return {
    ...exerciseFormDefaults(),
    name: 'Zercher Squat',
    movementType: 'compound',
    primaryMuscles: ['quads'],
    pattern: 'squat',
  };
}

describe('exercise wizard form', () => {
  it('starts from the spec’s defaults and may prefill the pattern', () => {
    expect(exerciseFormDefaults()).toMatchObject({
      intensity: 3,
      effectiveness: 2,
      athleticism: 3,
      repCarryover: 10,
      pattern: null,
    });
    expect(exerciseFormDefaults('hip_hinge').pattern).toBe('hip_hinge');
  });

  it('step 1 needs a non-blank name the server did not flag as existing', () => {
    const values = filled();
    expect(isExerciseStepValid(0, values, done)).toBe(true);
    expect(isExerciseStepValid(0, { ...values, name: '   ' }, done)).toBe(false);
    expect(isExerciseStepValid(0, values, { ...done, exists: true })).toBe(false);
    expect(isExerciseStepValid(0, values, { status: 'checking' })).toBe(false);
    expect(isExerciseStepValid(0, values, { status: 'idle' })).toBe(false);
    expect(isExerciseStepValid(0, values, { status: 'failed' })).toBe(true);
  });

  it('steps 2-8 need their choice within bounds', () => {
    const values = filled();
    expect(isExerciseStepValid(1, { ...values, movementType: null }, done)).toBe(false);
    expect(isExerciseStepValid(1, values, done)).toBe(true);
    expect(isExerciseStepValid(2, { ...values, primaryMuscles: [] }, done)).toBe(false);
    expect(isExerciseStepValid(2, values, done)).toBe(true);
    expect(isExerciseStepValid(3, { ...values, pattern: null }, done)).toBe(false);
    for (const step of [3, 4, 5, 6, 7]) expect(isExerciseStepValid(step, values, done)).toBe(true);
    expect(isExerciseStepValid(4, { ...values, intensity: 6 }, done)).toBe(false);
    expect(isExerciseStepValid(5, { ...values, effectiveness: 0 }, done)).toBe(false);
    expect(isExerciseStepValid(6, { ...values, athleticism: 6 }, done)).toBe(false);
    expect(isExerciseStepValid(7, { ...values, repCarryover: 31 }, done)).toBe(false);
  });

  it('keeps 1-3 primary and at most 2 secondary muscles, ignoring extra choices', () => {
    let muscles = { primaryMuscles: [], secondaryMuscles: [] } as Pick<
      ExerciseFormValues,
      'primaryMuscles' | 'secondaryMuscles'
    >;
    for (const m of ['quads', 'glutes', 'hamstrings', 'calves'] as const) {
      muscles = toggleMuscleIn(muscles, 'primaryMuscles', m);
    }
    expect(muscles.primaryMuscles).toEqual(['quads', 'glutes', 'hamstrings']);
    for (const m of ['abs', 'obliques', 'erectors'] as const) {
      muscles = toggleMuscleIn(muscles, 'secondaryMuscles', m);
    }
    expect(muscles.secondaryMuscles).toEqual(['abs', 'obliques']);
    muscles = toggleMuscleIn(muscles, 'primaryMuscles', 'quads');
    expect(muscles.primaryMuscles).toEqual(['glutes', 'hamstrings']);
    // Choosing a secondary muscle as primary moves it.
    muscles = toggleMuscleIn(muscles, 'primaryMuscles', 'abs');
    expect(muscles).toEqual({
      primaryMuscles: ['glutes', 'hamstrings', 'abs'],
      secondaryMuscles: ['obliques'],
    });
  });

  it('clamps steppers between their bounds', () => {
    expect(clampStep(0, EXERCISE_BOUNDS.intensity)).toBe(1);
    expect(clampStep(9, EXERCISE_BOUNDS.effectiveness)).toBe(3);
    expect(clampStep(Number.NaN, EXERCISE_BOUNDS.repCarryover)).toBe(1);
    expect(clampStep(12.4, EXERCISE_BOUNDS.repCarryover)).toBe(12);
  });

  it('builds the payload from the values', () => {
    expect(toExercisePayload({ ...filled(), name: '  Zercher Squat ' })).toEqual({
      name: 'Zercher Squat',
      movementType: 'compound',
      pattern: 'squat',
      primaryMuscles: ['quads'],
      secondaryMuscles: [],
      intensity: 3,
      effectiveness: 2,
      athleticism: 3,
      repCarryover: 10,
    });
  });
});
