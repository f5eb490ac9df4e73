import { describe, expect, it } from 'vitest';
import { fromKg, toKg } from '../coaching/units';
import { clientProgress, countsTowardProgress, weeksInMonths } from './client-progress';

describe('client progress', () => {
  it('starts at level 1 with seven empty weeks', () => {
    const progress = clientProgress(
      { verifiedSets: 0, checkIns: 0 },
      { checkIns: [], sets: [] },
      '2030-01-31',
    );
    expect(progress).toMatchObject({ level: 1, xp: 0, xpIntoLevel: 0, checkInsThisWeek: 0 });
    expect(progress.weeks).toHaveLength(7);
    expect(progress.weeks[0]?.weekStart).toBe('2029-12-14');
    expect(progress.weeks[6]?.weekStart).toBe('2030-01-25');
    expect(progress.averageReadinessThisWeek).toBeNull();
  });

  it('earns 10 per verified set and 5 per check-in, and buckets the last seven weeks', () => {
    const progress = clientProgress(
      { verifiedSets: 12, checkIns: 3 },
      {
        checkIns: [
          { day: '2030-01-31', readiness: 80 },
          { day: '2030-01-25', readiness: 61 },
          { day: '2030-01-24', readiness: 50 },
        ],
        sets: [
          { day: '2030-01-30', kg: 100, reps: 5 },
          { day: '2030-01-30', kg: 102.5, reps: 3 },
          { day: '2029-12-14', kg: 60, reps: 10 },
          { day: '2029-12-13', kg: 60, reps: 10 },
        ],
      },
      '2030-01-31',
    );
    expect(progress).toMatchObject({ level: 2, xp: 135, xpIntoLevel: 35, xpPerLevel: 100 });
    expect(progress.checkInsThisWeek).toBe(2);
    expect(progress.averageReadinessThisWeek).toBe(71);
    expect(progress.weeks[6]).toMatchObject({ verifiedSets: 2, volumeKg: 807.5, checkIns: 2 });
    expect(progress.weeks[5]).toMatchObject({ checkIns: 1, averageReadiness: 50 });
    expect(progress.weeks[0]).toMatchObject({ verifiedSets: 1, volumeKg: 600 });
  });

  it('keeps the volume of loads typed in lb whole in lb (issue 35)', () => {
    const kg = toKg(225, 'lb');
    const progress = clientProgress(
      { verifiedSets: 2, checkIns: 0 },
      {
        checkIns: [],
        sets: [
          { day: '2030-01-30', kg, reps: 5 },
          { day: '2030-01-30', kg, reps: 3 },
        ],
      },
      '2030-01-31',
    );
    expect(fromKg(progress.weeks[6]?.volumeKg ?? 0, 'lb')).toBe(1800);
  });

  it('shows as many weeks as asked, ending with the current one', () => {
    const progress = clientProgress(
      { verifiedSets: 1, checkIns: 0 },
      { checkIns: [], sets: [{ day: '2029-11-01', kg: 50, reps: 10 }] },
      '2030-01-31',
      weeksInMonths(3),
    );
    expect(progress.weeks).toHaveLength(13);
    expect(progress.weeks[0]).toMatchObject({ weekStart: '2029-11-02', volumeKg: 0 });
    expect(progress.weeks[12]?.weekStart).toBe('2030-01-25');
  });
});

describe('the weeks of a period', () => {
  it('spans every week the months touch', () => {
    expect([1, 3, 6].map((m) => weeksInMonths(m as 1 | 3 | 6))).toEqual([5, 13, 26]);
  });
});

describe('which sets count toward progress', () => {
  const set = { isWarmup: false, verification: 'none', source: 'session' };

  it('counts working sets the coach verified and those the client logged themself', () => {
    expect(countsTowardProgress({ ...set, verification: 'verified' })).toBe(true);
    expect(countsTowardProgress({ ...set, source: 'self-logged' })).toBe(true);
  });

  it('leaves out unverified session sets and every warm-up', () => {
    expect(countsTowardProgress(set)).toBe(false);
    expect(countsTowardProgress({ ...set, verification: 'flagged' })).toBe(false);
    expect(countsTowardProgress({ ...set, source: 'self-logged', isWarmup: true })).toBe(false);
    expect(countsTowardProgress({ ...set, verification: 'verified', isWarmup: true })).toBe(false);
  });
});
