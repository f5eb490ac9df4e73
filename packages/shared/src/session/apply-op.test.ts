import { describe, expect, it } from 'vitest';
import { applyOp } from './apply-op';
import type { SessionOp } from './ops';
import { checkInvariants, getCell } from './selectors';
import { createSessionState, type SessionState } from './state';
import { applyAll, demoState, makeOp, testUuid } from './test-fixtures';

function apply(state: SessionState, ...ops: SessionOp[]): SessionState {
  const next = applyAll(state, ops);
  expect(checkInvariants(next)).toEqual([]);
  return next;
}

const setCell = (exerciseId: string, userId: string, kg: number, reps: number) =>
  makeOp('cell:update', { exerciseId, userId, value: { kg, reps } });
const pair = (letter: string | null, ...exerciseIds: string[]) =>
  makeOp('pairing:set', { exerciseIds, letter: letter as 'a' | null });
const assign = (userId: string, exerciseId: string) =>
  makeOp('client:assign', { userId, exerciseId });
const assigned = (state: SessionState, owner: string) =>
  Object.keys(state.individualAssignments[owner] ?? {}).sort();

describe('session start and end', () => {
  it('start sets started, records the time and clears assignments, portions and selection', () => {
    let state = apply(
      demoState(),
      pair('a', 'squat', 'bench'),
      assign('ana', 'squat'),
      makeOp('team:assign', { teamId: 'red', exerciseId: 'row' }),
      makeOp('team:portion', { teamId: 'red', letter: 'a' }),
      makeOp('selection:set', { rowIds: ['squat'], mode: 'kg', selectionType: 'row' }),
    );
    expect(state.individualAssignments).not.toEqual({});
    state = apply(state, makeOp('session:start', { startedAt: '2025-01-02T10:00:00.000Z' }));
    expect(state.started).toBe(true);
    expect(state.finished).toBe(false);
    expect(state.startedAt).toBe('2025-01-02T10:00:00.000Z');
    expect(state.individualAssignments).toEqual({});
    expect(state.teamAssignments).toEqual({});
    expect(state.teamPortion).toEqual({});
    expect(state.selection.rowIds).toEqual([]);
  });

  it('ignores a second start while running, and restarts after the end', () => {
    const started = apply(
      demoState(),
      makeOp('session:start', { startedAt: '2025-01-02T10:00:00Z' }),
    );
    const again = makeOp('session:start', { startedAt: '2025-01-02T11:00:00Z' });
    expect(applyOp(started, again)).toBe(started);
    const ended = apply(started, makeOp('session:end', { finishedAt: '2025-01-02T10:50:00Z' }));
    expect(ended.finished).toBe(true);
    expect(ended.finishedAt).toBe('2025-01-02T10:50:00Z');
    expect(applyOp(ended, makeOp('session:end'))).toBe(ended);
    const restarted = apply(ended, again);
    expect(restarted.finished).toBe(false);
    expect(restarted.finishedAt).toBeNull();
    expect(restarted.startedAt).toBe('2025-01-02T11:00:00Z');
  });

  it('start creates missing cells', () => {
    const state = demoState();
    const { squat: _dropped, ...cells } = state.cells;
    const broken = { ...state, cells };
    const started = apply(broken, makeOp('session:start', { startedAt: '2025-01-02T10:00:00Z' }));
    expect(getCell(started, 'squat', 'ana')).toMatchObject({ kg: 0, reps: 0 });
  });
});

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

describe('cells', () => {
  it('rounds kg to the nearest 2.5, never below 0, and clamps reps to 0-50', () => {
    let state = apply(demoState(), setCell('squat', 'ana', 61.3, 7.6));
    expect(getCell(state, 'squat', 'ana')).toMatchObject({ kg: 62.5, reps: 8 });
    state = apply(state, setCell('squat', 'ana', -10, 80));
    expect(getCell(state, 'squat', 'ana')).toMatchObject({ kg: 0, reps: 50 });
    state = apply(state, setCell('squat', 'ana', 101.2, -3));
    expect(getCell(state, 'squat', 'ana')).toMatchObject({ kg: 100, reps: 0 });
  });

  it('updates flag, warm-up dot and intensity, and ignores unknown cells', () => {
    const base = demoState();
    const state = apply(
      base,
      makeOp('cell:update', {
        exerciseId: 'row',
        userId: 'cal',
        value: { flag: 'pr-purple', isWarmup: true, intensity: 'Tom Platz' },
      }),
    );
    expect(getCell(state, 'row', 'cal')).toMatchObject({
      flag: 'pr-purple',
      isWarmup: true,
      intensity: 'Tom Platz',
    });
    expect(applyOp(base, setCell('deadlift', 'ana', 10, 1))).toBe(base);
    expect(applyOp(base, setCell('squat', 'eve', 10, 1))).toBe(base);
    expect(applyOp(base, setCell('squat', 'ana', 0, 0))).toBe(base);
  });

  it('verifies, flags or marks DNP; an unknown verification becomes none', () => {
    const verify = (verification: string) =>
      makeOp('cell:verify', { exerciseId: 'squat', userId: 'ana', verification });
    let state = apply(demoState(), verify('verified'));
    expect(getCell(state, 'squat', 'ana')?.verification).toBe('verified');
    state = apply(state, verify('dnp'));
    expect(getCell(state, 'squat', 'ana')?.verification).toBe('dnp');
    state = apply(state, verify('maybe'));
    expect(getCell(state, 'squat', 'ana')?.verification).toBe('none');
  });

  it('blackout toggles the flag between ok and blackout', () => {
    const blackout = makeOp('cell:blackout', { exerciseId: 'bench', userId: 'ben' });
    let state = apply(demoState(), blackout);
    expect(getCell(state, 'bench', 'ben')?.flag).toBe('blackout');
    state = apply(state, blackout);
    expect(getCell(state, 'bench', 'ben')?.flag).toBe('ok');
  });
});

describe('warm-up toggle', () => {
  const loaded = () =>
    apply(
      demoState(),
      setCell('squat', 'ana', 100, 5),
      setCell('squat', 'ben', 82.5, 12),
      setCell('bench', 'ana', 60, 7),
    );

  it('first press sets 60% of the working weight and reps clamped to 6-8; second press restores', () => {
    const before = loaded();
    const warm = apply(before, makeOp('warmup:toggle'));
    expect(getCell(warm, 'squat', 'ana')).toMatchObject({ kg: 60, reps: 6, isWarmup: true });
    expect(getCell(warm, 'squat', 'ben')).toMatchObject({ kg: 50, reps: 8, isWarmup: true });
    expect(getCell(warm, 'bench', 'ana')).toMatchObject({ kg: 35, reps: 7, isWarmup: true });
    const restored = apply(warm, makeOp('warmup:toggle'));
    expect(restored.cells).toEqual(before.cells);
    expect(restored.warmupSnapshot).toEqual({});
  });

  it('applies to the given cells only, and uses the exercise warm-up percent', () => {
    const before = apply(
      loaded(),
      makeOp('exercise:settings', {
        scope: 'exercise',
        exerciseId: 'squat',
        settings: { warmupPercent: 50 },
      }),
    );
    const cells = [{ exerciseId: 'squat', userId: 'ana' }];
    const warm = apply(before, makeOp('warmup:toggle', { cells }));
    expect(getCell(warm, 'squat', 'ana')).toMatchObject({ kg: 50, reps: 6, isWarmup: true });
    expect(getCell(warm, 'squat', 'ben')).toMatchObject({ kg: 82.5, reps: 12, isWarmup: false });
    // A global press now warms the rest; the next one restores everything.
    const all = apply(warm, makeOp('warmup:toggle'));
    expect(getCell(all, 'squat', 'ana')).toMatchObject({ kg: 50, isWarmup: true });
    expect(getCell(all, 'squat', 'ben')).toMatchObject({ kg: 42.5, isWarmup: true });
    expect(apply(all, makeOp('warmup:toggle')).cells).toEqual(before.cells);
  });

  it('ignores a scope of cells that do not exist', () => {
    const state = loaded();
    const op = makeOp('warmup:toggle', { cells: [{ exerciseId: 'nope', userId: 'ana' }] });
    expect(applyOp(state, op)).toBe(state);
  });

  it('clearing the dot by hand drops the saved values', () => {
    const warm = apply(loaded(), makeOp('warmup:toggle'));
    const cleared = apply(
      warm,
      makeOp('cell:update', { exerciseId: 'squat', userId: 'ana', value: { isWarmup: false } }),
    );
    expect(cleared.warmupSnapshot.squat?.ana).toBeUndefined();
  });
});

describe('intensity', () => {
  it('sets the session default without cells, and the given cells otherwise', () => {
    let state = apply(demoState(), makeOp('intensity:set', { level: 'Super Progress' }));
    expect(state.intensity).toBe('Super Progress');
    state = apply(
      state,
      makeOp('intensity:set', {
        level: 'Tom Platz',
        cells: [{ exerciseId: 'row', userId: 'dee' }],
      }),
    );
    expect(getCell(state, 'row', 'dee')?.intensity).toBe('Tom Platz');
    expect(getCell(state, 'row', 'cal')?.intensity).toBeNull();
    expect(state.intensity).toBe('Super Progress');
  });
});

describe('pairing', () => {
  it('pairs exercises under a letter with its colour, and unpairs with null', () => {
    let state = apply(demoState(), pair('b', 'squat', 'bench', 'row'));
    expect(state.exercises.map((e) => e.pairing)).toEqual(['b', 'b', 'b', null, null]);
    expect(state.exercises[0]?.pairColor).toBe('#1E88E5');
    expect(state.phases[0]?.exercisePairs).toEqual([[], ['bench', 'row', 'squat']]);
    state = apply(state, pair(null, 'row'));
    expect(state.exercises.map((e) => e.pairing)).toEqual(['b', 'b', null, null, null]);
    // Unpairing one of the last two leaves no pair of one.
    state = apply(state, pair(null, 'squat'));
    expect(state.exercises.every((e) => e.pairing === null)).toBe(true);
    expect(state.phases[0]?.exercisePairs).toEqual([]);
  });

  it('ignores a pair that includes an already-paired exercise, a taken letter, or bad sizes', () => {
    const state = apply(demoState(), pair('a', 'squat', 'bench'));
    for (const op of [
      pair('b', 'bench', 'row'),
      pair('a', 'row', 'press'),
      pair('c', 'row'),
      pair('c', 'squat', 'bench', 'row', 'press', 'curl'),
      pair('c', 'row', 'deadlift'),
      pair('a', 'squat', 'bench'),
      pair(null, 'row', 'press'),
    ]) {
      expect(applyOp(state, op)).toBe(state);
    }
  });
});

describe('phases', () => {
  it('adds Phase N with id phase-N, filling the first free number, at most 5', () => {
    let state = apply(demoState(), makeOp('phase:add'), makeOp('phase:add'));
    expect(state.phases.map((p) => [p.id, p.name])).toEqual([
      ['phase-1', 'Phase 1'],
      ['phase-2', 'Phase 2'],
      ['phase-3', 'Phase 3'],
    ]);
    state = apply(state, makeOp('phase:add', { id: 'finisher', name: '  Finisher ' }));
    expect(state.phases.at(-1)).toMatchObject({
      id: 'finisher',
      name: 'Finisher',
      exerciseIds: [],
    });
    state = apply(state, makeOp('phase:add'));
    expect(state.phases.at(-1)?.id).toBe('phase-4');
    const full = applyOp(state, makeOp('phase:add'));
    expect(full).toBe(state);
  });

  it('adding an existing id renames it; a blank name is ignored', () => {
    const state = apply(demoState(), makeOp('phase:add', { id: 'phase-1', name: 'Strength' }));
    expect(state.phases).toHaveLength(1);
    expect(state.phases[0]?.name).toBe('Strength');
    expect(applyOp(state, makeOp('phase:add', { id: 'phase-1', name: '  ' }))).toBe(state);
  });

  it('sets the active phase only if it exists; phase:set is ignored', () => {
    const state = apply(demoState(), makeOp('phase:add'));
    expect(apply(state, makeOp('phase:active', { phaseId: 'phase-2' })).activePhaseId).toBe(
      'phase-2',
    );
    expect(applyOp(state, makeOp('phase:active', { phaseId: 'phase-9' }))).toBe(state);
    expect(applyOp(state, makeOp('phase:set', { anything: true } as never))).toBe(state);
  });

  it('adds and removes grid exercises in a phase', () => {
    let state = apply(
      demoState(),
      makeOp('phase:add'),
      makeOp('phase:exercise:add', { phaseId: 'phase-2', exerciseId: 'curl' }),
      makeOp('phase:exercise:add', { phaseId: 'phase-2', exerciseId: 'row' }),
    );
    expect(state.phases[1]?.exerciseIds).toEqual(['curl', 'row']);
    expect(
      applyOp(state, makeOp('phase:exercise:add', { phaseId: 'phase-2', exerciseId: 'deadlift' })),
    ).toBe(state);
    state = apply(
      state,
      makeOp('phase:exercise:remove', { phaseId: 'phase-2', exerciseId: 'curl' }),
    );
    expect(state.phases[1]?.exerciseIds).toEqual(['row']);
    expect(state.exercises.some((e) => e.id === 'curl')).toBe(true);
  });
});

describe('assignments', () => {
  it('toggles the whole pair group for a client, flipping on whether all are assigned', () => {
    let state = apply(demoState(), pair('a', 'squat', 'bench'), assign('ana', 'squat'));
    expect(assigned(state, 'ana')).toEqual(['bench', 'squat']);
    state = apply(state, assign('ana', 'bench'));
    expect(state.individualAssignments.ana).toBeUndefined();
    // A partly assigned pair (the pair grew after assigning) becomes fully assigned.
    state = apply(
      state,
      pair(null, 'squat'),
      assign('ana', 'squat'),
      pair('a', 'squat', 'bench'),
      assign('ana', 'bench'),
    );
    expect(assigned(state, 'ana')).toEqual(['bench', 'squat']);
  });

  it('toggles team assignments the same way and ends assign mode', () => {
    let state = apply(demoState(), makeOp('assign:mode', { exerciseId: 'row' }));
    expect(state.assignModeExerciseId).toBe('row');
    state = apply(state, makeOp('team:assign', { teamId: 'blue', exerciseId: 'row' }));
    expect(state.teamAssignments).toEqual({ blue: { row: true } });
    expect(state.assignModeExerciseId).toBeNull();
    state = apply(state, makeOp('team:assign', { teamId: 'blue', exerciseId: 'row' }));
    expect(state.teamAssignments).toEqual({});
  });

  it('ignores unknown clients, teams and exercises', () => {
    const state = demoState();
    expect(applyOp(state, assign('eve', 'squat'))).toBe(state);
    expect(applyOp(state, assign('ana', 'deadlift'))).toBe(state);
    expect(applyOp(state, makeOp('team:assign', { teamId: 'green', exerciseId: 'row' }))).toBe(
      state,
    );
  });

  it('assign mode toggles off on the same exercise and ignores unknown ones', () => {
    const state = apply(demoState(), makeOp('assign:mode', { exerciseId: 'row' }));
    expect(
      apply(state, makeOp('assign:mode', { exerciseId: 'row' })).assignModeExerciseId,
    ).toBeNull();
    expect(
      apply(state, makeOp('assign:mode', { exerciseId: null })).assignModeExerciseId,
    ).toBeNull();
    expect(applyOp(state, makeOp('assign:mode', { exerciseId: 'deadlift' }))).toBe(state);
  });
});

describe('stations', () => {
  const paired = () => apply(demoState(), pair('a', 'squat', 'bench'), pair('b', 'row', 'press'));

  it('moves one client to the next pair and wraps around', () => {
    const withDeadlift = apply(demoState(), makeOp('exercises:add', { exerciseIds: ['deadlift'] }));
    let state = apply(
      withDeadlift,
      pair('a', 'squat', 'bench'),
      pair('b', 'row', 'press'),
      pair('c', 'curl', 'deadlift'),
      assign('ana', 'squat'),
      assign('ben', 'row'),
    );
    state = apply(state, makeOp('station:next', { userId: 'ana' }));
    expect(assigned(state, 'ana')).toEqual(['press', 'row']);
    expect(assigned(state, 'ben')).toEqual(['press', 'row']);
    state = apply(
      state,
      makeOp('station:next', { userId: 'ana' }),
      makeOp('station:next', { userId: 'ana' }),
    );
    expect(assigned(state, 'ana')).toEqual(['bench', 'squat']);
    state = apply(state, makeOp('station:previous', { userId: 'ana' }));
    expect(assigned(state, 'ana')).toEqual(['curl', 'deadlift']);
  });

  it('moves everyone and cycles the highlight through individually assigned letters', () => {
    let state = apply(paired(), assign('ana', 'squat'), assign('ben', 'row'));
    expect(state.pairHighlight).toBeNull();
    state = apply(state, makeOp('station:next'));
    expect(assigned(state, 'ana')).toEqual(['press', 'row']);
    expect(assigned(state, 'ben')).toEqual(['bench', 'squat']);
    expect(state.pairHighlight).toBe('a');
    expect(state.activeStationIndex).toBe(0);
    state = apply(state, makeOp('station:next'));
    expect(state.pairHighlight).toBe('b');
    expect(state.activeStationIndex).toBe(1);
    state = apply(state, makeOp('station:previous'));
    expect(assigned(state, 'ana')).toEqual(['press', 'row']);
    expect(state.pairHighlight).toBe('a');
  });

  it('rotates team assignments and the team portion one step', () => {
    let state = apply(
      paired(),
      makeOp('team:assign', { teamId: 'red', exerciseId: 'row' }),
      makeOp('team:portion', { teamId: 'red', letter: 'b' }),
    );
    state = apply(state, makeOp('station:next', { teamId: 'red' }));
    expect(state.teamAssignments).toEqual({ red: { squat: true, bench: true } });
    expect(state.teamPortion).toEqual({ red: 'a' });
  });

  it('without pairs, moves a single exercise assignment cyclically', () => {
    let state = apply(demoState(), assign('cal', 'press'));
    state = apply(state, makeOp('station:next', { userId: 'cal' }));
    expect(assigned(state, 'cal')).toEqual(['curl']);
    state = apply(state, makeOp('station:next', { userId: 'cal' }));
    expect(assigned(state, 'cal')).toEqual(['squat']);
    state = apply(state, makeOp('station:next'));
    expect(assigned(state, 'cal')).toEqual(['bench']);
    expect(state.activeStationIndex).toBe(1);
    expect(state.pairHighlight).toBeNull();
  });

  it('ignores a step for an unknown client or one with no assignment', () => {
    const state = paired();
    expect(applyOp(state, makeOp('station:next', { userId: 'nobody' }))).toBe(state);
    expect(applyOp(state, makeOp('station:next', { userId: 'ana' }))).toBe(state);
  });
});

describe('teams', () => {
  it('changes a client team with its name and colour', () => {
    const state = apply(demoState(), makeOp('client:team', { userId: 'ana', teamId: 'blue' }));
    expect(state.clients[0]).toMatchObject({
      teamId: 'blue',
      teamName: 'Blue',
      teamColor: '#0000ff',
    });
    expect(applyOp(state, makeOp('client:team', { userId: 'ana', teamId: 'green' }))).toBe(state);
  });

  it('sets a team portion only for a letter in use, and clears it with null', () => {
    const state = apply(
      demoState(),
      pair('a', 'squat', 'bench'),
      makeOp('team:portion', { teamId: 'red', letter: 'a' }),
    );
    expect(state.teamPortion).toEqual({ red: 'a' });
    expect(applyOp(state, makeOp('team:portion', { teamId: 'red', letter: 'c' }))).toBe(state);
    expect(
      apply(state, makeOp('team:portion', { teamId: 'red', letter: null })).teamPortion,
    ).toEqual({});
  });

  it('sets or adds to a team score', () => {
    let state = apply(demoState(), makeOp('team:score', { teamId: 'red', delta: 3 }));
    expect(state.teams[0]?.score).toBe(3);
    state = apply(
      state,
      makeOp('team:score', { teamId: 'red', score: 10 }),
      makeOp('team:score', { teamId: 'red', delta: -1 }),
    );
    expect(state.teams[0]?.score).toBe(9);
    expect(applyOp(state, makeOp('team:score', { teamId: 'red' }))).toBe(state);
  });
});

describe('selection, notes, summary, cast', () => {
  it('keeps only grid rows and columns in the selection', () => {
    const state = apply(
      demoState(),
      makeOp('selection:set', {
        rowIds: ['squat', 'deadlift'],
        colIds: ['ana', 'eve'],
        mode: 'reps',
        selectionType: 'pair',
        userId: 'eve',
        exerciseId: 'squat',
      }),
    );
    expect(state.selection).toEqual({
      rowIds: ['squat'],
      colIds: ['ana'],
      mode: 'reps',
      selectionType: 'pair',
      userId: null,
      exerciseId: 'squat',
    });
  });

  it('adds trimmed notes, ignores empty ones, and takes the id from the payload or the op', () => {
    const op = makeOp('note:add', { scope: 'trainee', userId: 'ana', text: '  watch the knees  ' });
    let state = apply(demoState(), op);
    expect(state.notes.byTrainee.ana).toEqual([{ id: op.id, text: 'watch the knees', at: null }]);
    expect(applyOp(state, op)).toBe(state);
    expect(
      applyOp(state, makeOp('note:add', { scope: 'trainee', userId: 'ana', text: '   ' })),
    ).toBe(state);
    state = apply(
      state,
      makeOp('note:add', {
        scope: 'cell',
        exerciseId: 'squat',
        userId: 'ben',
        text: 'depth',
        noteId: 'n1',
        at: '2025-01-02T10:05:00Z',
      }),
    );
    expect(state.notes.byCell).toEqual({
      squat: { ben: [{ id: 'n1', text: 'depth', at: '2025-01-02T10:05:00Z' }] },
    });
    expect(
      applyOp(
        state,
        makeOp('note:add', { scope: 'cell', exerciseId: 'deadlift', userId: 'ben', text: 'x' }),
      ),
    ).toBe(state);
  });

  it('switches the summary mode', () => {
    const state = apply(demoState(), makeOp('summary:mode', { mode: 'comparison' }));
    expect(state.summaryMode).toBe('comparison');
  });

  it('connects a cast screen, clears it on disconnect, and shows the join QR', () => {
    let state = apply(
      demoState(),
      makeOp('cast:connected', { screenId: 'ABC123', connectedAt: '2025-01-02T10:00:00Z' }),
    );
    expect(state.castConnection).toEqual({
      screenId: 'ABC123',
      connectedAt: '2025-01-02T10:00:00Z',
      status: 'connected',
    });
    state = apply(state, makeOp('cast:disconnected'));
    expect(state.castConnection).toBeNull();
    expect(applyOp(state, makeOp('cast:disconnected'))).toBe(state);
    state = apply(state, makeOp('cast:qr:visibility', { visible: true }));
    expect(state.castJoinQrVisible).toBe(true);
  });
});

describe('exercise settings', () => {
  it('clamps the warm-up percent to 10-120 in 2.5 steps and build-up percents too', () => {
    const set = (settings: object) =>
      apply(demoState(), makeOp('exercise:settings', { scope: 'global', settings }))
        .exerciseSettings.global;
    expect(set({ warmupPercent: 61 }).warmupPercent).toBe(60);
    expect(set({ warmupPercent: 5 }).warmupPercent).toBe(10);
    expect(set({ warmupPercent: 130 }).warmupPercent).toBe(120);
    expect(set({ warmups: [9, 71.4, 121] }).warmups).toEqual([10, 72.5, 120]);
    expect(set({ rm: 3, buildUp: true, pattern: 'reverse' })).toMatchObject({
      rm: 3,
      buildUp: true,
      pattern: 'reverse',
    });
  });

  it('stores per-exercise and per-pair settings on top of the global ones', () => {
    let state = apply(
      demoState(),
      makeOp('exercise:settings', { scope: 'global', settings: { rm: 3 } }),
      makeOp('exercise:settings', { scope: 'pair', letter: 'a', settings: { warmupPercent: 50 } }),
      makeOp('exercise:settings', {
        scope: 'exercise',
        exerciseId: 'row',
        settings: { buildUp: true },
      }),
    );
    expect(state.exerciseSettings.perPair.a).toMatchObject({ rm: 3, warmupPercent: 50 });
    expect(state.exerciseSettings.perExercise.row).toMatchObject({
      rm: 3,
      warmupPercent: 60,
      buildUp: true,
    });
    const same = makeOp('exercise:settings', {
      scope: 'exercise',
      exerciseId: 'row',
      settings: { buildUp: true },
    });
    expect(applyOp(state, same)).toBe(state);
    state = demoState();
    expect(
      applyOp(
        state,
        makeOp('exercise:settings', { scope: 'exercise', exerciseId: 'deadlift', settings: {} }),
      ),
    ).toBe(state);
  });
});

describe('other ops', () => {
  it('sets the current set and client issues', () => {
    const state = apply(
      demoState(),
      makeOp('set:current', { set: 3 }),
      makeOp('client:issues', {
        userId: 'ben',
        issues: { poorLifestyle: true, soreness: ['lower-back'] },
      }),
    );
    expect(state.currentSet).toBe(3);
    expect(state.clientIssues.ben).toMatchObject({
      poorLifestyle: true,
      soreness: ['lower-back'],
      injuries: [],
    });
  });

  it('ignores an op whose type it does not know (from outside the parser)', () => {
    const state = demoState();
    const alien = { id: testUuid(999), type: 'grid:explode', payload: {} } as unknown as SessionOp;
    expect(applyOp(state, alien)).toBe(state);
  });

  it('does not modify the state it is given', () => {
    const state = createSessionState({
      clients: [{ id: 'a', firstName: 'A' }],
      exercises: [
        { id: 'x', name: 'X' },
        { id: 'y', name: 'Y' },
      ],
    });
    const copy = JSON.parse(JSON.stringify(state));
    apply(
      state,
      setCell('x', 'a', 50, 5),
      makeOp('warmup:toggle'),
      pair('a', 'x', 'y'),
      assign('a', 'x'),
      makeOp('station:next'),
    );
    expect(state).toEqual(copy);
  });
});
