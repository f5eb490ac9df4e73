import { describe, expect, it } from 'vitest';
import { createSessionState, toExerciseType, toSessionSex } from './create-state';
import { checkInvariants } from './selectors';
import { sessionStateSchema } from './state';
import { demoState } from './testing/fixtures';

const client = (n: number) => ({ id: `c${n}`, firstName: `Client ${n}` });

describe('createSessionState', () => {
  it('builds a sound, schema-valid state with the defaults', () => {
    const state = demoState();
    expect(checkInvariants(state)).toEqual([]);
    expect(sessionStateSchema.safeParse(state).success).toBe(true);
    expect(state.phases).toEqual([
      {
        id: 'phase-1',
        name: 'Phase 1',
        exerciseIds: ['squat', 'bench', 'row', 'press', 'curl'],
        exercisePairs: [],
        exerciseParams: {},
      },
    ]);
    expect(state.activePhaseId).toBe('phase-1');
    expect(state.started).toBe(false);
    expect(state.finished).toBe(false);
    expect(state.summaryMode).toBe('progress');
    expect(state.intensity).toBe('Maybe Maintain');
    expect(state.castConnection).toBeNull();
    expect(state.exerciseSettings.global).toEqual({
      rm: 1,
      warmupPercent: 60,
      buildUp: false,
      warmups: [60, 70, 80, 90],
      pattern: 'pyramid',
    });
  });

  it('copies team name and colour into clients and reads sex', () => {
    const state = demoState();
    expect(state.clients[0]).toEqual({
      id: 'ana',
      firstName: 'Ana',
      sex: 'F',
      teamId: 'red',
      teamColor: '#ff0000',
      teamName: 'Red',
    });
    expect(state.clients.find((c) => c.id === 'dee')?.sex).toBe('F');
    expect(state.availableClients[0]).toMatchObject({ id: 'eve', teamId: null, teamName: null });
    expect(state.availableExercises.find((e) => e.id === 'lunge')?.type).toBe('compound');
  });

  it('creates an empty cell for every grid exercise and client', () => {
    const state = demoState();
    expect(Object.keys(state.cells)).toEqual(['squat', 'bench', 'row', 'press', 'curl']);
    expect(state.cells.squat?.ana).toEqual({
      kg: 0,
      reps: 0,
      isWarmup: false,
      verification: 'none',
      flag: 'ok',
      intensity: null,
    });
  });

  it('puts at most 8 clients on the grid and the rest in available', () => {
    const state = createSessionState({
      clients: Array.from({ length: 10 }, (_, i) => client(i + 1)),
      availableClients: [client(11), client(2)],
    });
    expect(state.clients.map((c) => c.id)).toEqual([
      'c1',
      'c2',
      'c3',
      'c4',
      'c5',
      'c6',
      'c7',
      'c8',
    ]);
    expect(state.availableClients.map((c) => c.id)).toEqual(['c9', 'c10', 'c11']);
  });

  it('keeps available clients off the grid even when grid entries are invalid', () => {
    const state = createSessionState({
      clients: [client(1), client(1), { id: '', firstName: 'x' }],
      availableClients: [client(2)],
    });
    expect(state.clients.map((c) => c.id)).toEqual(['c1']);
    expect(state.availableClients.map((c) => c.id)).toEqual(['c2']);
  });

  it('skips invalid and duplicate ids', () => {
    const state = createSessionState({
      clients: [
        client(1),
        client(1),
        { id: '', firstName: 'x' },
        { id: '__proto__', firstName: 'x' },
      ],
      exercises: [
        { id: 'a'.repeat(65), name: 'long' },
        { id: 'ok', name: 'Ok' },
      ],
    });
    expect(state.clients.map((c) => c.id)).toEqual(['c1']);
    expect(state.exercises.map((e) => e.id)).toEqual(['ok']);
    expect(checkInvariants(state)).toEqual([]);
  });

  it('hydrates a workout plan: phases, params, and pairs as letters', () => {
    const state = createSessionState({
      clients: [client(1)],
      exercises: [{ id: 'squat', name: 'Squat' }],
      availableExercises: [
        { id: 'bench', name: 'Bench' },
        { id: 'row', name: 'Row' },
        { id: 'curl', name: 'Curl' },
        { id: 'dip', name: 'Dip' },
      ],
      phases: [
        {
          id: 'phase-1',
          name: 'Strength',
          exerciseIds: ['squat', 'bench', 'row', 'ghost'],
          exercisePairs: [['squat', 'bench']],
          exerciseParams: { squat: { reps: { variant: 'standard', minReps: 5, maxReps: 5 } } },
        },
        { id: 'phase-2', name: '', exerciseIds: ['curl', 'dip'], exercisePairs: [['curl', 'dip']] },
      ],
    });
    expect(state.exercises.map((e) => e.id)).toEqual(['squat', 'bench', 'row', 'curl', 'dip']);
    expect(state.availableExercises).toEqual([]);
    expect(state.activePhaseId).toBe('phase-1');
    expect(state.phases[0]?.exerciseIds).toEqual(['squat', 'bench', 'row']);
    expect(state.phases[0]?.exerciseParams).toEqual({
      squat: { reps: { minReps: 5, maxReps: 5 } },
    });
    expect(state.phases[1]?.name).toBe('Phase 2');
    // Both phases used pair A; the second pair moves to the next free letter.
    expect(state.exercises.map((e) => e.pairing)).toEqual(['a', 'a', null, 'b', 'b']);
    expect(state.phases[0]?.exercisePairs).toEqual([['bench', 'squat']]);
    expect(state.phases[1]?.exercisePairs).toEqual([[], ['curl', 'dip']]);
    expect(state.exercises[0]?.pairColor).toBe('#E53935');
    expect(checkInvariants(state)).toEqual([]);
  });

  it("copies each exercise's effort target, the standard for a workout saved without one", () => {
    const state = createSessionState({
      exercises: [
        { id: 'squat', name: 'Squat' },
        { id: 'bench', name: 'Bench' },
        { id: 'row', name: 'Row' },
      ],
      phases: [
        {
          id: 'phase-1',
          name: 'Strength',
          exerciseIds: ['squat', 'bench', 'row'],
          exerciseParams: {
            squat: {
              reps: { variant: 'custom', minReps: 5, maxReps: 5, isCustom: true },
              rir: { variant: 'custom', scale: 'rir', rpe: 8.5, isCustom: true },
            },
            bench: {
              reps: { variant: 'standard', minReps: 8, maxReps: 8, isCustom: false },
              rir: { variant: 'standard', isCustom: false },
            },
            row: { sets: { sets: 3 }, rir: { scale: 'rpe', rpe: 10.5 } },
          },
        },
      ],
    });
    expect(state.phases[0]?.exerciseParams).toEqual({
      squat: { reps: { minReps: 5, maxReps: 5 }, rir: { rpe: 8.5, scale: 'rir' } },
      bench: { reps: { minReps: 8, maxReps: 8 }, rir: { rpe: 8, scale: 'rpe' } },
      // A target off the scale does not cost the exercise the rest of its plan.
      row: { sets: { sets: 3 }, rir: { rpe: 8, scale: 'rpe' } },
    });
    expect(checkInvariants(state)).toEqual([]);
  });

  it('takes plan pairings and exercise letters, dropping lone members', () => {
    const state = createSessionState({
      exercises: [
        { id: 'a1', name: 'A1', pairing: 'C' },
        { id: 'a2', name: 'A2', pairing: 'c' },
        { id: 'b1', name: 'B1', pairing: 'd' },
        { id: 'x', name: 'X' },
        { id: 'y', name: 'Y' },
      ],
      pairings: { E: ['x', 'y'], f: ['a1', 'x'] },
    });
    expect(state.exercises.map((e) => e.pairing)).toEqual(['c', 'c', null, 'e', 'e']);
    expect(checkInvariants(state)).toEqual([]);
  });

  it('opens on the plan’s first phase, whichever the builder had open', () => {
    // A stored plan carries the builder's activePhaseId; even handed in, it is not where a class starts.
    const plan = { phases: [{ id: 'warm' }, { id: 'main' }], activePhaseId: 'main' };
    expect(createSessionState(plan).activePhaseId).toBe('warm');
  });

  it('names an unnamed phase and defaults a bad intensity', () => {
    const state = createSessionState({ phases: [{ id: 'p' }], intensity: 'x' });
    expect(state.phases[0]?.name).toBe('Phase 1');
    expect(state.intensity).toBe('Maybe Maintain');
  });

  it('merges cell history and client issues', () => {
    const state = createSessionState({
      clients: [client(1)],
      exercises: [{ id: 'squat', name: 'Squat' }],
      cellHistory: { squat: { c1: { previousKg: 100, previousReps: 5, flag: 'never-green' } } },
      clientIssues: { c1: { injuries: ['left-knee'] }, ghost: { poorLifestyle: true } },
    });
    expect(state.cells.squat?.c1).toMatchObject({
      previousKg: 100,
      previousReps: 5,
      flag: 'never-green',
    });
    expect(state.clientIssues).toEqual({
      c1: {
        poorLifestyle: false,
        mismatch2x: false,
        injuries: ['left-knee'],
        soreness: [],
        neverDone: [],
        note: null,
      },
    });
  });
});

describe('toSessionSex and toExerciseType', () => {
  it('reads F or female as female, anything else as male', () => {
    expect(toSessionSex('F')).toBe('F');
    expect(toSessionSex('Female')).toBe('F');
    expect(toSessionSex('male')).toBe('M');
    expect(toSessionSex(undefined)).toBe('M');
  });

  it('treats an unknown exercise type as compound', () => {
    expect(toExerciseType('accessory')).toBe('accessory');
    expect(toExerciseType('custom')).toBe('custom');
    expect(toExerciseType('cardio')).toBe('compound');
  });
});
