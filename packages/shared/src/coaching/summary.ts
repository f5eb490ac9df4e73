import { IMPROVED_THRESHOLD_PERCENT } from '../constants';
import type { CellVerification } from '../schemas/session-api';
import { estimatedOneRepMax } from './one-rep-max';
import type { SetLoad } from './warm-up';

/** Percent rounded to one decimal, as the summary shows it. */
export function roundPercent(percent: number): number {
  return Math.round(percent * 10) / 10 + 0;
}

export interface SummaryCellInput {
  verification: CellVerification;
  flag: string;
  percentAboveMax?: number;
}

export type CellSummaryCard =
  | { kind: 'skip' }
  | { kind: 'pr'; percent: number | null }
  | { kind: 'verified'; percent: number | null }
  | { kind: 'complete' };

/** A live cell's card (`cellSummaryOf`): a set's card, or not done when nothing was performed. */
export type SessionCellCard = CellSummaryCard | { kind: 'not-done' };

/** A live cell as the end of the session reads it. */
export interface SessionCellInput extends SummaryCellInput, SetLoad {
  /** Still the workout's plan: nobody entered or confirmed the set. */
  planned?: boolean;
}

/**
 * Whether an entered set counts as performed: the client did not skip it (DNP) and the trainer
 * did not black it out. The end of the session logs only such sets, and the records read only
 * such logs (a device may post the others).
 */
export function countsAsPerformed(set: Pick<SummaryCellInput, 'verification' | 'flag'>): boolean {
  return set.verification !== 'dnp' && set.flag !== 'blackout';
}

/**
 * Whether a cell's current set is a performed set, which the end of the session logs beside the
 * logged ones: it holds a weight or reps that someone entered or confirmed (not the plan's
 * untouched targets), and it counts as performed (`countsAsPerformed`).
 */
export function isPerformedSet(cell: SessionCellInput): boolean {
  if (cell.planned === true) return false;
  if (!(cell.kg > 0) && !(cell.reps > 0)) return false;
  return countsAsPerformed(cell);
}

/** The summary card of a cell after the session: skip (dnp), PR, verified, else complete. */
export function cellSummaryCard(cell: SummaryCellInput): CellSummaryCard {
  if (cell.verification === 'dnp') return { kind: 'skip' };
  const percent =
    cell.percentAboveMax !== undefined && Number.isFinite(cell.percentAboveMax)
      ? roundPercent(cell.percentAboveMax)
      : null;
  if (cell.verification === 'verified' && cell.flag === 'pr-purple') return { kind: 'pr', percent };
  if (cell.verification === 'verified') return { kind: 'verified', percent };
  return { kind: 'complete' };
}

export type ComparisonStatus = 'new' | 'improved' | 'baseline';

export interface Comparison {
  status: ComparisonStatus;
  /** Percent above the previous value, one decimal; null when there is nothing to divide by. */
  percent: number | null;
  /** True when the set is below the previous one. */
  regression: boolean;
}

/**
 * A set's value for comparison: its estimated one-rep max, so more reps at the same load count as
 * progress; body-weight sets (0 kg) compare by reps.
 */
function setValue(set: SetLoad): number {
  return set.kg > 0 ? estimatedOneRepMax(set.kg, set.reps) : Math.max(0, set.reps);
}

/**
 * Comparison with the previous session: new without a previous set, improved when the (rounded)
 * percent above the previous value is above 0.1, otherwise baseline; regression when below it.
 */
export function compareWithPrevious(current: SetLoad, previous?: SetLoad | null): Comparison {
  if (!previous) return { status: 'new', percent: null, regression: false };
  const now = setValue(current);
  const before = setValue(previous);
  if (before <= 0) {
    return { status: now > 0 ? 'improved' : 'baseline', percent: null, regression: false };
  }
  const percent = roundPercent(((now - before) / before) * 100);
  return {
    status: percent > IMPROVED_THRESHOLD_PERCENT ? 'improved' : 'baseline',
    percent,
    regression: now < before,
  };
}

/** The comparison as one word: new, improved, baseline, or regression (below the previous set). */
export type ComparisonOutcome = ComparisonStatus | 'regression';

/**
 * The summary's comparison outcome: a set below the previous one is a regression, otherwise the
 * status of `compareWithPrevious`.
 */
export function comparisonOutcome(
  current: SetLoad,
  previous?: SetLoad | null,
): { outcome: ComparisonOutcome; percent: number | null } {
  const result = compareWithPrevious(current, previous);
  return { outcome: result.regression ? 'regression' : result.status, percent: result.percent };
}
