import { describe, expect, it } from 'vitest';
import { fieldErrors } from './common';
import {
  builderPairLetter,
  createPhase,
  createWorkoutDraft,
  defaultExerciseParams,
  exercisePairsSchema,
  exerciseParamsSchema,
  groupClientsSchema,
  isUsableWorkoutName,
  phaseIdSchema,
  workoutDraftSchema,
  workoutSaveSchema,
} from './workout';

describe('default exercise parameters', () => {
  it('compound: warm-up 60 % x 2 x 8, no timer; reps 8-8; 1 set; standard RIR', () => {
    expect(defaultExerciseParams('compound')).toEqual({
      warmup: {
        variant: 'standard',
        pctOfWorking: 60,
        sets: 2,
        reps: 8,
        timerSec: null,
        isCustom: false,
      },
      reps: { variant: 'standard', minReps: 8, maxReps: 8, isCustom: false },
      sets: { variant: 'standard', sets: 1, isCustom: false },
      rir: { variant: 'standard', isCustom: false },
    });
  });

  it('accessory reps are 12-12; custom reads as compound', () => {
    expect(defaultExerciseParams('accessory').reps).toMatchObject({ minReps: 12, maxReps: 12 });
    expect(defaultExerciseParams('custom')).toEqual(defaultExerciseParams('compound'));
  });

  it('defaults pass their own schema', () => {
    expect(exerciseParamsSchema.safeParse(defaultExerciseParams('accessory')).success).toBe(true);
  });

  it('keeps min reps at or below max reps and within 1..200', () => {
    const params = defaultExerciseParams('compound');
    const withReps = (minReps: number, maxReps: number) =>
      exerciseParamsSchema.safeParse({ ...params, reps: { ...params.reps, minReps, maxReps } });
    expect(withReps(6, 10).success).toBe(true);
    expect(withReps(10, 6).success).toBe(false);
    expect(withReps(0, 6).success).toBe(false);
    expect(withReps(1, 201).success).toBe(false);
  });

  it('warm-up timer runs 0..120 s in steps of 10', () => {
    const params = defaultExerciseParams('compound');
    const withTimer = (timerSec: number) =>
      exerciseParamsSchema.safeParse({ ...params, warmup: { ...params.warmup, timerSec } });
    expect(withTimer(0).success).toBe(true);
    expect(withTimer(120).success).toBe(true);
    expect(withTimer(15).success).toBe(false);
    expect(withTimer(130).success).toBe(false);
  });
});

describe('builder draft', () => {
  it('starts with the default name, no level and Phase 1', () => {
    const draft = createWorkoutDraft();
    expect(draft.workoutName).toBe('Name Your Amazing Group Workout');
    expect(draft.workoutLevel).toBe('');
    expect(draft.phases).toEqual([
      { id: 'phase-1', name: 'Phase 1', exerciseIds: [], exerciseParams: {}, exercisePairs: [] },
    ]);
    expect(draft.activePhaseId).toBe('phase-1');
    expect(draft.groupClients).toEqual({
      clientsPerGroup: 1,
      maxClientsPerExercise: 1,
      sortBy: 'none',
    });
    expect(workoutDraftSchema.parse(draft)).toEqual(draft);
  });

  it('fills defaults when the draft omits them', () => {
    const parsed = workoutDraftSchema.parse({
      phases: [createPhase(1)],
      activePhaseId: 'phase-1',
      exercises: {},
    });
    expect(parsed.workoutName).toBe('Name Your Amazing Group Workout');
    expect(parsed.groupClients.sortBy).toBe('none');
  });

  it('allows at most 5 phases and an active phase that exists', () => {
    const draft = createWorkoutDraft();
    const phases = [1, 2, 3, 4, 5, 6].map(createPhase);
    expect(workoutDraftSchema.safeParse({ ...draft, phases: phases.slice(0, 5) }).success).toBe(
      true,
    );
    expect(workoutDraftSchema.safeParse({ ...draft, phases }).success).toBe(false);
    expect(workoutDraftSchema.safeParse({ ...draft, activePhaseId: 'phase-2' }).success).toBe(
      false,
    );
  });

  it('names phases phase-N', () => {
    expect(phaseIdSchema.safeParse('phase-12').success).toBe(true);
    expect(phaseIdSchema.safeParse('phase-0').success).toBe(false);
    expect(phaseIdSchema.safeParse('p1').success).toBe(false);
  });

  it('takes up to 8 pairs of up to 4 exercises, each exercise in one pair', () => {
    expect(exercisePairsSchema.safeParse([['a', 'b'], [], ['c', 'd', 'e', 'f']]).success).toBe(
      true,
    );
    expect(exercisePairsSchema.safeParse([['a', 'b', 'c', 'd', 'e']]).success).toBe(false);
    expect(exercisePairsSchema.safeParse(Array.from({ length: 9 }, () => [])).success).toBe(false);
    expect(exercisePairsSchema.safeParse([['a'], ['a']]).success).toBe(false);
    expect(builderPairLetter(0)).toBe('A');
    expect(builderPairLetter(7)).toBe('H');
    expect(builderPairLetter(8)).toBeUndefined();
  });

  it('bounds client grouping to 0..12 with defaults of 1', () => {
    expect(groupClientsSchema.parse({})).toEqual({
      clientsPerGroup: 1,
      maxClientsPerExercise: 1,
      sortBy: 'none',
    });
    expect(groupClientsSchema.safeParse({ clientsPerGroup: 0 }).success).toBe(true);
    expect(groupClientsSchema.safeParse({ clientsPerGroup: 13 }).success).toBe(false);
    expect(groupClientsSchema.safeParse({ sortBy: 'height' }).success).toBe(false);
  });
});

describe('saving a workout', () => {
  it('needs a real name and a level, with the builder alert texts', () => {
    const draft = createWorkoutDraft();
    expect(fieldErrors(workoutSaveSchema.safeParse(draft).error)).toEqual({
      workoutName: 'Please enter a workout name before saving.',
      workoutLevel: 'Please select a workout level before saving.',
    });
    expect(
      fieldErrors(workoutSaveSchema.safeParse({ ...draft, workoutName: '  ' }).error).workoutName,
    ).toBe('Please enter a workout name before saving.');
    const ok = workoutSaveSchema.safeParse({
      ...draft,
      workoutName: ' Leg Day ',
      workoutLevel: 'beginner',
    });
    expect(ok.success).toBe(true);
    expect(ok.data?.workoutName).toBe('Leg Day');
  });

  it('treats blank and default names as unusable', () => {
    expect(isUsableWorkoutName('')).toBe(false);
    expect(isUsableWorkoutName(' Name Your Amazing Group Workout ')).toBe(false);
    expect(isUsableWorkoutName(null)).toBe(false);
    expect(isUsableWorkoutName('Push Day')).toBe(true);
  });
});
