import type { OpReducer } from '../ops';
import { getCell } from '../selectors';
import type { Cell } from '../state';
import { CellsDraft } from './cells-draft';

const HISTORY_FIELDS = [
  'previousKg',
  'previousReps',
  'percentAboveMax',
  'e1rm',
  'bestE1rm',
] as const;

/**
 * `cells:coach` (server-made): the history fields and coaching flag of existing cells. A field
 * left out is kept and a null one is removed. The flag never replaces a blackout, which is the
 * trainer's own call.
 */
export const coachCells: OpReducer<'cells:coach'> = (state, { payload }) => {
  const draft = new CellsDraft(state.cells);
  const written = new Map<string, Cell>();
  for (const entry of payload.cells) {
    const key = `${entry.exerciseId}\u0000${entry.userId}`;
    const cell = written.get(key) ?? getCell(state, entry.exerciseId, entry.userId);
    if (!cell) continue;
    const next: Cell = { ...cell };
    let changed = false;
    for (const field of HISTORY_FIELDS) {
      const value = entry[field];
      if (value === undefined || next[field] === (value ?? undefined)) continue;
      if (value === null) delete next[field];
      else next[field] = value;
      changed = true;
    }
    if (entry.flag !== undefined && next.flag !== 'blackout' && next.flag !== entry.flag) {
      next.flag = entry.flag;
      changed = true;
    }
    if (!changed) continue;
    written.set(key, next);
    draft.set(entry.exerciseId, entry.userId, next);
  }
  return draft.changed ? { ...state, cells: draft.result() } : state;
};
