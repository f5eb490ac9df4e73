import { describe, expect, it } from 'vitest';
import { rankLeaderboard } from './leaderboard';

describe('rankLeaderboard', () => {
  it('orders highest first, ties share a place and read by name', () => {
    const board = rankLeaderboard([
      { id: 'a', name: 'Zoe', value: 100 },
      { id: 'b', name: 'Ben', value: 250 },
      { id: 'c', name: 'Ana', value: 100 },
      { id: 'd', name: 'Cal', value: 50 },
    ]);
    expect(board.ranked.map((r) => [r.name, r.place])).toEqual([
      ['Ben', 1],
      ['Ana', 2],
      ['Zoe', 2],
      ['Cal', 4],
    ]);
  });

  it('lists those it cannot rank apart, with the reason', () => {
    const board = rankLeaderboard([
      { id: 'a', name: 'Ana', value: null, reason: 'no-bodyweight' },
      { id: 'b', name: 'Ben', value: 0 },
      { id: 'c', name: 'Cal', value: 10 },
    ]);
    expect(board.ranked.map((r) => r.id)).toEqual(['c']);
    expect(board.unranked).toEqual([
      { id: 'a', name: 'Ana', reason: 'no-bodyweight' },
      { id: 'b', name: 'Ben', reason: 'no-sets' },
    ]);
  });

  it('treats scores within a hundredth as a tie', () => {
    const board = rankLeaderboard([
      { id: 'a', name: 'Ana', value: 100.001 },
      { id: 'b', name: 'Ben', value: 100.004 },
    ]);
    expect(board.ranked.map((r) => r.place)).toEqual([1, 1]);
  });
});
