import { plannedWarmUp } from '../coaching/plan';
import { buildUpSets, type SetLoad } from '../coaching/warm-up';
import { SET_LOG_MAX } from '../constants';
import { effectiveExerciseSettings, exercisePlanParams, getCell } from './selectors';
import type { Cell, LoggedSet, SessionState } from './state';

/*
 * A cell's sets (issue 30). The state keeps only what cannot be derived: the workout's working
 * set (`cell.target`), how many working sets it prescribes (`cell.sets`) and what was logged
 * (`cell.log`). The prescribed list is made here from those and the session's rules, the same way
 * on every device and on the server.
 */

export type SetKind = 'warm-up' | 'build-up' | 'working';

export interface PrescribedSet extends SetLoad {
  kind: SetKind;
}

/** One row of a cell's set list: what was prescribed at this index, and what was done in it. */
export interface CellSet {
  index: number;
  /** Null for a set beyond the prescription. */
  prescribed: PrescribedSet | null;
  done: LoggedSet | null;
}

/**
 * The sets the session prescribes a client for an exercise, in order: the workout's warm-up
 * sets, the build-up towards the working weight when the exercise's settings turn it on, and the
 * working sets. Empty when the workout gave the cell no plan.
 */
export function prescribedSets(
  state: SessionState,
  exerciseId: string,
  clientId: string,
): PrescribedSet[] {
  return prescribedSetsOf(state, exerciseId, getCell(state, exerciseId, clientId));
}

/** `prescribedSets` for a cell as it is about to be (the reducers' new cell). */
export function prescribedSetsOf(
  state: SessionState,
  exerciseId: string,
  cell: Cell | undefined,
): PrescribedSet[] {
  const target = cell?.target;
  if (!cell || !target) return [];
  const sets: PrescribedSet[] = [];
  const warmUp = plannedWarmUp(exercisePlanParams(state, exerciseId), target.kg);
  for (let i = 0; warmUp && i < warmUp.sets; i += 1) {
    sets.push({ kind: 'warm-up', kg: warmUp.kg, reps: warmUp.reps });
  }
  const settings = effectiveExerciseSettings(state, exerciseId);
  if (settings.buildUp && target.kg > 0) {
    for (const set of buildUpSets(target.kg, settings.warmups)) {
      sets.push({ kind: 'build-up', kg: set.kg, reps: set.reps });
    }
  }
  for (let i = 0; i < (cell.sets ?? 1); i += 1) {
    sets.push({ kind: 'working', kg: target.kg, reps: target.reps });
  }
  return sets.slice(0, SET_LOG_MAX);
}

/** The first set index with nothing logged: the set the cell's kg and reps are. */
export function currentSetIndex(cell: Pick<Cell, 'log'>): number {
  const log = cell.log ?? [];
  const gap = log.indexOf(null);
  return gap === -1 ? log.length : gap;
}

/** The logged set at an index, if one is. */
export function loggedSetAt(cell: Pick<Cell, 'log'>, index: number): LoggedSet | null {
  return cell.log?.[index] ?? null;
}

/** Every set of a cell, prescribed or logged, in order. */
export function cellSets(state: SessionState, exerciseId: string, clientId: string): CellSet[] {
  const cell = getCell(state, exerciseId, clientId);
  if (!cell) return [];
  const prescribed = prescribedSets(state, exerciseId, clientId);
  const length = Math.max(prescribed.length, cell.log?.length ?? 0);
  return Array.from({ length }, (_, index) => ({
    index,
    prescribed: prescribed[index] ?? null,
    done: loggedSetAt(cell, index),
  }));
}

/**
 * How far a cell is: sets done (logged and not skipped) of the sets there are (prescribed, or
 * logged beyond the prescription). Null for a cell with neither, which shows no progress.
 */
export function setProgress(
  state: SessionState,
  exerciseId: string,
  clientId: string,
): { done: number; total: number } | null {
  const sets = cellSets(state, exerciseId, clientId);
  if (sets.length === 0) return null;
  const done = sets.filter((s) => s.done && s.done.verification !== 'dnp').length;
  return { done, total: sets.length };
}

/**
 * The set a verify, flag or DNP acts on when the coach names none: while the current set is still
 * the plan, the last set logged if an athlete logged it (the set the coach is looking at, checked
 * or not, so the toggle shows its check); otherwise the current set, which a check confirms as
 * performed. Null means the current set.
 */
export function defaultVerifyIndex(cell: Cell): number | null {
  if (cell.planned !== true) return null;
  const log = cell.log ?? [];
  for (let index = log.length - 1; index >= 0; index -= 1) {
    const set = log[index];
    if (set) return set.by === 'athlete' ? index : null;
  }
  return null;
}

/** Whether an athlete logged a set of the cell that the coach has not checked yet. */
export function hasUncheckedAthleteSet(cell: Pick<Cell, 'log'>): boolean {
  return (cell.log ?? []).some((set) => set?.by === 'athlete' && set.verification === 'none');
}
