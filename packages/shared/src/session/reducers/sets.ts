import { clampReps } from '../../coaching/rounding';
import { storedKg } from '../../coaching/units';
import type { OpReducer } from '../ops';
import { getCell } from '../selectors';
import { currentSetIndex, type PrescribedSet, prescribedSets, prescribedSetsOf } from '../set-list';
import type { Cell, LoggedSet, SessionState } from '../state';
import { CellsDraft } from './cells-draft';
import { represcribed } from './loads';
import { hasSnapshot, withoutSnapshot } from './warmup-snapshot';

function sameSet(a: LoggedSet | null, b: LoggedSet): boolean {
  return (
    a !== null &&
    a.kg === b.kg &&
    a.reps === b.reps &&
    a.rpe === b.rpe &&
    a.by === b.by &&
    a.verification === b.verification &&
    a.isWarmup === b.isWarmup
  );
}

/** A log without the unlogged sets at its end (none when nothing is left). */
function trimmed(log: (LoggedSet | null)[]): (LoggedSet | null)[] | undefined {
  let end = log.length;
  while (end > 0 && log[end - 1] === null) end -= 1;
  return end === 0 ? undefined : log.slice(0, end);
}

function withCell(
  state: SessionState,
  exerciseId: string,
  clientId: string,
  cell: Cell,
): SessionState {
  const draft = new CellsDraft(state.cells);
  draft.set(exerciseId, clientId, cell);
  return { ...state, cells: draft.result() };
}

/**
 * The cell showing the next set as its current set, pre-filled for the athlete to lift: a
 * prescribed warm-up or build-up set shows the warm-up dot, as the coach's Warm Up does.
 */
function prefilled(cell: Cell, next: PrescribedSet | undefined, fallback: LoggedSet): Cell {
  const values = next ?? { ...fallback, kind: 'working' as const };
  return {
    ...cell,
    kg: values.kg,
    reps: values.reps,
    isWarmup: values.kind !== 'working',
    verification: 'none',
    planned: true,
  };
}

/**
 * `set:log`: records a performed set at its index (correcting one logged before), or one past the
 * last to add a set beyond the prescription. kg is kept as typed (to a ten-thousandth, so a load
 * typed in pounds comes back the same) and reps clamped, as the grid does. An athlete's set waits for the coach's check; the coach's set keeps the check the coach
 * gave the current set before logging it. Logging the current set moves the cell on: the next
 * prescribed set (or the same load again, beyond the prescription) becomes the current one, and a
 * warm-up toggled on by hand gives back the working values it saved.
 */
export const logSet: OpReducer<'set:log'> = (state, { payload }) => {
  const { exerciseId, clientId, setIndex } = payload;
  const cell = getCell(state, exerciseId, clientId);
  if (!cell) return state;
  const log = cell.log ?? [];
  const prescribed = prescribedSets(state, exerciseId, clientId);
  if (setIndex > Math.max(prescribed.length, log.length)) return state;
  const current = currentSetIndex(cell);
  const isCurrent = setIndex === current;
  const previous = log[setIndex] ?? null;
  const by = payload.by ?? 'coach';
  const kind = prescribed[setIndex]?.kind;
  const set: LoggedSet = {
    kg: storedKg(payload.kg),
    reps: clampReps(payload.reps),
    ...(payload.rpe === undefined ? {} : { rpe: payload.rpe }),
    by,
    verification:
      by === 'athlete'
        ? 'none'
        : isCurrent
          ? cell.verification
          : (previous?.verification ?? 'none'),
    isWarmup: kind ? kind !== 'working' : isCurrent ? cell.isWarmup : (previous?.isWarmup ?? false),
  };
  if (sameSet(previous, set)) return state;
  const nextLog = [...log];
  while (nextLog.length < setIndex) nextLog.push(null);
  nextLog[setIndex] = set;
  if (!isCurrent) {
    // A rating given or corrected afterwards may change what the sets after it load.
    const corrected = represcribed(state, exerciseId, clientId, { ...cell, log: nextLog });
    return withCell(state, exerciseId, clientId, corrected);
  }

  const saved = cell.isWarmup && hasSnapshot(state, exerciseId, clientId);
  const restored = saved ? state.warmupSnapshot[exerciseId]?.[clientId] : undefined;
  const next = restored
    ? { ...cell, kg: storedKg(restored.kg), reps: clampReps(restored.reps), isWarmup: false }
    : // The next set's load may follow from the one just logged (its RPE), so it is read after it.
      prefilled(
        cell,
        prescribedSetsOf(state, exerciseId, clientId, { ...cell, log: nextLog })[
          currentSetIndex({ log: nextLog })
        ],
        set,
      );
  const moved: Cell = { ...next, verification: 'none', planned: true, log: nextLog };
  const after = withCell(state, exerciseId, clientId, moved);
  return saved
    ? { ...after, warmupSnapshot: withoutSnapshot(state.warmupSnapshot, exerciseId, clientId) }
    : after;
};

/**
 * `set:remove`: forgets a set logged by mistake. When that makes it the current set again and the
 * coach has not entered values for the current one, the cell shows it pre-filled once more.
 */
export const removeSet: OpReducer<'set:remove'> = (state, { payload }) => {
  const { exerciseId, clientId, setIndex } = payload;
  const cell = getCell(state, exerciseId, clientId);
  const removed = cell?.log?.[setIndex];
  if (!cell || !removed) return state;
  const nextLog = [...(cell.log ?? [])];
  nextLog[setIndex] = null;
  const log = trimmed(nextLog);
  const { log: _old, ...rest } = cell;
  const without: Cell = log ? { ...rest, log } : rest;
  const current = currentSetIndex({ log });
  const back = current !== currentSetIndex(cell) && cell.planned === true;
  const next = back
    ? prefilled(without, prescribedSetsOf(state, exerciseId, clientId, without)[current], removed)
    : represcribed(state, exerciseId, clientId, without);
  return withCell(state, exerciseId, clientId, next);
};
