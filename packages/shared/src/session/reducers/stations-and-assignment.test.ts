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

  describe('within the active phase', () => {
    /** Strength (squat+bench A, row+press B) then Accessories (curl+deadlift C, lunge alone). */
    const twoPhases = () =>
      apply(
        demoState(),
        makeOp('exercises:add', { exerciseIds: ['deadlift', 'lunge'] }),
        pair('a', 'squat', 'bench'),
        pair('b', 'row', 'press'),
        pair('c', 'curl', 'deadlift'),
        makeOp('phase:add', { id: 'phase-2', name: 'Accessories' }),
        ...['curl', 'deadlift', 'lunge'].flatMap((exerciseId) => [
          makeOp('phase:exercise:remove', { phaseId: 'phase-1', exerciseId }),
          makeOp('phase:exercise:add', { phaseId: 'phase-2', exerciseId }),
        ]),
      );

    it('moves everyone through the active phase’s pairs only', () => {
      let state = twoPhases();
      expect(state.phases[0]?.exerciseIds).toEqual(['squat', 'bench', 'row', 'press']);
      const highlights: (string | null)[] = [];
      for (let i = 0; i < 3; i++) {
        state = apply(state, makeOp('station:next'));
        highlights.push(state.pairHighlight);
      }
      expect(highlights).toEqual(['a', 'b', 'a']);
      state = apply(state, makeOp('station:previous'), makeOp('station:previous'));
      expect(state.pairHighlight).toBe('a');

      // On the second phase the step starts at its own pair, whatever the first highlighted.
      state = apply(state, makeOp('phase:active', { phaseId: 'phase-2' }), makeOp('station:next'));
      expect(state.pairHighlight).toBe('c');
      expect(state.activeStationIndex).toBe(2);
      expect(apply(state, makeOp('station:next')).pairHighlight).toBe('c');
    });

    it('moves a client or a team from the last pair of the phase back to its first', () => {
      let state = apply(
        twoPhases(),
        assign('ana', 'row'),
        assign('ana', 'curl'),
        makeOp('team:assign', { teamId: 'red', exerciseId: 'press' }),
        makeOp('team:portion', { teamId: 'red', letter: 'b' }),
      );
      state = apply(
        state,
        makeOp('station:next', { userId: 'ana' }),
        makeOp('station:next', { teamId: 'red' }),
      );
      // Ana's C station belongs to the other phase and stays where it is.
      expect(assigned(state, 'ana')).toEqual(['bench', 'curl', 'deadlift', 'squat']);
      expect(state.teamAssignments).toEqual({ red: { squat: true, bench: true } });
      expect(state.teamPortion).toEqual({ red: 'a' });
    });

    it('steps through the phase’s own exercises when it has no pairs', () => {
      let state = apply(
        twoPhases(),
        pair(null, 'curl', 'deadlift'),
        makeOp('phase:active', { phaseId: 'phase-2' }),
        assign('cal', 'lunge'),
      );
      const ids = () => state.exercises[state.activeStationIndex]?.id;
      state = apply(state, makeOp('station:next'));
      expect(ids()).toBe('curl');
      expect(assigned(state, 'cal')).toEqual(['curl']);
      state = apply(state, makeOp('station:next'), makeOp('station:next'));
      expect(ids()).toBe('lunge');
      expect(assigned(state, 'cal')).toEqual(['lunge']);
      state = apply(state, makeOp('station:previous'));
      expect(ids()).toBe('deadlift');
    });
  });

  it('ignores a step for an unknown client or one with no assignment', () => {
    const state = paired();
    expect(applyOp(state, makeOp('station:next', { userId: 'nobody' }))).toBe(state);
    expect(applyOp(state, makeOp('station:next', { userId: 'ana' }))).toBe(state);
  });
});
