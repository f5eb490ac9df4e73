import { describe, expect, it } from 'vitest';
import { estimatedOneRepMax } from '../coaching/one-rep-max';
import { setE1rm } from '../coaching/rpe';
import { challengeMessages as m } from '../messages';
import { toApiIssues } from '../schemas/common';
import {
  bestE1rm,
  challengeInputSchema,
  countsForChallenge,
  longestStreak,
  rankEntries,
  scoreParticipant,
  totalVolume,
} from './index';

const EXERCISE = '11111111-1111-4111-8111-111111111111';
const valid = {
  name: ' Squat-off ',
  metric: 'e1rm',
  exerciseId: EXERCISE,
  startDate: '2026-11-01',
  endDate: '2026-11-30',
};
const issuesOf = (input: unknown) => {
  const parsed = challengeInputSchema.safeParse(input);
  return parsed.success ? [] : toApiIssues(parsed.error);
};

describe('challengeInputSchema', () => {
  it('accepts a challenge and trims its name', () => {
    expect(challengeInputSchema.parse(valid)).toMatchObject({ name: 'Squat-off' });
    expect(issuesOf({ ...valid, metric: 'streak', exerciseId: null })).toEqual([]);
  });

  it('says what is wrong with each field, in words', () => {
    expect(issuesOf({ ...valid, name: '  ' })).toEqual([{ path: 'name', message: m.nameRequired }]);
    expect(issuesOf({ ...valid, metric: 'speed' })).toEqual([
      { path: 'metric', message: m.metricRequired },
    ]);
    expect(issuesOf({ ...valid, metric: 'relative', exerciseId: null })).toEqual([
      { path: 'exerciseId', message: m.exerciseRequired },
    ]);
    expect(issuesOf({ ...valid, endDate: '2026-10-31' })).toEqual([
      { path: 'endDate', message: m.endBeforeStart },
    ]);
    expect(issuesOf({ ...valid, startDate: '2026-02-30' })).toEqual([
      { path: 'startDate', message: 'Use format YYYY-MM-DD' },
    ]);
  });
});

describe('challenge scoring', () => {
  it('counts verified working sets only', () => {
    expect(countsForChallenge({ isWarmup: false, verification: 'verified' })).toBe(true);
    expect(countsForChallenge({ isWarmup: true, verification: 'verified' })).toBe(false);
    expect(countsForChallenge({ isWarmup: false, verification: 'none' })).toBe(false);
  });

  it('sums volume and takes the best e1RM, by the RTS chart for rated sets', () => {
    const sets = [
      { kg: 100, reps: 5 },
      { kg: 110, reps: 3, rpe: 9 },
      { kg: null, reps: 8 },
    ];
    expect(totalVolume(sets)).toBe(830);
    expect(bestE1rm(sets)).toBe(
      Math.max(estimatedOneRepMax(100, 5), setE1rm({ kg: 110, reps: 3, rpe: 9 })),
    );
    expect(bestE1rm([])).toBe(0);
  });

  it('finds the longest run of consecutive check-in days, across a month end', () => {
    expect(longestStreak(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-03'])).toBe(3);
    expect(longestStreak(['2026-11-05', '2026-11-05'])).toBe(1);
    expect(longestStreak([])).toBe(0);
  });

  it('divides the best e1RM by bodyweight, and leaves off a client with no bodyweight, saying why', () => {
    const records = { userId: 'a', name: 'Ada', sets: [{ kg: 100, reps: 1 }], checkInDays: [] };
    expect(scoreParticipant('relative', { ...records, weightKg: 80 })).toEqual({
      userId: 'a',
      name: 'Ada',
      score: estimatedOneRepMax(100, 1) / 80,
    });
    expect(scoreParticipant('relative', { ...records, weightKg: null })).toEqual({
      userId: 'a',
      name: 'Ada',
      excluded: m.noBodyweight,
    });
    // Bodyweight matters to no other metric.
    expect(scoreParticipant('volume', { ...records, weightKg: null })).toMatchObject({
      score: 100,
    });
  });
});

describe('rankEntries', () => {
  it('orders by score, ties sharing a rank and listed by name, the next rank skipping', () => {
    const ranked = rankEntries([
      { userId: 'c', name: 'Cy', score: 50 },
      { userId: 'b', name: 'Bo', score: 80 },
      { userId: 'a', name: 'Al', score: 80 },
      { userId: 'd', name: 'Di', score: 80.001 },
    ]);
    expect(ranked.map((e) => [e.name, e.rank])).toEqual([
      ['Al', 1],
      ['Bo', 1],
      ['Di', 1],
      ['Cy', 4],
    ]);
  });
});
