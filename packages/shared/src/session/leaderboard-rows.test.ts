import { describe, expect, it } from 'vitest';
import { dotsScore } from '../coaching/dots';
import { sessionLeaderboard, sessionRecords } from './leaderboard-rows';
import type { SessionState } from './state';
import { apply, demoState, makeOp } from './testing/fixtures';

function lift(exerciseId: string, clientId: string, setIndex: number, kg: number, reps: number) {
  return [
    makeOp('set:log', { exerciseId, clientId, setIndex, kg, reps }),
    makeOp('cell:verify', { exerciseId, userId: clientId, verification: 'verified', setIndex }),
  ];
}

const state = apply(
  demoState(),
  ...lift('squat', 'ana', 0, 100, 5),
  ...lift('squat', 'ana', 1, 100, 5),
  ...lift('bench', 'ben', 0, 120, 3),
  makeOp('set:log', { exerciseId: 'squat', clientId: 'cal', setIndex: 0, kg: 200, reps: 5 }),
);

describe('sessionLeaderboard', () => {
  it('ranks total verified volume, leaving an unverified set out', () => {
    const board = sessionLeaderboard(state, { metric: 'volume', exerciseId: null });
    expect(board.ranked.map((r) => [r.id, r.value, r.place])).toEqual([
      ['ana', 1000, 1],
      ['ben', 360, 2],
    ]);
    expect(board.unranked.map((u) => u.id)).toEqual(['cal', 'dee']);
  });

  it('ranks the best e1RM in one exercise or any', () => {
    const squat = sessionLeaderboard(state, { metric: 'e1rm', exerciseId: 'squat' });
    expect(squat.ranked.map((r) => r.id)).toEqual(['ana']);
    expect(squat.ranked[0]?.value).toBeCloseTo(116.67, 1);
    const any = sessionLeaderboard(state, { metric: 'e1rm', exerciseId: null });
    expect(any.ranked.map((r) => r.id)).toEqual(['ben', 'ana']);
  });

  it('ranks DOTS only for clients with a bodyweight, the others with the reason', () => {
    const weighed: SessionState = {
      ...state,
      clients: state.clients.map((c) => (c.id === 'ana' ? { ...c, bodyweightKg: 60 } : c)),
    };
    const board = sessionLeaderboard(weighed, { metric: 'relative', exerciseId: null });
    expect(board.ranked.map((r) => r.id)).toEqual(['ana']);
    // Ana's best squat e1RM (100 x 5: 116.67 kg) at 60 kg bodyweight.
    expect(board.ranked[0]?.value).toBeCloseTo(dotsScore(116.67, 60, 'F'), 1);
    expect(board.unranked).toContainEqual({ id: 'ben', name: 'Ben', reason: 'no-bodyweight' });
  });
});

describe('sessionRecords', () => {
  it('lists a verified set above the client best as a record', () => {
    const withBest = apply(
      demoState(),
      makeOp('cells:coach', { cells: [{ exerciseId: 'squat', userId: 'ana', bestE1rm: 100 }] }),
      ...lift('squat', 'ana', 0, 100, 5),
    );
    expect(sessionRecords(withBest)).toEqual([
      { userId: 'ana', exerciseId: 'squat', kg: 100, reps: 5 },
    ]);
    expect(sessionRecords(demoState())).toEqual([]);
  });
});
