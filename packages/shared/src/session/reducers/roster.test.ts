import { describe, expect, it } from 'vitest';
import { applyOp } from '../apply-op';
import { getCell } from '../selectors';
import { apply, assign, demoState, makeOp, pair } from '../testing/fixtures';

describe('clients', () => {
  it('adds an available client to the grid with a cell per exercise', () => {
    const state = apply(demoState(), makeOp('clients:add', { clientIds: ['eve'] }));
    expect(state.clients.map((c) => c.id)).toEqual(['ana', 'ben', 'cal', 'dee', 'eve']);
    expect(state.availableClients).toEqual([]);
    expect(getCell(state, 'curl', 'eve')).toMatchObject({ kg: 0, reps: 0, verification: 'none' });
  });

  it('accepts client:add {userId} and profiles carried by the op', () => {
    let state = apply(demoState(), makeOp('client:add', { userId: 'eve' }));
    expect(state.clients.at(-1)?.id).toBe('eve');
    state = apply(
      state,
      makeOp('client:add', {
        userId: 'fay',
        client: { id: 'fay', firstName: 'Fay', sex: 'F', teamId: 'blue' },
      }),
    );
    expect(state.clients.at(-1)).toEqual({
      id: 'fay',
      firstName: 'Fay',
      sex: 'F',
      teamId: 'blue',
      teamColor: '#0000ff',
      teamName: 'Blue',
    });
  });

  it('sends clients beyond the grid of 8 to the available list', () => {
    const profiles = Array.from({ length: 6 }, (_, i) => ({ id: `x${i}`, firstName: `X${i}` }));
    const state = apply(
      demoState(),
      makeOp('clients:add', {
        clientIds: ['eve', ...profiles.map((p) => p.id)],
        clients: profiles,
      }),
    );
    expect(state.clients).toHaveLength(8);
    expect(state.clients.map((c) => c.id).slice(4)).toEqual(['eve', 'x0', 'x1', 'x2']);
    expect(state.availableClients.map((c) => c.id)).toEqual(['x3', 'x4', 'x5']);
  });

  it('ignores unknown clients and clients already on the grid (same state)', () => {
    const state = demoState();
    expect(applyOp(state, makeOp('clients:add', { clientIds: ['nobody', 'ana'] }))).toBe(state);
    expect(applyOp(state, makeOp('clients:remove', { clientIds: ['eve', 'nobody'] }))).toBe(state);
  });

  it('removing a client moves them to available and drops their cells, assignments and selection', () => {
    const state = apply(
      demoState(),
      assign('ben', 'squat'),
      assign('ana', 'bench'),
      makeOp('selection:set', { colIds: ['ben', 'ana'], userId: 'ben', exerciseId: 'squat' }),
      makeOp('clients:remove', { clientIds: ['ben'] }),
    );
    expect(state.clients.map((c) => c.id)).toEqual(['ana', 'cal', 'dee']);
    expect(state.availableClients.map((c) => c.id)).toEqual(['eve', 'ben']);
    expect(getCell(state, 'squat', 'ben')).toBeUndefined();
    expect(state.individualAssignments).toEqual({ ana: { bench: true } });
    expect(state.selection).toMatchObject({ colIds: ['ana'], userId: null, exerciseId: 'squat' });
    // Team membership stays with the client, so it is back when they return.
    const back = apply(state, makeOp('clients:add', { clientIds: ['ben'] }));
    expect(back.clients.at(-1)).toMatchObject({ id: 'ben', teamId: 'red', teamName: 'Red' });
  });
});

describe('exercises', () => {
  it('adds an exercise to the grid and the active phase, with cells', () => {
    const state = apply(demoState(), makeOp('exercises:add', { exerciseIds: ['deadlift'] }));
    expect(state.exercises.at(-1)).toEqual({
      id: 'deadlift',
      name: 'Deadlift',
      type: 'compound',
      pairing: null,
      pairColor: null,
    });
    expect(state.availableExercises.map((e) => e.id)).toEqual(['lunge']);
    expect(state.phases[0]?.exerciseIds.at(-1)).toBe('deadlift');
    expect(getCell(state, 'deadlift', 'dee')).toBeDefined();
  });

  it('adds a library exercise carried by the op', () => {
    const state = apply(
      demoState(),
      makeOp('exercises:add', {
        exerciseIds: ['dip'],
        exercises: [{ id: 'dip', name: 'Dip', type: 'custom' }],
      }),
    );
    expect(state.exercises.at(-1)).toMatchObject({ id: 'dip', type: 'custom' });
  });

  it('removing an exercise clears it from phases, assignments, pairs, settings and selection', () => {
    const state = apply(
      demoState(),
      makeOp('phase:add'),
      makeOp('phase:exercise:add', { phaseId: 'phase-2', exerciseId: 'squat' }),
      pair('a', 'squat', 'bench'),
      assign('ana', 'squat'),
      makeOp('team:assign', { teamId: 'red', exerciseId: 'row' }),
      makeOp('team:portion', { teamId: 'red', letter: 'a' }),
      makeOp('exercise:settings', { scope: 'exercise', exerciseId: 'squat', settings: { rm: 5 } }),
      makeOp('selection:set', { rowIds: ['squat', 'row'], exerciseId: 'squat' }),
      makeOp('assign:mode', { exerciseId: 'squat' }),
      makeOp('exercises:remove', { exerciseIds: ['squat', 'row'] }),
    );
    expect(state.exercises.map((e) => e.id)).toEqual(['bench', 'press', 'curl']);
    expect(state.availableExercises.map((e) => e.id)).toEqual([
      'deadlift',
      'lunge',
      'squat',
      'row',
    ]);
    expect(state.availableExercises.find((e) => e.id === 'squat')?.pairing).toBeNull();
    expect(state.phases.map((p) => p.exerciseIds)).toEqual([['bench', 'press', 'curl'], []]);
    // Bench lost its only partner, so it is unpaired and the red team's portion goes.
    expect(state.exercises[0]?.pairing).toBeNull();
    expect(state.teamPortion).toEqual({});
    expect(state.individualAssignments).toEqual({ ana: { bench: true } });
    expect(state.teamAssignments).toEqual({});
    expect(state.exerciseSettings.perExercise).toEqual({});
    expect(state.selection).toMatchObject({ rowIds: [], exerciseId: null });
    expect(state.assignModeExerciseId).toBeNull();
    expect(state.cells.squat).toBeUndefined();
  });
});

describe('client issues', () => {
  it('sets client issues', () => {
    const state = apply(
      demoState(),
      makeOp('client:issues', {
        userId: 'ben',
        issues: { poorLifestyle: true, soreness: ['lower-back'] },
      }),
    );
    expect(state.clientIssues.ben).toMatchObject({
      poorLifestyle: true,
      soreness: ['lower-back'],
      injuries: [],
    });
  });
});
