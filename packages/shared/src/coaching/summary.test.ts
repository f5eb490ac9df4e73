import { describe, expect, it } from 'vitest';
import {
  cellSummaryCard,
  compareWithPrevious,
  comparisonOutcome,
  countsAsPerformed,
  isPerformedSet,
  roundPercent,
} from './summary';

describe('cellSummaryCard', () => {
  it('skips DNP, shows PR for verified pr-purple, verified, else complete', () => {
    expect(cellSummaryCard({ verification: 'dnp', flag: 'pr-purple' })).toEqual({ kind: 'skip' });
    expect(
      cellSummaryCard({ verification: 'verified', flag: 'pr-purple', percentAboveMax: 3.14 }),
    ).toEqual({
      kind: 'pr',
      percent: 3.1,
    });
    expect(cellSummaryCard({ verification: 'verified', flag: 'ok' })).toEqual({
      kind: 'verified',
      percent: null,
    });
    expect(cellSummaryCard({ verification: 'flagged', flag: 'pr-purple' })).toEqual({
      kind: 'complete',
    });
    expect(cellSummaryCard({ verification: 'none', flag: 'ok' })).toEqual({ kind: 'complete' });
  });
});

const cell = { kg: 80, reps: 8, verification: 'none', flag: 'ok' } as const;

describe('countsAsPerformed', () => {
  it('counts every entered set but a DNP or a blackout, whatever its load', () => {
    expect(countsAsPerformed(cell)).toBe(true);
    expect(countsAsPerformed({ verification: 'flagged', flag: 'pr-purple' })).toBe(true);
    expect(countsAsPerformed({ verification: 'dnp', flag: 'ok' })).toBe(false);
    expect(countsAsPerformed({ verification: 'verified', flag: 'blackout' })).toBe(false);
  });
});

describe('isPerformedSet', () => {
  it('is a set someone entered or confirmed, not skipped or blacked out', () => {
    expect(isPerformedSet(cell)).toBe(true);
    expect(isPerformedSet({ ...cell, kg: 0 })).toBe(true);
    expect(isPerformedSet({ ...cell, verification: 'verified', planned: false })).toBe(true);
  });

  it('is not a cell never filled in, the plan untouched, a DNP or a blackout', () => {
    expect(isPerformedSet({ ...cell, kg: 0, reps: 0 })).toBe(false);
    expect(isPerformedSet({ ...cell, planned: true })).toBe(false);
    expect(isPerformedSet({ ...cell, verification: 'dnp' })).toBe(false);
    expect(isPerformedSet({ ...cell, flag: 'blackout' })).toBe(false);
  });
});

describe('compareWithPrevious', () => {
  it('is new without a previous set', () => {
    expect(compareWithPrevious({ kg: 100, reps: 5 })).toEqual({
      status: 'new',
      percent: null,
      regression: false,
    });
    expect(compareWithPrevious({ kg: 100, reps: 5 }, null).status).toBe('new');
  });

  it('is improved above 0.1 %, else baseline, and flags a regression below the previous value', () => {
    expect(compareWithPrevious({ kg: 102.5, reps: 5 }, { kg: 100, reps: 5 })).toEqual({
      status: 'improved',
      percent: 2.5,
      regression: false,
    });
    expect(compareWithPrevious({ kg: 100, reps: 6 }, { kg: 100, reps: 5 }).status).toBe('improved');
    expect(compareWithPrevious({ kg: 100, reps: 5 }, { kg: 100, reps: 5 })).toEqual({
      status: 'baseline',
      percent: 0,
      regression: false,
    });
    expect(compareWithPrevious({ kg: 97.5, reps: 5 }, { kg: 100, reps: 5 })).toEqual({
      status: 'baseline',
      percent: -2.5,
      regression: true,
    });
  });

  it('compares body-weight sets by reps', () => {
    expect(compareWithPrevious({ kg: 0, reps: 12 }, { kg: 0, reps: 10 })).toMatchObject({
      status: 'improved',
      percent: 20,
    });
    expect(compareWithPrevious({ kg: 0, reps: 0 }, { kg: 0, reps: 0 }).status).toBe('baseline');
  });

  it('rounds percents to one decimal', () => {
    expect(roundPercent(1.25)).toBe(1.3);
    expect(roundPercent(-0.04)).toBe(0);
  });
});

describe('comparisonOutcome', () => {
  it('is new, improved, baseline (a tie) or regression', () => {
    expect(comparisonOutcome({ kg: 100, reps: 5 }).outcome).toBe('new');
    expect(comparisonOutcome({ kg: 102.5, reps: 5 }, { kg: 100, reps: 5 })).toEqual({
      outcome: 'improved',
      percent: 2.5,
    });
    expect(comparisonOutcome({ kg: 100, reps: 5 }, { kg: 100, reps: 5 }).outcome).toBe('baseline');
    expect(comparisonOutcome({ kg: 95, reps: 5 }, { kg: 100, reps: 5 })).toEqual({
      outcome: 'regression',
      percent: -5,
    });
  });

  it('is baseline at 0.1 % and improved just above it', () => {
    // Body-weight sets compare by reps: 1000 to 999 is +0.1 %, 1002 to 1000 is +0.2 %.
    expect(comparisonOutcome({ kg: 0, reps: 1000 }, { kg: 0, reps: 999 }).outcome).toBe('baseline');
    expect(comparisonOutcome({ kg: 0, reps: 1002 }, { kg: 0, reps: 1000 }).outcome).toBe(
      'improved',
    );
  });
});
