import { storedKg } from '../../coaching/units';
import { sameGym, sameReadiness } from '../loads';
import type { OpReducer } from '../ops';
import { getCell } from '../selectors';
import { currentSetIndex, prescribedSetsOf } from '../set-list';
import type { Cell, SessionState } from '../state';
import { CellsDraft } from './cells-draft';
import { hasSnapshot } from './warmup-snapshot';

/*
 * The ops that change what a cell's prescribed loads are made from (issue 35): the gym's floor, a
 * client's readiness today, the coach's answer to it, and the coach's own working load. A cell
 * still showing the prescription (`planned`) shows its current set again from the new loads; a
 * set someone entered, or a Warm Up the coach pressed, stays as it is.
 */

/** The cell with its current set prescribed again, when it still shows the prescription. */
export function represcribed(
  state: SessionState,
  exerciseId: string,
  clientId: string,
  cell: Cell,
): Cell {
  if (cell.planned !== true || hasSnapshot(state, exerciseId, clientId)) return cell;
  const current = prescribedSetsOf(state, exerciseId, clientId, cell)[currentSetIndex(cell)];
  if (!current) return cell;
  const isWarmup = current.kind !== 'working';
  if (cell.kg === current.kg && cell.reps === current.reps && cell.isWarmup === isWarmup) {
    return cell;
  }
  return { ...cell, kg: current.kg, reps: current.reps, isWarmup };
}

/**
 * Prescribes again the cells of `clientIds` (every client when null) after `next` changed what
 * loads are made from; each cell may be changed first by `change`.
 */
function represcribeCells(
  next: SessionState,
  clientIds: ReadonlySet<string> | null,
  change: (cell: Cell, exerciseId: string) => Cell = (cell) => cell,
  exerciseIds: ReadonlySet<string> | null = null,
): SessionState {
  const draft = new CellsDraft(next.cells);
  for (const exercise of next.exercises) {
    if (exerciseIds && !exerciseIds.has(exercise.id)) continue;
    for (const client of next.clients) {
      if (clientIds && !clientIds.has(client.id)) continue;
      const cell = getCell(next, exercise.id, client.id);
      if (!cell) continue;
      const changed = change(cell, exercise.id);
      const withLoads = represcribed(next, exercise.id, client.id, changed);
      if (withLoads !== cell) draft.set(exercise.id, client.id, withLoads);
    }
  }
  return draft.changed ? { ...next, cells: draft.result() } : next;
}

/** `gym:floor` (server-made): the gym's unit and equipment; planned loads round to them again. */
export const setGymFloor: OpReducer<'gym:floor'> = (state, { payload }) => {
  if (sameGym(state.gym, payload)) return state;
  return represcribeCells({ ...state, gym: payload }, null);
};

/** `client:readiness` (server-made): a client's readiness today; their planned loads follow it. */
export const setClientReadiness: OpReducer<'client:readiness'> = (state, { payload }) => {
  const { userId, readiness } = payload;
  const all = state.readiness ?? {};
  const had = Object.hasOwn(all, userId) ? all[userId] : undefined;
  if (sameReadiness(had ?? null, readiness)) return state;
  const { [userId]: _old, ...others } = all;
  const next = {
    ...state,
    readiness: readiness === null ? others : { ...others, [userId]: readiness },
  };
  return represcribeCells(next, new Set([userId]));
};

/**
 * `load:readiness`: the coach accepts or declines today's readiness change for one of a client's
 * exercises, or all of them; the answer stays with each cell for the session.
 */
export const answerReadiness: OpReducer<'load:readiness'> = (state, { payload }) => {
  const { userId, exerciseId, accept } = payload;
  const answered = (cell: Cell): Cell => {
    if (accept === (cell.readinessDeclined !== true)) return cell;
    if (accept) {
      const { readinessDeclined: _declined, ...rest } = cell;
      return rest;
    }
    return { ...cell, readinessDeclined: true };
  };
  return represcribeCells(
    state,
    new Set([userId]),
    answered,
    exerciseId === undefined ? null : new Set([exerciseId]),
  );
};

/**
 * `load:working`: the coach's working load for a client's exercise. It replaces the plan's (and
 * any readiness change, which the coach has now weighed), so the working sets take it and the
 * warm-up and build-up ramp to it. A cell without a plan has no working sets to load.
 */
export const setWorkingLoad: OpReducer<'load:working'> = (state, { payload }) => {
  const { exerciseId, userId } = payload;
  const cell = getCell(state, exerciseId, userId);
  if (!cell?.target) return state;
  const kg = storedKg(payload.kg);
  if (cell.target.kg === kg && cell.readinessDeclined) return state;
  return represcribeCells(
    state,
    new Set([userId]),
    (c) => ({ ...c, target: { kg, reps: cell.target?.reps ?? c.reps }, readinessDeclined: true }),
    new Set([exerciseId]),
  );
};
