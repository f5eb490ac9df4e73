import { isPersonalRecord, percentAboveBest } from '../coaching/flags';
import {
  cellSummaryCard,
  countsAsPerformed,
  isPerformedSet,
  type SessionCellCard,
} from '../coaching/summary';
import type { SetLoad } from '../coaching/warm-up';
import { topSetOf } from '../history/session-history';
import { currentSetIndex } from './set-list';
import type { Cell, CellFlag, CellVerification, LoggedSet, SetLogger } from './state';

/*
 * What a cell's sets come to once the session ends (issue 30): the sets the end logs, one row
 * each, and the summary card that counts them. One rule for the server's logs and the summary on
 * every screen.
 */

/** A set performed in a cell: one row of the session's logs. */
export interface CellPerformedSet extends SetLoad {
  setIndex: number;
  rpe: number | null;
  loggedBy: SetLogger;
  /** A warm-up or build-up set: kept out of volume, e1RM and records. */
  isWarmup: boolean;
  verification: CellVerification;
  flag: CellFlag;
}

/**
 * The flag of a logged set. The cell's flag is worked out on its current set, so a record is
 * judged again for each logged set against the client's best; the flags about the client and the
 * exercise (a first time, an injury, a poor day, a blackout) hold for every set of the cell.
 */
function loggedSetFlag(cell: Cell, set: LoggedSet): CellFlag {
  if (cell.flag !== 'blackout' && isPersonalRecord(set, cell.bestE1rm)) return 'pr-purple';
  return cell.flag === 'pr-purple' ? 'ok' : cell.flag;
}

/**
 * The performed sets of a cell, in set order: every logged set that counts as performed (not a
 * DNP, the cell not blacked out), and the current set when the coach entered or confirmed it
 * without logging it (`isPerformedSet`; a cell from before sets were logged is only that). The
 * current set the cell moved on to after a logged set is the plan's, not a performed set.
 */
export function performedSetsOfCell(cell: Cell): CellPerformedSet[] {
  const sets: CellPerformedSet[] = [];
  (cell.log ?? []).forEach((set, setIndex) => {
    if (!set || !countsAsPerformed({ verification: set.verification, flag: cell.flag })) return;
    sets.push({
      setIndex,
      kg: set.kg,
      reps: set.reps,
      rpe: set.rpe ?? null,
      loggedBy: set.by,
      isWarmup: set.isWarmup,
      verification: set.verification,
      flag: loggedSetFlag(cell, set),
    });
  });
  if (isPerformedSet(cell)) {
    // The grid's steppers are the coach's: a set entered there and never logged is the coach's.
    sets.push({
      setIndex: currentSetIndex(cell),
      kg: cell.kg,
      reps: cell.reps,
      rpe: null,
      loggedBy: 'coach',
      isWarmup: cell.isWarmup,
      verification: cell.verification,
      flag: cell.flag,
    });
  }
  return sets.sort((a, b) => a.setIndex - b.setIndex);
}

/** A cell's summary once the session has ended: its card, the set it is about, and its sets. */
export interface CellSummary {
  card: SessionCellCard;
  /** The set the card and the comparison are about (`topSetOf`); null when none was performed. */
  topSet: SetLoad | null;
  /** Sets performed, warm-ups included. */
  performedSets: number;
}

/** Whether the client skipped a set of the cell (DNP), logged or current. */
function skippedAny(cell: Cell): boolean {
  return cell.verification === 'dnp' || (cell.log ?? []).some((s) => s?.verification === 'dnp');
}

/**
 * The summary of a live cell once the session has ended (spec "Summary card per cell"), from its
 * performed sets: skip when the client skipped and performed none; not done when nothing was
 * performed (never filled in, the plan untouched, or blacked out), so an empty cell never reads
 * as complete; otherwise the card of the top set, a PR when that verified working set beats the
 * client's best from before the session, with its percent above that best.
 */
export function cellSummaryOf(cell: Cell): CellSummary {
  const sets = performedSetsOfCell(cell);
  const top = topSetOf(sets);
  if (!top) {
    const card: SessionCellCard =
      sets.length > 0
        ? { kind: 'complete' }
        : skippedAny(cell)
          ? { kind: 'skip' }
          : { kind: 'not-done' };
    return { card, topSet: null, performedSets: sets.length };
  }
  const isCurrent = !cell.log?.[top.setIndex];
  // The live coaching gave the current set its percent; a logged set's is worked out the same way.
  const percentAboveMax = isCurrent
    ? cell.percentAboveMax
    : (percentAboveBest(top, cell.bestE1rm) ?? undefined);
  return {
    card: cellSummaryCard({
      verification: top.verification,
      flag: top.flag,
      ...(percentAboveMax === undefined ? {} : { percentAboveMax }),
    }),
    topSet: { kg: top.kg, reps: top.reps },
    performedSets: sets.length,
  };
}
