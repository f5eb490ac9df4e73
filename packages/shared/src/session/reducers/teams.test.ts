import { describe, expect, it } from 'vitest';
import { applyOp } from '../apply-op';
import { apply, demoState, makeOp, pair } from '../testing/fixtures';

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
