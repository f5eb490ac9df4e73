import { describe, expect, it } from 'vitest';
import { applyOp } from '../apply-op';
import { castRotation } from '../cast-view';
import { DEFAULT_CAST_VIEW, sessionStateSchema } from '../state';
import { apply, demoState, makeOp } from '../testing/fixtures';

const logSet = (setIndex: number) =>
  makeOp('set:log', { exerciseId: 'squat', clientId: 'ana', setIndex, kg: 60, reps: 5 });
const verify = (verification: string, setIndex?: number) =>
  makeOp('cell:verify', { exerciseId: 'squat', userId: 'ana', verification, setIndex });
const redScore = (state: ReturnType<typeof demoState>) =>
  state.teams.find((t) => t.id === 'red')?.score;

describe('TV layout', () => {
  it('starts without a view (the grid) and follows the coach', () => {
    const start = demoState();
    expect(start.castView).toBeUndefined();
    const stations = apply(start, makeOp('cast:layout', { layout: 'stations' }));
    expect(stations.castView).toEqual({ ...DEFAULT_CAST_VIEW, layout: 'stations' });
    const rotate = apply(stations, makeOp('cast:layout', { layout: 'rotate', rotateSeconds: 30 }));
    expect(rotate.castView).toMatchObject({ layout: 'rotate', rotateSeconds: 30 });
    expect(applyOp(rotate, makeOp('cast:layout', { layout: 'rotate' }))).toBe(rotate);
  });

  it('refuses a rotation outside 5-600 seconds and an unknown layout', () => {
    expect(() => makeOp('cast:layout', { layout: 'rotate', rotateSeconds: 4 })).toThrow();
    expect(() => makeOp('cast:layout', { layout: 'rotate', rotateSeconds: 601 })).toThrow();
    expect(() => makeOp('cast:layout', { layout: 'wall' as unknown as 'grid' })).toThrow();
  });

  it('ranks by an exercise only while it is on the grid, and only for e1RM', () => {
    const state = apply(
      demoState(),
      makeOp('cast:leaderboard', { metric: 'e1rm', exerciseId: 'squat' }),
    );
    expect(state.castView).toMatchObject({ metric: 'e1rm', metricExerciseId: 'squat' });
    const offGrid = apply(
      state,
      makeOp('cast:leaderboard', { metric: 'e1rm', exerciseId: 'deadlift' }),
    );
    expect(offGrid.castView?.metricExerciseId).toBeNull();
    const volume = apply(
      state,
      makeOp('cast:leaderboard', { metric: 'volume', exerciseId: 'squat' }),
    );
    expect(volume.castView).toMatchObject({ metric: 'volume', metricExerciseId: null });
  });
});

describe('the challenge board on the TV', () => {
  const CHALLENGE = '0b7c7f6e-3c1a-4c55-9d0e-5a2f3b9c1d11';

  it('shows a challenge only once the coach chose one, and the grid again when it is taken away', () => {
    const start = demoState();
    expect(applyOp(start, makeOp('cast:layout', { layout: 'challenge' }))).toBe(start);
    const chosen = apply(start, makeOp('cast:challenge', { challengeId: CHALLENGE }));
    expect(chosen.castView).toEqual({ ...DEFAULT_CAST_VIEW, challengeId: CHALLENGE });
    const shown = apply(chosen, makeOp('cast:layout', { layout: 'challenge' }));
    expect(shown.castView).toMatchObject({ layout: 'challenge', challengeId: CHALLENGE });
    expect(applyOp(shown, makeOp('cast:challenge', { challengeId: CHALLENGE }))).toBe(shown);
    const cleared = apply(shown, makeOp('cast:challenge', { challengeId: null }));
    expect(cleared.castView).toMatchObject({ layout: 'grid', challengeId: null });
    // Taken away while another layout shows, that layout stays.
    const board = apply(chosen, makeOp('cast:layout', { layout: 'leaderboard' }));
    expect(apply(board, makeOp('cast:challenge', { challengeId: null })).castView?.layout).toBe(
      'leaderboard',
    );
  });

  it('refuses a challenge id that is no id', () => {
    expect(() => makeOp('cast:challenge', { challengeId: '' })).toThrow();
    expect(() => makeOp('cast:challenge', { challengeId: '__proto__' })).toThrow();
    expect(() => makeOp('cast:challenge', {} as { challengeId: null })).toThrow();
  });
});

describe('what Rotate cycles through', () => {
  it('is grid, stations and leaderboard until the coach chooses, the challenge only once chosen', () => {
    const start = demoState();
    expect(castRotation(DEFAULT_CAST_VIEW)).toEqual(['grid', 'stations', 'leaderboard']);
    expect(castRotation({ ...DEFAULT_CAST_VIEW, challengeId: 'ch1' })).toEqual([
      'grid',
      'stations',
      'leaderboard',
      'challenge',
    ]);
    const chosen = apply(
      start,
      makeOp('cast:layout', { layout: 'rotate', rotateLayouts: ['challenge', 'grid'] }),
    );
    // Kept in the TV's order, whatever order the coach ticked them in.
    expect(chosen.castView?.rotateLayouts).toEqual(['grid', 'challenge']);
    expect(castRotation(chosen.castView ?? DEFAULT_CAST_VIEW)).toEqual(['grid']);
    const withBoard = apply(chosen, makeOp('cast:challenge', { challengeId: 'ch1' }));
    expect(castRotation(withBoard.castView ?? DEFAULT_CAST_VIEW)).toEqual(['grid', 'challenge']);
    // A later layout change without a list keeps the coach's list.
    const again = apply(withBoard, makeOp('cast:layout', { layout: 'rotate', rotateSeconds: 30 }));
    expect(again.castView?.rotateLayouts).toEqual(['grid', 'challenge']);
    expect(
      applyOp(
        again,
        makeOp('cast:layout', { layout: 'rotate', rotateLayouts: ['challenge', 'grid'] }),
      ),
    ).toBe(again);
  });

  it('refuses fewer than two layouts, one twice, and rotate within itself', () => {
    expect(() => makeOp('cast:layout', { layout: 'rotate', rotateLayouts: ['grid'] })).toThrow();
    expect(() =>
      makeOp('cast:layout', { layout: 'rotate', rotateLayouts: ['grid', 'grid'] }),
    ).toThrow();
    expect(() =>
      makeOp('cast:layout', {
        layout: 'rotate',
        rotateLayouts: ['grid', 'rotate' as 'stations'],
      }),
    ).toThrow();
  });

  it('reads a state saved before protocol 8, whose view has neither field', () => {
    const saved = { ...demoState(), castView: { ...DEFAULT_CAST_VIEW, layout: 'stations' } };
    const parsed = sessionStateSchema.parse(JSON.parse(JSON.stringify(saved)));
    expect(parsed.castView).toEqual({ ...DEFAULT_CAST_VIEW, layout: 'stations' });
    expect(castRotation(parsed.castView ?? DEFAULT_CAST_VIEW)).toEqual([
      'grid',
      'stations',
      'leaderboard',
    ]);
  });
});

describe('auto-scoring', () => {
  it('is off by default: verifying a set leaves the scores alone', () => {
    const state = apply(demoState(), logSet(0), verify('verified', 0));
    expect(redScore(state)).toBe(0);
  });

  it('gives the team the points for each verified set, and takes them back when un-verified', () => {
    let state = apply(demoState(), makeOp('score:auto', { points: 3 }), logSet(0), logSet(1));
    expect(state.autoScorePoints).toBe(3);
    state = apply(state, verify('verified', 0));
    expect(redScore(state)).toBe(3);
    const again = applyOp(state, verify('verified', 0));
    expect(redScore(again)).toBe(3);
    state = apply(state, verify('verified', 1));
    expect(redScore(state)).toBe(6);
    state = apply(state, verify('flagged', 1));
    expect(redScore(state)).toBe(3);
    expect(state.teams.find((t) => t.id === 'blue')?.score).toBe(0);
  });

  it('adds to the score the coach gave by hand, and turns off with 0', () => {
    let state = apply(
      demoState(),
      makeOp('team:score', { teamId: 'red', score: 10 }),
      makeOp('score:auto', { points: 2 }),
      logSet(0),
      verify('verified', 0),
    );
    expect(redScore(state)).toBe(12);
    state = apply(state, makeOp('score:auto', { points: 0 }));
    expect(state.autoScorePoints).toBeUndefined();
    state = apply(state, logSet(1), verify('verified', 1));
    expect(redScore(state)).toBe(12);
  });
});
