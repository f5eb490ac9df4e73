import { describe, expect, it } from 'vitest';
import { estimatedOneRepMax } from '../coaching/one-rep-max';
import { cellSummaryOf, performedSetsOfCell } from './performed-sets';
import { getCell } from './selectors';
import type { Cell, SessionState } from './state';
import { apply, demoState, makeOp, setCell } from './testing/fixtures';

/** Ana's Back Squat prescribed 4 x 5 at 100 kg; her best e1RM before the session as given. */
const planned = (bestE1rm?: number) =>
  apply(
    demoState(),
    makeOp('cells:coach', {
      cells: [
        {
          exerciseId: 'squat',
          userId: 'ana',
          plan: { kg: 100, reps: 5, sets: 4 },
          ...(bestE1rm === undefined ? {} : { bestE1rm }),
        },
      ],
    }),
  );

const log = (setIndex: number, kg: number, reps: number, extra: object = {}) =>
  makeOp('set:log', { exerciseId: 'squat', clientId: 'ana', setIndex, kg, reps, ...extra });

const verify = (verification: string, extra: object = {}) =>
  makeOp('cell:verify', { exerciseId: 'squat', userId: 'ana', verification, ...extra });

const cell = (state: SessionState) => getCell(state, 'squat', 'ana') as Cell;

describe('the performed sets of a cell', () => {
  it('is every logged set in order, with its RPE and who logged it; the plan it moved on to is no set', () => {
    const state = apply(
      planned(),
      log(0, 100, 5, { rpe: 7 }),
      log(1, 100, 5, { rpe: 8, by: 'athlete' }),
      log(2, 100, 4, { rpe: 9.5 }),
      log(3, 95, 5),
    );
    expect(performedSetsOfCell(cell(state))).toEqual([
      {
        setIndex: 0,
        kg: 100,
        reps: 5,
        rpe: 7,
        loggedBy: 'coach',
        isWarmup: false,
        verification: 'none',
        flag: 'ok',
      },
      {
        setIndex: 1,
        kg: 100,
        reps: 5,
        rpe: 8,
        loggedBy: 'athlete',
        isWarmup: false,
        verification: 'none',
        flag: 'ok',
      },
      {
        setIndex: 2,
        kg: 100,
        reps: 4,
        rpe: 9.5,
        loggedBy: 'coach',
        isWarmup: false,
        verification: 'none',
        flag: 'ok',
      },
      {
        setIndex: 3,
        kg: 95,
        reps: 5,
        rpe: null,
        loggedBy: 'coach',
        isWarmup: false,
        verification: 'none',
        flag: 'ok',
      },
    ]);
    // The cell now shows a fifth set beyond the prescription, still the plan's.
    expect(cell(state).planned).toBe(true);
  });

  it('is the current set alone for a cell entered or verified without logging (as before sets)', () => {
    const entered = apply(demoState(), setCell('squat', 'ana', 80, 6), verify('verified'));
    expect(performedSetsOfCell(cell(entered))).toEqual([
      {
        setIndex: 0,
        kg: 80,
        reps: 6,
        rpe: null,
        loggedBy: 'coach',
        isWarmup: false,
        verification: 'verified',
        flag: 'ok',
      },
    ]);
    expect(performedSetsOfCell(cell(demoState()))).toEqual([]);
    expect(performedSetsOfCell(cell(planned()))).toEqual([]);
  });

  it('adds the current set after the logged ones once the coach enters it without logging', () => {
    const state = apply(planned(), log(0, 100, 5), setCell('squat', 'ana', 100, 6));
    expect(performedSetsOfCell(cell(state)).map((s) => [s.setIndex, s.kg, s.reps])).toEqual([
      [0, 100, 5],
      [1, 100, 6],
    ]);
  });

  it('leaves out a skipped set and every set of a blacked-out cell', () => {
    const skipped = apply(
      planned(),
      log(0, 100, 5),
      log(1, 100, 5),
      verify('dnp', { setIndex: 1 }),
    );
    expect(performedSetsOfCell(cell(skipped)).map((s) => s.setIndex)).toEqual([0]);
    const blackedOut = apply(
      skipped,
      makeOp('cell:blackout', { exerciseId: 'squat', userId: 'ana' }),
    );
    expect(performedSetsOfCell(cell(blackedOut))).toEqual([]);
  });

  it('marks the build-up sets as warm-ups', () => {
    const state = apply(
      planned(),
      makeOp('exercise:settings', {
        scope: 'exercise',
        exerciseId: 'squat',
        settings: { buildUp: true, warmups: [60, 80] },
      }),
      log(0, 60, 5),
      log(1, 80, 3),
      log(2, 100, 5),
    );
    expect(performedSetsOfCell(cell(state)).map((s) => [s.setIndex, s.isWarmup])).toEqual([
      [0, true],
      [1, true],
      [2, false],
    ]);
  });

  it('marks as a record each verified working set above the best, whatever the cell shows now', () => {
    const best = estimatedOneRepMax(100, 5);
    const state = apply(
      planned(best),
      log(0, 100, 5),
      log(1, 105, 5),
      verify('verified', { scope: 'cell' }),
    );
    expect(performedSetsOfCell(cell(state)).map((s) => [s.setIndex, s.flag])).toEqual([
      [0, 'ok'],
      [1, 'pr-purple'],
    ]);
  });
});

describe('the summary of a cell', () => {
  it('is not done when nothing was performed, and skip when the client skipped', () => {
    expect(cellSummaryOf(cell(planned()))).toEqual({
      card: { kind: 'not-done' },
      topSet: null,
      performedSets: 0,
    });
    expect(cellSummaryOf(cell(apply(planned(), verify('dnp'))))).toMatchObject({
      card: { kind: 'skip' },
      performedSets: 0,
    });
    expect(
      cellSummaryOf(cell(apply(planned(), log(0, 100, 5), verify('dnp', { setIndex: 0 })))).card,
    ).toEqual({ kind: 'skip' });
  });

  it('is the card of the best working set, counting every set performed', () => {
    const best = estimatedOneRepMax(100, 5);
    const state = apply(
      planned(best),
      makeOp('exercise:settings', {
        scope: 'exercise',
        exerciseId: 'squat',
        settings: { buildUp: true, warmups: [60, 80] },
      }),
      log(0, 60, 5),
      log(1, 80, 3),
      log(2, 100, 5),
      log(3, 105, 5),
      log(4, 100, 4),
      verify('verified', { scope: 'cell' }),
    );
    const summary = cellSummaryOf(cell(state));
    expect(summary.topSet).toEqual({ kg: 105, reps: 5 });
    expect(summary.performedSets).toBe(5);
    expect(summary.card).toEqual({ kind: 'pr', percent: 5 });
  });

  it('is complete while the top set is not verified, and a skipped set does not hide the others', () => {
    const state = apply(planned(), log(0, 100, 5), log(1, 120, 5), verify('dnp', { setIndex: 1 }));
    expect(cellSummaryOf(cell(state))).toEqual({
      card: { kind: 'complete' },
      topSet: { kg: 100, reps: 5 },
      performedSets: 1,
    });
  });

  it('reads the current set as before sets: the live coaching’s percent on a verified entry', () => {
    const state = apply(
      demoState(),
      setCell('squat', 'ana', 80, 6),
      verify('verified'),
      makeOp('cells:coach', {
        cells: [{ exerciseId: 'squat', userId: 'ana', percentAboveMax: 2.04, flag: 'pr-purple' }],
      }),
    );
    expect(cellSummaryOf(cell(state))).toEqual({
      card: { kind: 'pr', percent: 2 },
      topSet: { kg: 80, reps: 6 },
      performedSets: 1,
    });
  });
});
