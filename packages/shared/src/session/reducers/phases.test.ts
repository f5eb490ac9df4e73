import { describe, expect, it } from 'vitest';
import { applyOp } from '../apply-op';
import { apply, demoState, makeOp } from '../testing/fixtures';

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
