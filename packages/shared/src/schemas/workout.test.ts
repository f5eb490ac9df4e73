import { describe, expect, it } from 'vitest';
import { draftWith, library } from '../workouts/draft.test-fixtures';
import { defaultExerciseParams, type ExerciseParams } from '../workouts/params';
import { fieldErrors, toApiIssues } from './common';
import {
  builderPairLetter,
  createPhase,
  createWorkoutDraft,
  exercisePairsSchema,
  exerciseParamsSchema,
  groupClientsSchema,
  isUsableWorkoutName,
  phaseIdSchema,
  type StoredWorkout,
  toWorkoutDraft,
  type WorkoutDraft,
  workoutDraftSchema,
  workoutListQuerySchema,
  workoutSaveSchema,
} from './workout';

describe('default exercise parameters', () => {
  it('compound: warm-up 60 % x 2 x 8, no timer; reps 8-8; 1 set; RIR at RPE 8 shown as RPE', () => {
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
      rir: { variant: 'standard', scale: 'rpe', rpe: 8, isCustom: false },
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
      exerciseParamsSchema.safeParse({
        ...params,
        reps: { variant: 'custom', minReps, maxReps, isCustom: true },
      }).success;
    expect(withReps(6, 10)).toBe(true);
    expect(withReps(10, 6)).toBe(false);
    expect(withReps(0, 6)).toBe(false);
    expect(withReps(1, 201)).toBe(false);
  });

  it('reads a RIR saved before it had a target as the standard, RPE 8 shown as RPE', () => {
    const params = defaultExerciseParams('compound');
    const parsed = exerciseParamsSchema.parse({
      ...params,
      rir: { variant: 'standard', isCustom: false },
    });
    expect(parsed.rir).toEqual({ variant: 'standard', scale: 'rpe', rpe: 8, isCustom: false });
  });

  it('a RIR target is an RPE of 6-10 in halves, asked as RPE or RIR', () => {
    const params = defaultExerciseParams('compound');
    const withTarget = (rpe: number, scale: string = 'rpe') =>
      exerciseParamsSchema.safeParse({
        ...params,
        rir: { variant: 'custom', scale, rpe, isCustom: true },
      }).success;
    expect([6, 6.5, 7.5, 10].map((rpe) => withTarget(rpe))).toEqual([true, true, true, true]);
    expect(withTarget(8.5, 'rir')).toBe(true);
    expect(withTarget(5.5)).toBe(false);
    expect(withTarget(10.5)).toBe(false);
    expect(withTarget(7.25)).toBe(false);
    expect(withTarget(8, 'percent')).toBe(false);
  });

  it('a custom warm-up timer runs 0..120 s in steps of 10', () => {
    const params = defaultExerciseParams('compound');
    const withTimer = (timerSec: number) =>
      exerciseParamsSchema.safeParse({
        ...params,
        warmup: { ...params.warmup, variant: 'custom', timerSec },
      }).success;
    expect(withTimer(0)).toBe(true);
    expect(withTimer(120)).toBe(true);
    expect(withTimer(15)).toBe(false);
    expect(withTimer(130)).toBe(false);
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

  it('takes up to 8 pairs of two to four exercises', () => {
    expect(exercisePairsSchema.safeParse([['a', 'b'], [], ['c', 'd', 'e', 'f']]).success).toBe(
      true,
    );
    expect(exercisePairsSchema.safeParse([['a', 'b', 'c', 'd', 'e']]).success).toBe(false);
    expect(exercisePairsSchema.safeParse(Array.from({ length: 9 }, () => [])).success).toBe(false);
    expect(exercisePairsSchema.safeParse([['a']]).success).toBe(false);
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

describe('the save schema enforces every rule of spec 2 section 5', () => {
  /** A valid two-phase workout: squat + bench paired A in phase 1, a curl in phase 2. */
  function validDraft(): WorkoutDraft {
    const draft = draftWith(library.squat, library.bench);
    const [one] = draft.phases;
    return {
      ...draft,
      exercises: { ...draft.exercises, curl: library.curl },
      workoutName: 'Leg Day',
      workoutLevel: 'intermediate',
      phases: [
        { ...(one as WorkoutDraft['phases'][number]), exercisePairs: [['bench', 'squat']] },
        {
          ...createPhase(2),
          exerciseIds: ['curl'],
          exerciseParams: { curl: defaultExerciseParams('accessory') },
        },
      ],
    };
  }

  const issuesOf = (input: unknown) => {
    const result = workoutSaveSchema.safeParse(input);
    return result.success ? [] : toApiIssues(result.error);
  };
  const phaseOne = (draft: WorkoutDraft) => draft.phases[0] as WorkoutDraft['phases'][number];
  const withPhaseOne = (patch: Partial<WorkoutDraft['phases'][number]>) => {
    const draft = validDraft();
    return { ...draft, phases: [{ ...phaseOne(draft), ...patch }, ...draft.phases.slice(1)] };
  };
  const withSquatParams = (patch: Partial<{ [K in keyof ExerciseParams]: object }>) => {
    const draft = validDraft();
    const squat = phaseOne(draft).exerciseParams.squat as ExerciseParams;
    const merged = Object.fromEntries(
      Object.entries(squat).map(([kind, param]) => [
        kind,
        { ...param, ...(patch[kind as keyof ExerciseParams] ?? {}) },
      ]),
    );
    return withPhaseOne({
      exerciseParams: { ...phaseOne(draft).exerciseParams, squat: merged as ExerciseParams },
    });
  };

  it('accepts a valid workout', () => {
    expect(issuesOf(validDraft())).toEqual([]);
  });

  it('needs a real name and a level, with the builder alert texts', () => {
    const draft = createWorkoutDraft();
    expect(fieldErrors(workoutSaveSchema.safeParse(draft).error)).toEqual({
      workoutName: 'Please enter a workout name before saving.',
      workoutLevel: 'Please select a workout level before saving.',
    });
    for (const workoutName of ['', '  ', 'Name Your Amazing Group Workout', undefined]) {
      expect(issuesOf({ ...validDraft(), workoutName })).toEqual([
        { path: 'workoutName', message: 'Please enter a workout name before saving.' },
      ]);
    }
    const ok = workoutSaveSchema.safeParse({ ...validDraft(), workoutName: ' Leg Day ' });
    expect(ok.data?.workoutName).toBe('Leg Day');
  });

  it('at most 5 phases, at least one, distinct ids, an active phase that exists', () => {
    const draft = validDraft();
    expect(issuesOf({ ...draft, phases: [1, 2, 3, 4, 5, 6].map(createPhase) })).toContainEqual({
      path: 'phases',
      message: 'A workout has at most 5 phases.',
    });
    expect(issuesOf({ ...draft, phases: [] })).toContainEqual({
      path: 'phases',
      message: 'A workout needs at least one phase.',
    });
    expect(
      issuesOf({ ...draft, phases: [phaseOne(draft), { ...createPhase(1), name: 'Again' }] }),
    ).toEqual([{ path: 'phases.1.id', message: 'Each phase needs its own id.' }]);
    expect(issuesOf({ ...draft, activePhaseId: 'phase-3' })).toEqual([
      { path: 'activePhaseId', message: 'The active phase must be one of the phases.' },
    ]);
  });

  it('each exercise once per phase, with its params, and listed in the workout', () => {
    const draft = validDraft();
    expect(issuesOf(withPhaseOne({ exerciseIds: ['squat', 'bench', 'squat'] }))).toEqual([
      { path: 'phases.0.exerciseIds.2', message: 'An exercise can be in a phase only once.' },
    ]);
    const { bench: _bench, ...squatOnly } = phaseOne(draft).exerciseParams;
    expect(issuesOf(withPhaseOne({ exerciseParams: squatOnly }))).toEqual([
      {
        path: 'phases.0.exerciseParams.bench',
        message: 'Every exercise of the phase needs its parameters.',
      },
    ]);
    expect(
      issuesOf(
        withPhaseOne({
          exerciseParams: {
            ...phaseOne(draft).exerciseParams,
            row: defaultExerciseParams('compound'),
          },
        }),
      ),
    ).toEqual([
      {
        path: 'phases.0.exerciseParams.row',
        message: 'Parameters belong to an exercise of the phase.',
      },
    ]);
    const { curl: _curl, ...withoutCurl } = draft.exercises;
    expect(issuesOf({ ...draft, exercises: withoutCurl })).toEqual([
      { path: 'phases.1.exerciseIds.0', message: 'The workout must list every exercise it uses.' },
    ]);
  });

  it('pairs of two to four exercises of the phase, each in one pair, letters A-H', () => {
    const five = ['a', 'b', 'c', 'd', 'e'];
    const manyExercises = {
      exerciseIds: five,
      exerciseParams: Object.fromEntries(five.map((id) => [id, defaultExerciseParams('compound')])),
    };
    const draft = validDraft();
    const exercises = {
      ...draft.exercises,
      ...Object.fromEntries(five.map((id) => [id, { ...library.squat, id }])),
    };
    const withPairs = (exercisePairs: string[][]) => ({
      ...withPhaseOne({ ...manyExercises, exercisePairs }),
      exercises,
    });
    expect(issuesOf(withPairs([five]))).toEqual([
      {
        path: 'phases.0.exercisePairs.0',
        message:
          'Maximum of 4 exercises can be paired together. Please deselect some exercises first.',
      },
    ]);
    expect(issuesOf(withPairs([['a']]))).toEqual([
      { path: 'phases.0.exercisePairs.0', message: 'A pair needs at least two exercises.' },
    ]);
    expect(issuesOf(withPairs([...Array.from({ length: 8 }, () => []), ['a', 'b']]))).toEqual([
      {
        path: 'phases.0.exercisePairs',
        message: 'Pairs use the letters A to H (at most 8 pairs per phase).',
      },
    ]);
    expect(
      issuesOf(
        withPairs([
          ['a', 'b'],
          ['b', 'c'],
        ]),
      ),
    ).toEqual([
      {
        path: 'phases.0.exercisePairs.1.0',
        message: 'One or more selected exercises are already paired. Please unpair them first.',
      },
    ]);
    expect(issuesOf(withPairs([['a', 'curl']]))).toEqual([
      { path: 'phases.0.exercisePairs.0.1', message: 'Only exercises of the phase can be paired.' },
    ]);
  });

  it('warm-up bounds: compounds sets 1-2, % 10-100, reps 3-15, no timer', () => {
    expect(
      issuesOf(
        withSquatParams({ warmup: { variant: 'compounds', sets: 3, pctOfWorking: 5, reps: 2 } }),
      ),
    ).toEqual([
      {
        path: 'phases.0.exerciseParams.squat.warmup.sets',
        message: 'Warm-up sets must be between 1 and 2.',
      },
      {
        path: 'phases.0.exerciseParams.squat.warmup.pctOfWorking',
        message: 'Warm-up % of working weight must be between 10 and 100.',
      },
      {
        path: 'phases.0.exerciseParams.squat.warmup.reps',
        message: 'Warm-up reps must be between 3 and 15.',
      },
    ]);
    expect(
      issuesOf(
        withSquatParams({
          warmup: { variant: 'compounds', pctOfWorking: 100, reps: 15, timerSec: 30 },
        }),
      ),
    ).toEqual([
      {
        path: 'phases.0.exerciseParams.squat.warmup.timerSec',
        message: 'Only a custom warm-up has a timer.',
      },
    ]);
  });

  it('warm-up bounds: custom reps 1-30, timer 0-120 in steps of 10', () => {
    expect(
      issuesOf(withSquatParams({ warmup: { variant: 'custom', reps: 1, timerSec: 120 } })),
    ).toEqual([]);
    expect(
      issuesOf(withSquatParams({ warmup: { variant: 'custom', reps: 31, timerSec: 130 } })),
    ).toEqual([
      {
        path: 'phases.0.exerciseParams.squat.warmup.reps',
        message: 'Warm-up reps must be between 1 and 30.',
      },
      {
        path: 'phases.0.exerciseParams.squat.warmup.timerSec',
        message: 'Warm-up timer (seconds) must be between 0 and 120.',
      },
    ]);
    expect(issuesOf(withSquatParams({ warmup: { variant: 'custom', timerSec: 15 } }))).toEqual([
      {
        path: 'phases.0.exerciseParams.squat.warmup.timerSec',
        message: 'The warm-up timer moves in steps of 10 seconds.',
      },
    ]);
    expect(issuesOf(withSquatParams({ warmup: { variant: 'custom', sets: 1.5 } }))).toEqual([
      {
        path: 'phases.0.exerciseParams.squat.warmup.sets',
        message: 'Warm-up sets must be a whole number.',
      },
    ]);
  });

  it('reps: 1-200 with the minimum not above the maximum', () => {
    expect(
      issuesOf(withSquatParams({ reps: { variant: 'custom', minReps: 1, maxReps: 200 } })),
    ).toEqual([]);
    expect(
      issuesOf(withSquatParams({ reps: { variant: 'custom', minReps: 0, maxReps: 201 } })),
    ).toEqual([
      {
        path: 'phases.0.exerciseParams.squat.reps.minReps',
        message: 'Minimum reps must be between 1 and 200.',
      },
      {
        path: 'phases.0.exerciseParams.squat.reps.maxReps',
        message: 'Maximum reps must be between 1 and 200.',
      },
    ]);
    expect(
      issuesOf(withSquatParams({ reps: { variant: 'custom', minReps: 10, maxReps: 6 } })),
    ).toEqual([
      {
        path: 'phases.0.exerciseParams.squat.reps.minReps',
        message: 'Minimum reps cannot be above maximum reps.',
      },
    ]);
  });

  it('sets: compounds and accessories 1-6, custom 6-15', () => {
    expect(issuesOf(withSquatParams({ sets: { variant: 'compounds', sets: 6 } }))).toEqual([]);
    expect(issuesOf(withSquatParams({ sets: { variant: 'compounds', sets: 7 } }))).toEqual([
      { path: 'phases.0.exerciseParams.squat.sets.sets', message: 'Sets must be between 1 and 6.' },
    ]);
    expect(issuesOf(withSquatParams({ sets: { variant: 'custom', sets: 5 } }))).toEqual([
      {
        path: 'phases.0.exerciseParams.squat.sets.sets',
        message: 'Sets must be between 6 and 15.',
      },
    ]);
    expect(issuesOf(withSquatParams({ sets: { variant: 'custom', sets: 16 } }))).toEqual([
      {
        path: 'phases.0.exerciseParams.squat.sets.sets',
        message: 'Sets must be between 6 and 15.',
      },
    ]);
  });

  it('standard keeps the standard values', () => {
    const standard = 'Standard parameters keep the standard values.';
    expect(issuesOf(withSquatParams({ sets: { sets: 2 } }))).toEqual([
      { path: 'phases.0.exerciseParams.squat.sets.variant', message: standard },
    ]);
    expect(issuesOf(withSquatParams({ warmup: { pctOfWorking: 50 } }))).toEqual([
      { path: 'phases.0.exerciseParams.squat.warmup.variant', message: standard },
    ]);
    expect(issuesOf(withSquatParams({ reps: { minReps: 12, maxReps: 12 } }))).toEqual([
      { path: 'phases.0.exerciseParams.squat.reps.variant', message: standard },
    ]);
    expect(issuesOf(withSquatParams({ rir: { rpe: 7 } }))).toEqual([
      { path: 'phases.0.exerciseParams.squat.rir.variant', message: standard },
    ]);
    expect(issuesOf(withSquatParams({ rir: { scale: 'rir' } }))).toEqual([
      { path: 'phases.0.exerciseParams.squat.rir.variant', message: standard },
    ]);
  });

  it('RIR: a target RPE of 6-10 in steps of 0.5, under any option', () => {
    expect(
      issuesOf(withSquatParams({ rir: { variant: 'custom', rpe: 9.5, scale: 'rir' } })),
    ).toEqual([]);
    expect(issuesOf(withSquatParams({ rir: { variant: 'compounds', rpe: 6 } }))).toEqual([]);
    for (const rpe of [5.5, 10.5]) {
      expect(issuesOf(withSquatParams({ rir: { variant: 'custom', rpe } }))).toEqual([
        {
          path: 'phases.0.exerciseParams.squat.rir.rpe',
          message: 'Target RPE must be between 6 and 10.',
        },
      ]);
    }
    expect(issuesOf(withSquatParams({ rir: { variant: 'custom', rpe: 7.25 } }))).toEqual([
      {
        path: 'phases.0.exerciseParams.squat.rir.rpe',
        message: 'Target RPE moves in steps of 0.5.',
      },
    ]);
  });

  it('compound options on compounds only, accessory options on accessories only', () => {
    expect(issuesOf(withSquatParams({ sets: { variant: 'accessories', sets: 3 } }))).toEqual([
      {
        path: 'phases.0.exerciseParams.squat.sets.variant',
        message: 'Accessory parameters apply to accessory exercises only.',
      },
    ]);
    const draft = validDraft();
    const curl = draft.phases[1]?.exerciseParams.curl as ExerciseParams;
    const compoundsOnCurl = {
      ...draft,
      phases: [
        phaseOne(draft),
        {
          ...(draft.phases[1] as WorkoutDraft['phases'][number]),
          exerciseParams: { curl: { ...curl, reps: { ...curl.reps, variant: 'compounds' } } },
        },
      ],
    };
    expect(issuesOf(compoundsOnCurl)).toEqual([
      {
        path: 'phases.1.exerciseParams.curl.reps.variant',
        message: 'Compound parameters apply to compound exercises only.',
      },
    ]);
  });

  it('client grouping steppers stay within 0-12', () => {
    expect(
      issuesOf({
        ...validDraft(),
        groupClients: { clientsPerGroup: 13, maxClientsPerExercise: -1 },
      }),
    ).toEqual([
      {
        path: 'groupClients.clientsPerGroup',
        message: 'Clients per group must be between 0 and 12.',
      },
      {
        path: 'groupClients.maxClientsPerExercise',
        message: 'Max clients per exercise must be between 0 and 12.',
      },
    ]);
  });

  it('recomputes the custom marks from the values', () => {
    const input = withSquatParams({
      reps: { variant: 'custom', minReps: 6, maxReps: 10, isCustom: false },
      sets: { isCustom: true },
      warmup: { variant: 'custom', isCustom: true },
      rir: { variant: 'custom', scale: 'rir', isCustom: false },
    });
    const saved = workoutSaveSchema.parse(input);
    const squat = saved.phases[0]?.exerciseParams.squat;
    expect(squat?.reps.isCustom).toBe(true);
    expect(squat?.sets.isCustom).toBe(false);
    expect(squat?.warmup.isCustom).toBe(false);
    // RPE 8 asked as '2 RIR' is not the standard's 'RPE 8'.
    expect(squat?.rir.isCustom).toBe(true);
  });

  it('refuses unknown fields', () => {
    expect(issuesOf({ ...validDraft(), extra: 1 })).toEqual([
      { path: '', message: 'Unrecognized key: "extra"' },
    ]);
  });
});

describe('stored workouts and the list query', () => {
  it('turns a stored workout back into a builder draft', () => {
    const draft = draftWith(library.squat);
    const stored: StoredWorkout = {
      ...draft,
      id: 'w1',
      ownerId: 'u1',
      createdAt: '2030-01-01T00:00:00.000Z',
      updatedAt: '2030-01-01T00:00:00.000Z',
    };
    expect(toWorkoutDraft(stored)).toEqual(draft);
  });

  it('reads the search and an optional level (empty means none)', () => {
    expect(workoutListQuerySchema.parse({ q: ' leg ', level: '' })).toEqual({ q: 'leg' });
    expect(workoutListQuerySchema.parse({ level: 'advanced' })).toEqual({ level: 'advanced' });
    expect(workoutListQuerySchema.safeParse({ level: 'expert' }).success).toBe(false);
  });
});
