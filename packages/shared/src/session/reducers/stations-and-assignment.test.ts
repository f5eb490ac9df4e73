import { describe, expect, it } from 'vitest';
import { applyOp } from '../apply-op';
import { apply, assign, assigned, demoState, makeOp, pair } from '../testing/fixtures';

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
