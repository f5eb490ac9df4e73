import {
  defaultExerciseParams,
  type ExerciseListItem,
  exerciseListItemSchema,
  PAIR_LETTER_COLORS,
  storedWorkoutSchema,
  type WorkoutDraft,
  workoutListSchema,
  workoutSaveSchema,
} from '@levelup/shared';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/auth/access-token';
import { exercises, workouts } from '../src/db/schema';
import { testClock } from './auth-helpers';
import { createSession, seedDemoGym, sessionState } from './sessions-helpers';
import { testDatabaseKinds, useTestApp } from './test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabaseKinds)('workouts API (%s)', (kind) => {
  const clock = testClock();
  const t = useTestApp(kind, { deps: { now: clock.now } });
  let coach: AuthUser;
  let admin: AuthUser;
  let client: AuthUser;
  let otherTrainer: AuthUser;
  let demoWorkoutId: string;
  let lib: Record<'squat' | 'bench' | 'row' | 'curl' | 'raise', ExerciseListItem>;

  beforeAll(async () => {
    ({
      coach,
      admin,
      client,
      otherTrainer,
      workoutId: demoWorkoutId,
    } = await seedDemoGym(t.database.db));
    const names = {
      squat: 'Back Squat',
      bench: 'Bench Press',
      row: 'Barbell Row',
      curl: 'Dumbbell Curl',
      raise: 'Lateral Raise',
    } as const;
    const rows = await t.database.db
      .select()
      .from(exercises)
      .where(inArray(exercises.name, Object.values(names)));
    const byName = new Map(rows.map((row) => [row.name, exerciseListItemSchema.parse(row)]));
    lib = Object.fromEntries(
      Object.entries(names).map(([key, name]) => {
        const found = byName.get(name);
        if (!found) throw new Error(`${name} is not in the library`);
        return [key, found];
      }),
    ) as typeof lib;
  });

  const call = async (
    user: AuthUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: user ? await t.authHeader(user) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /**
   * A two-phase workout as the builder saves it: 'Strength' with squat and bench paired A (squat
   * reps customised to 5-5, its effort to 1 RIR) and a row; 'Finisher' with curl and raise paired
   * C, a custom warm-up.
   */
  function twoPhaseWorkout(name = 'Leg Day'): WorkoutDraft {
    const squat = defaultExerciseParams('compound');
    const curl = defaultExerciseParams('accessory');
    return {
      workoutName: name,
      workoutLevel: 'intermediate',
      activePhaseId: 'phase-1',
      groupClients: { clientsPerGroup: 2, maxClientsPerExercise: 3, sortBy: 'level' },
      phases: [
        {
          id: 'phase-1',
          name: 'Strength',
          exerciseIds: [lib.squat.id, lib.bench.id, lib.row.id],
          exerciseParams: {
            [lib.squat.id]: {
              ...squat,
              reps: { variant: 'custom', minReps: 5, maxReps: 5, isCustom: true },
              rir: { variant: 'custom', scale: 'rir', rpe: 9, isCustom: true },
            },
            [lib.bench.id]: defaultExerciseParams('compound'),
            [lib.row.id]: defaultExerciseParams('compound'),
          },
          exercisePairs: [[lib.squat.id, lib.bench.id].sort()],
        },
        {
          id: 'phase-2',
          name: 'Finisher',
          exerciseIds: [lib.curl.id, lib.raise.id],
          exerciseParams: {
            [lib.curl.id]: {
              ...curl,
              warmup: { ...curl.warmup, variant: 'custom', reps: 10, timerSec: 30, isCustom: true },
            },
            [lib.raise.id]: defaultExerciseParams('accessory'),
          },
          exercisePairs: [[], [], [lib.curl.id, lib.raise.id].sort()],
        },
      ],
      exercises: Object.fromEntries(
        [lib.squat, lib.bench, lib.row, lib.curl, lib.raise].map((e) => [e.id, e]),
      ),
    };
  }

  async function createWorkout(user: AuthUser, body: object = twoPhaseWorkout()): Promise<string> {
    const res = await call(user, 'POST', '/api/workouts', body);
    expect(res.statusCode).toBe(201);
    const answer = res.json() as { id: string };
    expect(Object.keys(answer)).toEqual(['id']);
    return answer.id;
  }

  async function list(user: AuthUser, query = '') {
    const res = await call(user, 'GET', `/api/workouts${query}`);
    expect(res.statusCode).toBe(200);
    return workoutListSchema.parse(res.json());
  }

  async function read(user: AuthUser, id: string) {
    const res = await call(user, 'GET', `/api/workouts/${id}`);
    expect(res.statusCode).toBe(200);
    return storedWorkoutSchema.parse(res.json());
  }

  it('serves the seeded demo workout as a draft the builder can save again', async () => {
    const demo = await read(coach, demoWorkoutId);
    expect(demo).toMatchObject({
      ownerId: coach.id,
      workoutName: 'Full Body Strength A',
      workoutLevel: 'intermediate',
    });
    const { id: _id, ownerId: _o, createdAt: _c, updatedAt: _u, ...draft } = demo;
    expect(workoutSaveSchema.safeParse(draft).success).toBe(true);
    expect(demo.phases.map((p) => p.exercisePairs.length)).toEqual([2, 0]);
  });

  it('creates and reads a workout, with the library’s names for its exercises', async () => {
    const body = twoPhaseWorkout('Create And Read');
    body.exercises[lib.squat.id] = { ...lib.squat, name: 'Renamed by the client' };
    const at = clock.now().toISOString();
    const id = await createWorkout(coach, body);
    const stored = await read(coach, id);
    expect(stored).toMatchObject({
      id,
      ownerId: coach.id,
      workoutName: 'Create And Read',
      workoutLevel: 'intermediate',
      activePhaseId: 'phase-1',
      groupClients: { clientsPerGroup: 2, maxClientsPerExercise: 3, sortBy: 'level' },
      createdAt: at,
      updatedAt: at,
    });
    expect(stored.phases).toEqual(body.phases);
    expect(stored.exercises[lib.squat.id]?.name).toBe('Back Squat');
    // Other trainers and admins read it too.
    expect((await read(otherTrainer, id)).workoutName).toBe('Create And Read');
    expect((await read(admin, id)).workoutName).toBe('Create And Read');
  });

  it('lists every workout with its owner, searches names in any case, and filters by level', async () => {
    const mine = await createWorkout(coach, twoPhaseWorkout('Push 100% Day'));
    const theirs = await createWorkout(otherTrainer, {
      ...twoPhaseWorkout('Pull Day'),
      workoutLevel: 'novice',
    });
    const all = await list(otherTrainer);
    const byId = new Map(all.map((w) => [w.id, w]));
    expect(byId.get(mine)).toMatchObject({
      workoutName: 'Push 100% Day',
      workoutLevel: 'intermediate',
      ownerId: coach.id,
      phaseCount: 2,
      exerciseCount: 5,
      useCount: 0,
      lastUsedAt: null,
    });
    expect(byId.get(theirs)?.ownerId).toBe(otherTrainer.id);
    expect(byId.get(demoWorkoutId)?.exerciseCount).toBe(7);

    expect((await list(coach, '?q=PULL%20d')).map((w) => w.id)).toEqual([theirs]);
    expect((await list(coach, '?q=100%25')).map((w) => w.id)).toEqual([mine]);
    expect((await list(coach, '?q=%25')).map((w) => w.id)).toEqual([mine]);
    expect((await list(coach, '?q=_')).map((w) => w.id)).toEqual([]);
    const novice = await list(coach, '?level=novice');
    expect(novice.map((w) => w.id)).toEqual([theirs]);
    expect((await list(coach, '?level=novice&q=push')).map((w) => w.id)).toEqual([]);
    expect((await list(coach, '?level=')).length).toBe(all.length);
    const badLevel = await call(coach, 'GET', '/api/workouts?level=expert');
    expect(badLevel.statusCode).toBe(400);
  });

  it('updates a workout for its owner, keeping the owner and moving updatedAt', async () => {
    const id = await createWorkout(coach, twoPhaseWorkout('Before'));
    clock.advanceSeconds(60);
    const changed = twoPhaseWorkout('After');
    changed.workoutLevel = 'advanced';
    changed.phases = changed.phases.slice(0, 1);
    changed.exercises = Object.fromEntries([lib.squat, lib.bench, lib.row].map((e) => [e.id, e]));
    const res = await call(coach, 'PUT', `/api/workouts/${id}`, changed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id });
    const stored = await read(coach, id);
    expect(stored).toMatchObject({
      workoutName: 'After',
      workoutLevel: 'advanced',
      ownerId: coach.id,
    });
    expect(stored.phases.map((p) => p.name)).toEqual(['Strength']);
    expect(Date.parse(stored.updatedAt)).toBe(Date.parse(stored.createdAt) + 60_000);
    expect((await list(coach, '?q=after'))[0]?.workoutLevel).toBe('advanced');
  });

  it('deletes a workout for its owner; sessions launched from it keep running', async () => {
    const id = await createWorkout(coach, twoPhaseWorkout('Short Lived'));
    const session = await createSession(t, coach, { workoutId: id });
    const res = await call(coach, 'DELETE', `/api/workouts/${id}`);
    expect(res.statusCode).toBe(204);
    expect((await call(coach, 'GET', `/api/workouts/${id}`)).statusCode).toBe(404);
    expect((await list(coach)).some((w) => w.id === id)).toBe(false);
    const after = await sessionState(t, coach, session.id);
    expect(after.workout).toBeNull();
    expect(after.state.phases.map((p) => p.name)).toEqual(['Strength', 'Finisher']);
  });

  it('lets only the owner or admin and above change or delete; others get 403', async () => {
    const id = await createWorkout(coach, twoPhaseWorkout('Guarded'));
    const update = twoPhaseWorkout('Taken Over');
    expect((await call(otherTrainer, 'PUT', `/api/workouts/${id}`, update)).statusCode).toBe(403);
    expect((await call(otherTrainer, 'DELETE', `/api/workouts/${id}`)).statusCode).toBe(403);
    expect((await read(coach, id)).workoutName).toBe('Guarded');

    const byAdmin = await call(admin, 'PUT', `/api/workouts/${id}`, twoPhaseWorkout('By Admin'));
    expect(byAdmin.statusCode).toBe(200);
    const stored = await read(coach, id);
    expect(stored).toMatchObject({ workoutName: 'By Admin', ownerId: coach.id });
    expect((await call(admin, 'DELETE', `/api/workouts/${id}`)).statusCode).toBe(204);

    const refusal = await call(otherTrainer, 'DELETE', `/api/workouts/${demoWorkoutId}`);
    expect(refusal.json()).toEqual({
      error: 'FORBIDDEN',
      message: "Access denied. You don't have permission for this resource.",
    });
  });

  it('refuses clients everything with 403 (before looking at the body), and strangers with 401', async () => {
    const id = await createWorkout(coach, twoPhaseWorkout('Not For Clients'));
    const attempts: [string, string, unknown?][] = [
      ['GET', '/api/workouts'],
      ['GET', `/api/workouts/${id}`],
      ['POST', '/api/workouts', twoPhaseWorkout('Client Made')],
      ['POST', '/api/workouts', { nonsense: true }],
      ['PUT', `/api/workouts/${id}`, twoPhaseWorkout('Client Changed')],
      ['PUT', `/api/workouts/${id}`, {}],
      ['DELETE', `/api/workouts/${id}`],
    ];
    for (const [method, url, body] of attempts) {
      const asClient = await call(client, method as 'GET', url, body);
      expect([method, url, asClient.statusCode]).toEqual([method, url, 403]);
      const anonymous = await call(null, method as 'GET', url, body);
      expect([method, url, anonymous.statusCode]).toEqual([method, url, 401]);
    }
    expect((await read(coach, id)).workoutName).toBe('Not For Clients');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      expect((await call(coach, 'GET', `/api/workouts/${id}`)).statusCode).toBe(404);
      expect((await call(admin, 'PUT', `/api/workouts/${id}`, twoPhaseWorkout())).statusCode).toBe(
        404,
      );
      expect((await call(admin, 'DELETE', `/api/workouts/${id}`)).statusCode).toBe(404);
    }
  });

  describe('every rule of spec 2 section 5 is answered 400 with its message', () => {
    type Mutation = (w: WorkoutDraft) => unknown;
    const phase = (w: WorkoutDraft, index: number) => w.phases[index] as WorkoutDraft['phases'][0];
    const squatParams = (w: WorkoutDraft) =>
      phase(w, 0).exerciseParams[lib.squat.id] as ReturnType<typeof defaultExerciseParams>;
    const cases: [string, Mutation, () => { path: string; message: string }][] = [
      [
        'an empty name',
        (w) => ({ ...w, workoutName: '   ' }),
        () => ({ path: 'workoutName', message: 'Please enter a workout name before saving.' }),
      ],
      [
        'the default name',
        (w) => ({ ...w, workoutName: 'Name Your Amazing Group Workout' }),
        () => ({ path: 'workoutName', message: 'Please enter a workout name before saving.' }),
      ],
      [
        'no level',
        (w) => ({ ...w, workoutLevel: '' }),
        () => ({ path: 'workoutLevel', message: 'Please select a workout level before saving.' }),
      ],
      [
        'six phases',
        (w) => ({
          ...w,
          phases: [1, 2, 3, 4, 5, 6].map((n) => ({
            id: `phase-${n}`,
            name: `Phase ${n}`,
            exerciseIds: [],
            exerciseParams: {},
            exercisePairs: [],
          })),
        }),
        () => ({ path: 'phases', message: 'A workout has at most 5 phases.' }),
      ],
      [
        'five exercises in a pair',
        (w) => {
          const ids = [lib.squat, lib.bench, lib.row, lib.curl, lib.raise].map((e) => e.id);
          const params = Object.fromEntries(
            [lib.squat, lib.bench, lib.row, lib.curl, lib.raise].map((e) => [
              e.id,
              defaultExerciseParams(e.type),
            ]),
          );
          return {
            ...w,
            phases: [
              { ...phase(w, 0), exerciseIds: ids, exerciseParams: params, exercisePairs: [ids] },
            ],
          };
        },
        () => ({
          path: 'phases.0.exercisePairs.0',
          message:
            'Maximum of 4 exercises can be paired together. Please deselect some exercises first.',
        }),
      ],
      [
        'a ninth pair letter',
        (w) => ({
          ...w,
          phases: [
            {
              ...phase(w, 0),
              exercisePairs: [...Array.from({ length: 8 }, () => []), [lib.squat.id, lib.row.id]],
            },
            phase(w, 1),
          ],
        }),
        () => ({
          path: 'phases.0.exercisePairs',
          message: 'Pairs use the letters A to H (at most 8 pairs per phase).',
        }),
      ],
      [
        'an exercise in two pairs',
        (w) => ({
          ...w,
          phases: [
            {
              ...phase(w, 0),
              exercisePairs: [...phase(w, 0).exercisePairs, [lib.row.id, lib.squat.id].sort()],
            },
            phase(w, 1),
          ],
        }),
        () => ({
          path: `phases.0.exercisePairs.1.${[lib.row.id, lib.squat.id].sort().indexOf(lib.squat.id)}`,
          message: 'One or more selected exercises are already paired. Please unpair them first.',
        }),
      ],
      [
        'a warm-up of 3 sets',
        (w) => {
          squatParams(w).warmup = { ...squatParams(w).warmup, variant: 'compounds', sets: 3 };
          return w;
        },
        () => ({
          path: `phases.0.exerciseParams.${lib.squat.id}.warmup.sets`,
          message: 'Warm-up sets must be between 1 and 2.',
        }),
      ],
      [
        'a compound warm-up at 5 %',
        (w) => {
          squatParams(w).warmup = {
            ...squatParams(w).warmup,
            variant: 'compounds',
            pctOfWorking: 5,
          };
          return w;
        },
        () => ({
          path: `phases.0.exerciseParams.${lib.squat.id}.warmup.pctOfWorking`,
          message: 'Warm-up % of working weight must be between 10 and 100.',
        }),
      ],
      [
        'a compound warm-up of 16 reps',
        (w) => {
          squatParams(w).warmup = { ...squatParams(w).warmup, variant: 'compounds', reps: 16 };
          return w;
        },
        () => ({
          path: `phases.0.exerciseParams.${lib.squat.id}.warmup.reps`,
          message: 'Warm-up reps must be between 3 and 15.',
        }),
      ],
      [
        'a custom warm-up of 31 reps',
        (w) => {
          squatParams(w).warmup = { ...squatParams(w).warmup, variant: 'custom', reps: 31 };
          return w;
        },
        () => ({
          path: `phases.0.exerciseParams.${lib.squat.id}.warmup.reps`,
          message: 'Warm-up reps must be between 1 and 30.',
        }),
      ],
      [
        'a 130 s warm-up timer',
        (w) => {
          squatParams(w).warmup = { ...squatParams(w).warmup, variant: 'custom', timerSec: 130 };
          return w;
        },
        () => ({
          path: `phases.0.exerciseParams.${lib.squat.id}.warmup.timerSec`,
          message: 'Warm-up timer (seconds) must be between 0 and 120.',
        }),
      ],
      [
        'a 15 s warm-up timer',
        (w) => {
          squatParams(w).warmup = { ...squatParams(w).warmup, variant: 'custom', timerSec: 15 };
          return w;
        },
        () => ({
          path: `phases.0.exerciseParams.${lib.squat.id}.warmup.timerSec`,
          message: 'The warm-up timer moves in steps of 10 seconds.',
        }),
      ],
      [
        'a timer on a compound warm-up',
        (w) => {
          squatParams(w).warmup = { ...squatParams(w).warmup, variant: 'compounds', timerSec: 30 };
          return w;
        },
        () => ({
          path: `phases.0.exerciseParams.${lib.squat.id}.warmup.timerSec`,
          message: 'Only a custom warm-up has a timer.',
        }),
      ],
      [
        'minimum reps above maximum',
        (w) => {
          squatParams(w).reps = { variant: 'custom', minReps: 10, maxReps: 6, isCustom: true };
          return w;
        },
        () => ({
          path: `phases.0.exerciseParams.${lib.squat.id}.reps.minReps`,
          message: 'Minimum reps cannot be above maximum reps.',
        }),
      ],
      [
        '201 reps',
        (w) => {
          squatParams(w).reps = { variant: 'custom', minReps: 10, maxReps: 201, isCustom: true };
          return w;
        },
        () => ({
          path: `phases.0.exerciseParams.${lib.squat.id}.reps.maxReps`,
          message: 'Maximum reps must be between 1 and 200.',
        }),
      ],
      [
        '0 reps',
        (w) => {
          squatParams(w).reps = { variant: 'custom', minReps: 0, maxReps: 5, isCustom: true };
          return w;
        },
        () => ({
          path: `phases.0.exerciseParams.${lib.squat.id}.reps.minReps`,
          message: 'Minimum reps must be between 1 and 200.',
        }),
      ],
      [
        '7 compound sets',
        (w) => {
          squatParams(w).sets = { variant: 'compounds', sets: 7, isCustom: true };
          return w;
        },
        () => ({
          path: `phases.0.exerciseParams.${lib.squat.id}.sets.sets`,
          message: 'Sets must be between 1 and 6.',
        }),
      ],
      [
        '5 custom sets',
        (w) => {
          squatParams(w).sets = { variant: 'custom', sets: 5, isCustom: true };
          return w;
        },
        () => ({
          path: `phases.0.exerciseParams.${lib.squat.id}.sets.sets`,
          message: 'Sets must be between 6 and 15.',
        }),
      ],
      [
        '16 custom sets',
        (w) => {
          squatParams(w).sets = { variant: 'custom', sets: 16, isCustom: true };
          return w;
        },
        () => ({
          path: `phases.0.exerciseParams.${lib.squat.id}.sets.sets`,
          message: 'Sets must be between 6 and 15.',
        }),
      ],
      [
        'accessory options on a compound',
        (w) => {
          squatParams(w).sets = { variant: 'accessories', sets: 3, isCustom: true };
          return w;
        },
        () => ({
          path: `phases.0.exerciseParams.${lib.squat.id}.sets.variant`,
          message: 'Accessory parameters apply to accessory exercises only.',
        }),
      ],
      [
        'a target RPE of 10.5',
        (w) => {
          squatParams(w).rir = { variant: 'custom', scale: 'rir', rpe: 10.5, isCustom: true };
          return w;
        },
        () => ({
          path: `phases.0.exerciseParams.${lib.squat.id}.rir.rpe`,
          message: 'Target RPE must be between 6 and 10.',
        }),
      ],
      [
        'a target RPE of 7.25',
        (w) => {
          squatParams(w).rir = { variant: 'custom', scale: 'rpe', rpe: 7.25, isCustom: true };
          return w;
        },
        () => ({
          path: `phases.0.exerciseParams.${lib.squat.id}.rir.rpe`,
          message: 'Target RPE moves in steps of 0.5.',
        }),
      ],
      [
        'a standard RIR at another target',
        (w) => {
          squatParams(w).rir = { variant: 'standard', scale: 'rpe', rpe: 9, isCustom: false };
          return w;
        },
        () => ({
          path: `phases.0.exerciseParams.${lib.squat.id}.rir.variant`,
          message: 'Standard parameters keep the standard values.',
        }),
      ],
      [
        '13 clients per group',
        (w) => ({ ...w, groupClients: { ...w.groupClients, clientsPerGroup: 13 } }),
        () => ({
          path: 'groupClients.clientsPerGroup',
          message: 'Clients per group must be between 0 and 12.',
        }),
      ],
      [
        '13 clients per exercise',
        (w) => ({ ...w, groupClients: { ...w.groupClients, maxClientsPerExercise: 13 } }),
        () => ({
          path: 'groupClients.maxClientsPerExercise',
          message: 'Max clients per exercise must be between 0 and 12.',
        }),
      ],
    ];

    it.each(cases)('%s', async (_name, mutate, expectedIssue) => {
      const issue = expectedIssue();
      const id = await createWorkout(coach, twoPhaseWorkout('Rule Check'));
      const body = mutate(structuredClone(twoPhaseWorkout('Rule Check')));
      for (const [method, url] of [
        ['POST', '/api/workouts'],
        ['PUT', `/api/workouts/${id}`],
      ] as const) {
        const res = await call(coach, method, url, body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: 'VALIDATION_FAILED',
          message: 'Some fields are missing or invalid.',
          issues: [issue],
        });
      }
      expect((await read(coach, id)).workoutName).toBe('Rule Check');
    });
  });

  it('refuses exercise ids the library does not have, one issue per id, and stores nothing', async () => {
    const before = (await list(coach)).length;
    const body = twoPhaseWorkout('Unknown Exercises');
    const ghost = { ...lib.row, id: UNKNOWN_ID, name: 'Ghost' };
    const typo = { ...lib.row, id: 'not-a-library-id', name: 'Typo' };
    for (const [index, extra] of [ghost, typo].entries()) {
      const target = body.phases[index] as WorkoutDraft['phases'][0];
      target.exerciseIds.push(extra.id);
      target.exerciseParams[extra.id] = defaultExerciseParams('compound');
      body.exercises[extra.id] = extra;
    }
    // The ghost appears in both phases; it is reported once, where it first appears.
    const second = body.phases[1] as WorkoutDraft['phases'][0];
    second.exerciseIds.push(ghost.id);
    second.exerciseParams[ghost.id] = defaultExerciseParams('compound');
    const res = await call(coach, 'POST', '/api/workouts', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'phases.0.exerciseIds.3', message: 'Unknown exercise' },
      { path: 'phases.1.exerciseIds.2', message: 'Unknown exercise' },
    ]);
    expect((await list(coach)).length).toBe(before);
  });

  it('launches a two-phase workout as a live session: phases, letters, colours, params', async () => {
    // Saved while the builder had the second phase open: the session still opens on the first.
    const id = await createWorkout(coach, {
      ...twoPhaseWorkout('Launch Me'),
      activePhaseId: 'phase-2',
    });
    const session = await createSession(t, coach, { workoutId: id });
    const { state, workout } = await sessionState(t, coach, session.id);
    expect(workout).toEqual({ id, name: 'Launch Me' });

    expect(
      state.phases.map((p) => ({ id: p.id, name: p.name, exerciseIds: p.exerciseIds })),
    ).toEqual([
      { id: 'phase-1', name: 'Strength', exerciseIds: [lib.squat.id, lib.bench.id, lib.row.id] },
      { id: 'phase-2', name: 'Finisher', exerciseIds: [lib.curl.id, lib.raise.id] },
    ]);
    expect(state.activePhaseId).toBe('phase-1');
    expect(state.exercises.map((e) => [e.name, e.type, e.pairing, e.pairColor])).toEqual([
      ['Back Squat', 'compound', 'a', PAIR_LETTER_COLORS.a],
      ['Bench Press', 'compound', 'a', PAIR_LETTER_COLORS.a],
      ['Barbell Row', 'compound', null, null],
      ['Dumbbell Curl', 'accessory', 'c', PAIR_LETTER_COLORS.c],
      ['Lateral Raise', 'accessory', 'c', PAIR_LETTER_COLORS.c],
    ]);
    expect(state.phases[0]?.exercisePairs).toEqual([[lib.squat.id, lib.bench.id].sort()]);
    expect(state.phases[1]?.exercisePairs).toEqual([[], [], [lib.curl.id, lib.raise.id].sort()]);
    expect(state.phases[0]?.exerciseParams[lib.squat.id]).toEqual({
      warmup: { pctOfWorking: 60, sets: 2, reps: 8 },
      reps: { minReps: 5, maxReps: 5 },
      sets: { sets: 1 },
      rir: { rpe: 9, scale: 'rir' },
    });
    expect(state.phases[0]?.exerciseParams[lib.bench.id]?.rir).toEqual({ rpe: 8, scale: 'rpe' });
    expect(state.phases[1]?.exerciseParams[lib.curl.id]?.warmup).toEqual({
      pctOfWorking: 60,
      sets: 2,
      reps: 10,
    });
    expect(state.phases[1]?.exerciseParams[lib.raise.id]?.reps).toEqual({
      minReps: 12,
      maxReps: 12,
    });
    expect(state.clients).toEqual([]);
    expect(state.availableClients).toHaveLength(8);
    expect(state.availableExercises).toEqual([]);
  });

  it('reads and launches a workout saved before RIR had a target at the standard, RPE 8', async () => {
    // As stored then: 'RIR & Progression' held its variant and mark only.
    const structure = JSON.parse(
      JSON.stringify(twoPhaseWorkout('Saved Before Targets')),
      (key, value) => (key === 'rir' ? { variant: 'standard', isCustom: false } : value),
    );
    const [row] = await t.database.db
      .insert(workouts)
      .values({ ownerId: coach.id, name: structure.workoutName, level: 'intermediate', structure })
      .returning({ id: workouts.id });
    const id = row?.id as string;
    expect((await read(coach, id)).phases[0]?.exerciseParams[lib.squat.id]?.rir).toEqual({
      variant: 'standard',
      scale: 'rpe',
      rpe: 8,
      isCustom: false,
    });
    const session = await createSession(t, coach, { workoutId: id });
    const { state } = await sessionState(t, coach, session.id);
    expect(state.phases[0]?.exerciseParams[lib.squat.id]).toMatchObject({
      reps: { minReps: 5, maxReps: 5 },
      rir: { rpe: 8, scale: 'rpe' },
    });
  });

  it('counts uses and the last launch from the sessions launched from a workout', async () => {
    const id = await createWorkout(coach, twoPhaseWorkout('Counted'));
    const usage = async () => {
      const entry = (await list(coach, '?q=counted')).find((w) => w.id === id);
      return { useCount: entry?.useCount, lastUsedAt: entry?.lastUsedAt };
    };
    expect(await usage()).toEqual({ useCount: 0, lastUsedAt: null });

    clock.advanceSeconds(3600);
    await createSession(t, coach, { workoutId: id });
    const first = clock.now().toISOString();
    expect(await usage()).toEqual({ useCount: 1, lastUsedAt: first });

    clock.advanceSeconds(3600);
    await createSession(t, admin, { workoutId: id });
    const second = clock.now().toISOString();
    expect(await usage()).toEqual({ useCount: 2, lastUsedAt: second });

    // A session without a workout counts for none; the most used workout is listed first.
    await createSession(t, coach);
    for (let i = 0; i < 3; i++) await createSession(t, coach, { workoutId: id });
    const all = await list(coach);
    expect(all[0]?.id).toBe(id);
    expect(all[0]?.useCount).toBe(5);
  });
});
