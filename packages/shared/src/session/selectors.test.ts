import { describe, expect, it } from 'vitest';
import { PRESENCE_COLORS } from '../constants';
import { createSessionState } from './create-state';
import { freeLetters, lettersInUse, pairGroupIds, stationUnits } from './pairing';
import {
  activePhaseExercises,
  activeStationExerciseIds,
  assignedExercisesForClient,
  cellIntensity,
  cellsForExercise,
  checkInvariants,
  clientHasIssues,
  effectiveExerciseSettings,
  individuallyAssignedLetters,
  pairGroups,
  presenceColor,
  targetEffort,
} from './selectors';
import { applyAll, demoState, makeOp } from './testing/fixtures';

const paired = () =>
  applyAll(demoState(), [
    makeOp('pairing:set', { exerciseIds: ['row', 'press'], letter: 'c' }),
    makeOp('pairing:set', { exerciseIds: ['squat', 'bench'], letter: 'a' }),
  ]);

describe('pair selectors', () => {
  it('lists pair groups, letters in use and free letters in letter order', () => {
    const state = paired();
    expect(pairGroups(state)).toEqual([
      { letter: 'a', color: '#E53935', exerciseIds: ['squat', 'bench'] },
      { letter: 'c', color: '#43A047', exerciseIds: ['row', 'press'] },
    ]);
    expect(lettersInUse(state.exercises)).toEqual(['a', 'c']);
    expect(freeLetters(state.exercises)).toEqual(['b', 'd', 'e', 'f', 'g', 'h', 'i', 'j']);
  });

  it('gives an exercise its pair group, itself when unpaired, nothing when off the grid', () => {
    const state = paired();
    expect(pairGroupIds(state.exercises, 'press')).toEqual(['row', 'press']);
    expect(pairGroupIds(state.exercises, 'curl')).toEqual(['curl']);
    expect(pairGroupIds(state.exercises, 'deadlift')).toEqual([]);
  });

  it('uses pair groups as stations, or single exercises when nothing is paired', () => {
    expect(stationUnits(paired().exercises)).toEqual([
      ['squat', 'bench'],
      ['row', 'press'],
    ]);
    expect(stationUnits(demoState().exercises)).toEqual([
      ['squat'],
      ['bench'],
      ['row'],
      ['press'],
      ['curl'],
    ]);
  });
});

describe('activeStationExerciseIds', () => {
  it('is the highlighted pair once the stations have moved, none before', () => {
    const state = paired();
    expect(activeStationExerciseIds(state)).toEqual([]);
    const moved = applyAll(state, [makeOp('station:next', {})]);
    expect(activeStationExerciseIds(moved)).toEqual(['squat', 'bench']);
    const again = applyAll(moved, [makeOp('station:next', {})]);
    expect(activeStationExerciseIds(again)).toEqual(['row', 'press']);
  });

  it('is one exercise when nothing is paired, moving with the stations', () => {
    const state = demoState();
    expect(activeStationExerciseIds(state)).toEqual(['squat']);
    const moved = applyAll(state, [makeOp('station:next', {}), makeOp('station:next', {})]);
    expect(activeStationExerciseIds(moved)).toEqual(['row']);
  });

  it('is none on a grid without exercises', () => {
    const state = applyAll(demoState(), [
      makeOp('exercises:remove', { exerciseIds: ['squat', 'bench', 'row', 'press', 'curl'] }),
    ]);
    expect(activeStationExerciseIds(state)).toEqual([]);
  });
});

describe('cell and assignment selectors', () => {
  it('lists an exercise row in column order', () => {
    const row = cellsForExercise(demoState(), 'row');
    expect(row.map((r) => r.client.id)).toEqual(['ana', 'ben', 'cal', 'dee']);
    expect(cellsForExercise(demoState(), 'deadlift')).toEqual([]);
  });

  it('gives a client their own and their team assignments in grid order', () => {
    const state = applyAll(paired(), [
      makeOp('client:assign', { userId: 'ana', exerciseId: 'row' }),
      makeOp('team:assign', { teamId: 'red', exerciseId: 'curl' }),
    ]);
    expect(assignedExercisesForClient(state, 'ana').map((e) => e.id)).toEqual([
      'row',
      'press',
      'curl',
    ]);
    expect(assignedExercisesForClient(state, 'cal')).toEqual([]);
    expect(individuallyAssignedLetters(state)).toEqual(['c']);
  });

  it('reads a cell intensity, falling back to the session intensity', () => {
    const state = applyAll(demoState(), [
      makeOp('intensity:set', {
        level: 'Tom Platz',
        cells: [{ exerciseId: 'row', userId: 'ana' }],
      }),
    ]);
    expect(cellIntensity(state, 'row', 'ana')).toBe('Tom Platz');
    expect(cellIntensity(state, 'row', 'ben')).toBe('Maybe Maintain');
  });

  it('resolves settings: exercise, then pair, then global', () => {
    const state = applyAll(paired(), [
      makeOp('exercise:settings', { scope: 'pair', letter: 'a', settings: { rm: 3 } }),
      makeOp('exercise:settings', { scope: 'exercise', exerciseId: 'bench', settings: { rm: 5 } }),
    ]);
    expect(effectiveExerciseSettings(state, 'squat').rm).toBe(3);
    expect(effectiveExerciseSettings(state, 'bench').rm).toBe(5);
    expect(effectiveExerciseSettings(state, 'row').rm).toBe(1);
  });

  it('lists the active phase exercises in phase order', () => {
    const state = applyAll(demoState(), [
      makeOp('phase:add'),
      makeOp('phase:exercise:add', { phaseId: 'phase-2', exerciseId: 'curl' }),
      makeOp('phase:exercise:add', { phaseId: 'phase-2', exerciseId: 'squat' }),
      makeOp('phase:active', { phaseId: 'phase-2' }),
    ]);
    expect(activePhaseExercises(state).map((e) => e.id)).toEqual(['curl', 'squat']);
  });

  it('shows the alert badge only for clients with issues', () => {
    const state = applyAll(demoState(), [
      makeOp('client:issues', { userId: 'ana', issues: { injuries: ['left-knee'] } }),
      makeOp('client:issues', { userId: 'ben', issues: { note: '  ' } }),
    ]);
    expect(clientHasIssues(state, 'ana')).toBe(true);
    expect(clientHasIssues(state, 'ben')).toBe(false);
    expect(clientHasIssues(state, 'cal')).toBe(false);
  });
});

describe('targetEffort', () => {
  const planned = () =>
    createSessionState({
      exercises: [
        { id: 'squat', name: 'Back Squat' },
        { id: 'bench', name: 'Bench Press' },
      ],
      phases: [
        {
          id: 'phase-1',
          name: 'Heavy',
          exerciseIds: ['squat', 'bench'],
          exerciseParams: {
            squat: { rir: { variant: 'custom', scale: 'rir', rpe: 9, isCustom: true } },
            bench: { reps: { minReps: 5, maxReps: 5 } },
          },
        },
        {
          id: 'phase-2',
          name: 'Light',
          exerciseIds: ['squat'],
          exerciseParams: {
            squat: { rir: { variant: 'custom', scale: 'rpe', rpe: 7, isCustom: true } },
          },
        },
      ],
    });

  it("is the active phase's target for the exercise, in its scale", () => {
    const state = planned();
    expect(targetEffort(state, 'squat')).toEqual({ rpe: 9, scale: 'rir' });
    const light = applyAll(state, [makeOp('phase:active', { phaseId: 'phase-2' })]);
    expect(targetEffort(light, 'squat')).toEqual({ rpe: 7, scale: 'rpe' });
  });

  it('is RPE 8 asked as RPE when the workout names none', () => {
    expect(targetEffort(planned(), 'bench')).toEqual({ rpe: 8, scale: 'rpe' });
    expect(targetEffort(demoState(), 'squat')).toEqual({ rpe: 8, scale: 'rpe' });
    expect(targetEffort(planned(), 'deadlift')).toEqual({ rpe: 8, scale: 'rpe' });
  });
});

describe('presenceColor', () => {
  it('gives each actor a stable colour from the palette', () => {
    expect(presenceColor('user-1')).toBe(presenceColor('user-1'));
    expect(PRESENCE_COLORS).toContain(presenceColor('user-2'));
  });
});

describe('checkInvariants', () => {
  it('names broken invariants', () => {
    const state = demoState();
    const broken = {
      ...state,
      activePhaseId: 'phase-9',
      availableClients: [...state.availableClients, state.clients[0]!],
      individualAssignments: { ana: { deadlift: true as const } },
      cells: { ...state.cells, squat: {} },
      exercises: state.exercises.map((e, i) =>
        i === 0 ? { ...e, pairing: 'a' as const, pairColor: '#E53935' } : e,
      ),
    };
    const problems = checkInvariants(broken);
    expect(problems).toContain('active phase phase-9 missing');
    expect(problems).toContain('client ana both selected and available');
    expect(problems).toContain('assignment to removed exercise deadlift');
    expect(problems).toContain('no cell for squat/ana');
    expect(problems).toContain('pair a has 1 exercises');
    expect(problems).toContain('phase phase-1 pairs out of date');
  });
});
