import { describe, expect, it } from 'vitest';
import { fromKg, toKg } from '../coaching/units';
import {
  exerciseTrends,
  type HistoryLog,
  personalRecordsOf,
  summariseSession,
  topSetOf,
} from './session-history';

const CLIENT = 'c1';
const SQUAT = 'squat';

function log(
  sessionId: string,
  at: string,
  kg: number | null,
  reps: number | null,
  extra: Partial<HistoryLog> = {},
): HistoryLog {
  return {
    sessionId,
    clientId: CLIENT,
    exerciseId: SQUAT,
    performedAt: new Date(at),
    kg,
    reps,
    isWarmup: false,
    verification: 'verified',
    flag: 'ok',
    setIndex: null,
    rpe: null,
    loggedBy: null,
    source: 'session',
    ...extra,
  };
}

describe('top set', () => {
  it('picks the heaviest working set by e1RM, ignoring heavier warm-ups', () => {
    const top = topSetOf([
      log('s', '2030-01-01T10:00:00Z', 100, 5),
      log('s', '2030-01-01T10:00:00Z', 110, 1),
      log('s', '2030-01-01T10:00:00Z', 140, 1, { isWarmup: true }),
    ]);
    expect(top).toMatchObject({ kg: 100, reps: 5 });
  });

  it('falls back to warm-ups, ranks body-weight sets by reps, and is null without load', () => {
    expect(topSetOf([log('s', '2030-01-01T10:00:00Z', 40, 8, { isWarmup: true })])).toMatchObject({
      kg: 40,
    });
    expect(
      topSetOf([log('s', '2030-01-01T10:00:00Z', 0, 8), log('s', '2030-01-01T10:00:00Z', 0, 12)]),
    ).toMatchObject({ reps: 12 });
    expect(topSetOf([log('s', '2030-01-01T10:00:00Z', null, null)])).toBeNull();
  });

  it('is never a skipped or blacked-out set, however heavy', () => {
    expect(
      topSetOf([
        log('s', '2030-01-01T10:00:00Z', 100, 5),
        log('s', '2030-01-01T10:00:00Z', 140, 5, { verification: 'dnp' }),
        log('s', '2030-01-01T10:00:00Z', 130, 5, { flag: 'blackout' }),
      ]),
    ).toMatchObject({ kg: 100 });
    expect(topSetOf([log('s', '2030-01-01T10:00:00Z', 140, 5, { verification: 'dnp' })])).toBe(
      null,
    );
  });
});

describe('session summary', () => {
  it('a client with no history: new, and a verified card without percent', () => {
    const [summary] = summariseSession('s1', [log('s1', '2030-01-01T10:00:00Z', 100, 5)]);
    expect(summary).toMatchObject({
      clientId: CLIENT,
      exerciseId: SQUAT,
      topSet: { kg: 100, reps: 5 },
      card: { kind: 'verified', percent: null },
      previous: null,
      comparison: { status: 'new', percent: null, regression: false },
    });
  });

  it('a heavier verified set a day later is improved and a PR, with its percent', () => {
    const logs = [
      log('s1', '2030-01-01T10:00:00Z', 100, 5),
      log('s2', '2030-01-02T10:00:00Z', 105, 5),
    ];
    const [summary] = summariseSession('s2', logs);
    expect(summary?.previous).toEqual({ kg: 100, reps: 5, date: '2030-01-01T10:00:00.000Z' });
    expect(summary?.comparison).toEqual({ status: 'improved', percent: 5, regression: false });
    expect(summary?.card).toEqual({ kind: 'pr', percent: 5 });
    expect(personalRecordsOf(summariseSession('s2', logs))).toBe(1);
  });

  it('a tie with the previous best is baseline and no PR', () => {
    const logs = [
      log('s1', '2030-01-01T10:00:00Z', 100, 5),
      log('s2', '2030-01-02T10:00:00Z', 100, 5),
    ];
    const [summary] = summariseSession('s2', logs);
    expect(summary?.comparison).toEqual({ status: 'baseline', percent: 0, regression: false });
    expect(summary?.card).toEqual({ kind: 'verified', percent: 0 });
  });

  it('a lighter set is a regression; an unverified one is complete, never a PR', () => {
    const lighter = summariseSession('s2', [
      log('s1', '2030-01-01T10:00:00Z', 100, 5),
      log('s2', '2030-01-02T10:00:00Z', 90, 5),
    ])[0];
    expect(lighter?.comparison).toMatchObject({ status: 'baseline', regression: true });
    const unverified = summariseSession('s2', [
      log('s1', '2030-01-01T10:00:00Z', 100, 5),
      log('s2', '2030-01-02T10:00:00Z', 120, 5, { verification: 'none' }),
    ])[0];
    expect(unverified?.card).toEqual({ kind: 'complete' });
    expect(unverified?.comparison.status).toBe('improved');
  });

  it('compares with the latest earlier session only, never a later one', () => {
    const logs = [
      log('s1', '2030-01-01T10:00:00Z', 80, 5),
      log('s2', '2030-01-03T10:00:00Z', 100, 5),
      log('s3', '2030-01-05T10:00:00Z', 90, 5),
      log('s4', '2030-01-07T10:00:00Z', 200, 5),
    ];
    const [summary] = summariseSession('s3', logs);
    expect(summary?.previous).toMatchObject({ kg: 100 });
    expect(summary?.comparison.regression).toBe(true);
    expect(summary?.card.kind).toBe('verified');
  });

  it('keeps a live pr-purple flag and groups by client and exercise', () => {
    const summaries = summariseSession('s1', [
      log('s1', '2030-01-01T10:00:00Z', 100, 5, { flag: 'pr-purple' }),
      log('s1', '2030-01-01T10:00:00Z', 60, 10, { clientId: 'c2' }),
      log('s1', '2030-01-01T10:00:00Z', 50, 10, { exerciseId: 'bench' }),
    ]);
    expect(summaries).toHaveLength(3);
    expect(summaries[0]?.card).toEqual({ kind: 'pr', percent: null });
  });
});

describe('session summary of sets', () => {
  const at = '2030-01-02T10:00:00Z';
  const set = (setIndex: number, kg: number, reps: number, extra: Partial<HistoryLog> = {}) =>
    log('s2', at, kg, reps, { setIndex, loggedBy: 'coach', ...extra });

  it('lists the sets in set order with their RPE and who logged them, judged by the best', () => {
    const [summary] = summariseSession('s2', [
      log('s1', '2030-01-01T10:00:00Z', 100, 5, { setIndex: 0 }),
      set(2, 105, 5, { rpe: 9, loggedBy: 'athlete' }),
      set(0, 60, 5, { isWarmup: true }),
      set(1, 100, 5, { rpe: 8 }),
    ]);
    expect(summary?.sets.map((s) => [s.setIndex, s.kg, s.rpe, s.loggedBy, s.isWarmup])).toEqual([
      [0, 60, null, 'coach', true],
      [1, 100, 8, 'coach', false],
      [2, 105, 9, 'athlete', false],
    ]);
    expect(summary?.topSet).toEqual({ kg: 105, reps: 5 });
    // Rated sets are judged by the RTS chart: 105 kg x 5 at RPE 9 is 7.5 % over 100 kg x 5.
    expect(summary?.card).toEqual({ kind: 'pr', percent: 7.5 });
    expect(summary?.comparison).toMatchObject({ status: 'improved', percent: 5 });
  });

  it('skips an exercise whose only sets were skipped, and a skipped set never tops the others', () => {
    expect(summariseSession('s2', [set(0, 100, 5, { verification: 'dnp' })])[0]?.card).toEqual({
      kind: 'skip',
    });
    const [mixed] = summariseSession('s2', [
      set(0, 100, 5),
      set(1, 140, 5, { verification: 'dnp' }),
    ]);
    expect(mixed?.topSet).toEqual({ kg: 100, reps: 5 });
    expect(mixed?.card).toEqual({ kind: 'verified', percent: null });
  });
});

describe('exercise trends', () => {
  it('gives the best e1RM per calendar day, the best set and the PRs', () => {
    const [trend] = exerciseTrends([
      log('s1', '2030-01-01T10:00:00Z', 100, 5),
      log('s1', '2030-01-01T10:00:00Z', 90, 8),
      log('s2', '2030-01-08T10:00:00Z', 100, 5),
      log('s3', '2030-01-15T23:30:00Z', 110, 3),
      log('s3', '2030-01-15T23:30:00Z', 150, 1, { isWarmup: true }),
      log('s3', '2030-01-15T23:30:00Z', 200, 1, { verification: 'flagged' }),
    ]);
    expect(trend?.points.map((p) => [p.day, p.e1rm])).toEqual([
      ['2030-01-01', 116.6667],
      ['2030-01-08', 116.6667],
      ['2030-01-15', 121],
    ]);
    expect(trend?.best).toMatchObject({ kg: 110, reps: 3, e1rm: 121 });
    expect(trend?.personalRecords).toBe(1);
  });

  it('keeps the e1RM of a load typed in lb whole in lb (issue 35)', () => {
    const [trend] = exerciseTrends([log('s1', '2030-01-01T10:00:00Z', toKg(225, 'lb'), 5)]);
    // 225 lb x 5 by Epley is 262.5 lb; rounded to 0.1 kg first it would read 262.57 lb.
    expect(fromKg(trend?.best.e1rm ?? 0, 'lb')).toBe(262.5);
  });

  it("buckets by the client's calendar day and leaves out body-weight sets", () => {
    const trends = exerciseTrends(
      [
        log('s1', '2030-01-15T23:30:00Z', 110, 3),
        log('s1', '2030-01-15T23:30:00Z', 0, 20, { exerciseId: 'pull-up' }),
      ],
      120,
    );
    expect(trends).toHaveLength(1);
    expect(trends[0]?.points[0]?.day).toBe('2030-01-16');
  });

  it("counts the client's self-logged working sets, which no coach verified, as PRs too", () => {
    const selfLogged = { source: 'self-logged', verification: 'none' } as const;
    const [trend] = exerciseTrends([
      log('s1', '2030-01-01T10:00:00Z', 100, 5),
      log('own', '2030-01-04T18:00:00Z', 105, 5, selfLogged),
      log('own', '2030-01-04T18:00:00Z', 140, 1, { ...selfLogged, isWarmup: true }),
      log('s2', '2030-01-08T10:00:00Z', 120, 3, { verification: 'none' }),
    ]);
    expect(trend?.points.map((p) => [p.day, p.kg])).toEqual([
      ['2030-01-01', 100],
      ['2030-01-04', 105],
    ]);
    expect(trend?.personalRecords).toBe(1);
  });

  it('is empty for a client with no history', () => {
    expect(exerciseTrends([])).toEqual([]);
  });
});
