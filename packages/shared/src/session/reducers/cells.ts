import { clampReps } from '../../coaching/rounding';
import { storedKg } from '../../coaching/units';
import { warmUpSet } from '../../coaching/warm-up';
import { loadableIn } from '../loads';
import type { OpReducer } from '../ops';
import { effectiveExerciseSettings, getCell } from '../selectors';
import { currentSetIndex, defaultVerifyIndex } from '../set-list';
import type { Cell, CellVerification, SessionState } from '../state';
import { allCells, CellsDraft, existingCells } from './cells-draft';
import { hasSnapshot, withoutSnapshot } from './warmup-snapshot';

function sameCell(a: Cell, b: Cell): boolean {
  return (
    a.log === b.log &&
    a.kg === b.kg &&
    a.reps === b.reps &&
    a.isWarmup === b.isWarmup &&
    a.verification === b.verification &&
    a.flag === b.flag &&
    a.intensity === b.intensity &&
    a.planned === b.planned
  );
}

/** The cell as performed: values the coach entered or confirmed are no longer the plan's. */
function withoutPlanMark(cell: Cell): Cell {
  if (cell.planned === undefined) return cell;
  const { planned: _planned, ...performed } = cell;
  return performed;
}

/**
 * `cell:update`: kg kept as typed (to a ten-thousandth: a load typed in pounds comes back the
 * same; a load no plates make is the coach's call, which the grid points out), reps clamped to 0-50; clearing the warm-up dot by hand drops
 * the values the warm-up saved. Entering kg or reps (even the planned ones) makes the cell a
 * performed set rather than the plan, and a working set rather than the plan's warm-up.
 */
export const updateCell: OpReducer<'cell:update'> = (state, { payload }) => {
  const { exerciseId, userId, value } = payload;
  const cell = getCell(state, exerciseId, userId);
  if (!cell) return state;
  const entered = value.kg !== undefined || value.reps !== undefined;
  const next: Cell = { ...(entered ? withoutPlanMark(cell) : cell) };
  // Values typed over the plan's warm-up are the coach's own set, as they were before the plan
  // put its warm-up first; a Warm Up the coach pressed keeps its dot.
  if (
    entered &&
    cell.planned === true &&
    cell.isWarmup &&
    !hasSnapshot(state, exerciseId, userId)
  ) {
    next.isWarmup = false;
  }
  if (value.kg !== undefined) next.kg = storedKg(value.kg);
  if (value.reps !== undefined) next.reps = clampReps(value.reps);
  if (value.flag !== undefined) next.flag = value.flag;
  if (value.isWarmup !== undefined) next.isWarmup = value.isWarmup;
  if (value.intensity !== undefined) next.intensity = value.intensity;
  // A snapshot only belongs to a cell in warm-up; clearing the dot by hand drops it.
  const dropSnapshot = !next.isWarmup && hasSnapshot(state, exerciseId, userId);
  if (sameCell(next, cell) && !dropSnapshot) return state;
  const draft = new CellsDraft(state.cells);
  draft.set(exerciseId, userId, next);
  return {
    ...state,
    cells: draft.result(),
    warmupSnapshot: dropSnapshot
      ? withoutSnapshot(state.warmupSnapshot, exerciseId, userId)
      : state.warmupSnapshot,
  };
};

function patchCell(
  state: SessionState,
  exerciseId: string,
  userId: string,
  patch: (cell: Cell) => Cell,
): SessionState {
  const cell = getCell(state, exerciseId, userId);
  if (!cell) return state;
  const next = patch(cell);
  if (sameCell(next, cell)) return state;
  const draft = new CellsDraft(state.cells);
  draft.set(exerciseId, userId, next);
  return { ...state, cells: draft.result() };
}

/**
 * Warm Up. If every cell in scope is already in warm-up, the second press restores the saved kg
 * and reps and clears the dot; otherwise each cell not yet in warm-up saves its kg and reps and
 * gets the warm-up set (the exercise's warm-up percent, 60 by default, of its working weight, and
 * its reps clamped to 6-8).
 */
export const toggleWarmUp: OpReducer<'warmup:toggle'> = (state, op) => {
  const refs = op.payload.cells;
  const scope = refs && refs.length > 0 ? existingCells(state, refs) : allCells(state);
  if (scope.length === 0) return state;
  const restoring = scope.every((r) => getCell(state, r.exerciseId, r.userId)?.isWarmup);
  const draft = new CellsDraft(state.cells);
  let warmupSnapshot = state.warmupSnapshot;
  for (const { exerciseId, userId } of scope) {
    const cell = getCell(state, exerciseId, userId) as Cell;
    if (restoring) {
      const saved = hasSnapshot(state, exerciseId, userId)
        ? state.warmupSnapshot[exerciseId]?.[userId]
        : undefined;
      draft.set(exerciseId, userId, {
        ...cell,
        isWarmup: false,
        ...(saved ? { kg: storedKg(saved.kg), reps: clampReps(saved.reps) } : {}),
      });
      if (saved) warmupSnapshot = withoutSnapshot(warmupSnapshot, exerciseId, userId);
    } else if (!cell.isWarmup) {
      const percent = effectiveExerciseSettings(state, exerciseId).warmupPercent;
      // On a weight the gym can load, as every set the session prescribes (issue 35).
      const warmUp = warmUpSet(cell, percent, (kg) => loadableIn(state, exerciseId, kg));
      draft.set(exerciseId, userId, { ...cell, kg: warmUp.kg, reps: warmUp.reps, isWarmup: true });
      warmupSnapshot = {
        ...warmupSnapshot,
        [exerciseId]: { ...warmupSnapshot[exerciseId], [userId]: { kg: cell.kg, reps: cell.reps } },
      };
    }
  }
  return { ...state, cells: draft.result(), warmupSnapshot };
};

/** `intensity:set`: the given cells' intensity, or the session's when none are given. */
export const setIntensity: OpReducer<'intensity:set'> = (state, { payload }) => {
  const { level, cells } = payload;
  if (!cells || cells.length === 0) {
    return state.intensity === level ? state : { ...state, intensity: level };
  }
  const draft = new CellsDraft(state.cells);
  for (const { exerciseId, userId } of existingCells(state, cells)) {
    const cell = getCell(state, exerciseId, userId) as Cell;
    if (cell.intensity !== level) draft.set(exerciseId, userId, { ...cell, intensity: level });
  }
  return draft.changed ? { ...state, cells: draft.result() } : state;
};

/** The current set's verification; verifying or flagging a planned set confirms its values. */
function verifyCurrent(cell: Cell, verification: CellVerification): Cell {
  const performed = verification === 'verified' || verification === 'flagged';
  return { ...(performed ? withoutPlanMark(cell) : cell), verification };
}

/** The cell with the logged set at `index` given `verification`; the same cell if it has it. */
function verifyLogged(cell: Cell, index: number, verification: CellVerification): Cell {
  const set = cell.log?.[index];
  if (!set || set.verification === verification) return cell;
  const log = [...(cell.log ?? [])];
  log[index] = { ...set, verification };
  return { ...cell, log };
}

/**
 * `cell:verify`: verified, flagged, DNP or none, on one set or the whole cell (issue 30). Named
 * by index, a logged set; the current set's index, or none named, the set the coach sees
 * (`defaultVerifyIndex`): the current set, or the athlete's last logged set while the current
 * one is still the plan. `scope: 'cell'` checks every logged set, and the current one unless it
 * is an untouched plan after them. Verifying or flagging a planned current set confirms the
 * plan's values as the set performed.
 */
export const verifyCell: OpReducer<'cell:verify'> = (state, { payload }) => {
  const { verification, setIndex, scope } = payload;
  return patchCell(state, payload.exerciseId, payload.userId, (cell) => {
    const log = cell.log ?? [];
    if (scope === 'cell') {
      const checked = log.reduce<Cell>(
        (c, set, index) => (set ? verifyLogged(c, index, verification) : c),
        cell,
      );
      const untouchedNext = cell.planned === true && log.some(Boolean);
      return untouchedNext ? checked : verifyCurrent(checked, verification);
    }
    const index = setIndex ?? defaultVerifyIndex(cell);
    if (index === null || index === currentSetIndex(cell)) {
      return verifyCurrent(cell, verification);
    }
    return verifyLogged(cell, index, verification);
  });
};

/** `cell:blackout`: toggles the flag between ok and blackout. */
export const toggleBlackout: OpReducer<'cell:blackout'> = (state, { payload }) =>
  patchCell(state, payload.exerciseId, payload.userId, (c) => ({
    ...c,
    flag: c.flag === 'blackout' ? 'ok' : 'blackout',
  }));
