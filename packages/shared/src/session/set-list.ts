import { nextSetLoad } from '../coaching/next-set';
import { plannedWarmUp } from '../coaching/plan';
import { changedLoad } from '../coaching/readiness-rule';
import { buildUpSets, type SetLoad } from '../coaching/warm-up';
import { SET_LOG_MAX } from '../constants';
import { loadableIn, readinessOf, readinessPercentFor } from './loads';
import { effectiveExerciseSettings, exercisePlanParams, getCell, targetEffort } from './selectors';
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
  /** A working set loaded from this rated set (the next set from the last, issue 35). */
  from?: LoggedSet;
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
  return prescribedSetsOf(state, exerciseId, clientId, getCell(state, exerciseId, clientId));
}

/** The last working set logged with an RPE, and its index. */
function lastRatedWorkingSet(cell: Cell): { index: number; set: LoggedSet } | null {
  const log = cell.log ?? [];
  for (let index = log.length - 1; index >= 0; index -= 1) {
    const set = log[index];
    if (set && !set.isWarmup && set.rpe !== undefined && set.verification !== 'dnp') {
      return { index, set };
    }
  }
  return null;
}

/**
 * `prescribedSets` for a cell as it is about to be (the reducers' new cell). Every load is one the
 * gym can make on the exercise's implement (issue 35). The working load is the plan's, changed by
 * the client's readiness today unless the coach declined it; the warm-up and build-up ramp to it.
 * Once a working set is logged with an RPE, the working sets after it load from that set's e1RM
 * at the workout's effort target instead: the lifter's rating says more about today than the
 * check-in did.
 */
export function prescribedSetsOf(
  state: SessionState,
  exerciseId: string,
  clientId: string,
  cell: Cell | undefined,
): PrescribedSet[] {
  const target = cell?.target;
  if (!cell || !target) return [];
  const round = (kg: number) => loadableIn(state, exerciseId, kg);
  const working =
    target.kg > 0 ? round(changedLoad(target.kg, readinessPercentFor(state, clientId, cell))) : 0;
  const sets: PrescribedSet[] = [];
  const warmUp = plannedWarmUp(exercisePlanParams(state, exerciseId), working, round);
  for (let i = 0; warmUp && i < warmUp.sets; i += 1) {
    sets.push({ kind: 'warm-up', kg: warmUp.kg, reps: warmUp.reps });
  }
  const settings = effectiveExerciseSettings(state, exerciseId);
  if (settings.buildUp && working > 0) {
    for (const set of buildUpSets(working, settings.warmups, round)) {
      sets.push({ kind: 'build-up', kg: set.kg, reps: set.reps });
    }
  }
  const rated = lastRatedWorkingSet(cell);
  const fromRated = rated
    ? nextSetLoad(rated.set, { reps: target.reps, rpe: targetEffort(state, exerciseId).rpe })
    : null;
  for (let i = 0; i < (cell.sets ?? 1); i += 1) {
    const index = sets.length;
    if (rated && fromRated !== null && index > rated.index) {
      sets.push({ kind: 'working', kg: round(fromRated), reps: target.reps, from: rated.set });
    } else {
      sets.push({ kind: 'working', kg: working, reps: target.reps });
    }
  }
  return sets.slice(0, SET_LOG_MAX);
}

/** Why the current set's load is what it is, when the session changed the plan's (issue 35). */
export type LoadReason =
  /** Loaded from a rated set: 'RPE 9.5 on 100 kg x 5: next 97.5 kg'. */
  | { kind: 'rpe'; from: LoggedSet; kg: number }
  /** Changed by today's readiness: 'Readiness 48: -10 %'; `declined` when the coach kept the plan. */
  | { kind: 'readiness'; score: number | null; percent: number; declined: boolean };

/**
 * The reason for a cell's current load while it is the session's prescription, or, for a cell the
 * workout did not plan, today's readiness change its suggestions carry; null otherwise.
 */
export function loadReasonOf(
  state: SessionState,
  exerciseId: string,
  clientId: string,
): LoadReason | null {
  const cell = getCell(state, exerciseId, clientId);
  if (!cell) return null;
  const current = cell.target
    ? prescribedSetsOf(state, exerciseId, clientId, cell)[currentSetIndex(cell)]
    : undefined;
  if (current?.from) return { kind: 'rpe', from: current.from, kg: current.kg };
  const readiness = readinessOf(state, clientId);
  if (!readiness || readiness.percent === 0 || (cell.target && !current)) return null;
  return {
    kind: 'readiness',
    score: readiness.score,
    percent: readiness.percent,
    declined: cell.readinessDeclined === true,
  };
}

/** The working load a cell's next working set is prescribed at; null without a prescription. */
export function workingLoadOf(
  state: SessionState,
  exerciseId: string,
  clientId: string,
): number | null {
  const cell = getCell(state, exerciseId, clientId);
  if (!cell?.target) return null;
  const sets = prescribedSetsOf(state, exerciseId, clientId, cell);
  const next = sets.find((set, index) => set.kind === 'working' && !cell.log?.[index]);
  return next?.kg ?? null;
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
