import { COACH_HISTORY_FIELDS, coachChangesFor } from '../coach-changes';
import type { OpReducer } from '../ops';
import { getCell } from '../selectors';
import { prescribedSetsOf } from '../set-list';
import type { Cell } from '../state';
import { CellsDraft } from './cells-draft';
import { hasSnapshot } from './warmup-snapshot';

/**
 * `cells:coach` (server-made): the history fields and coaching flag of existing cells, and the
 * workout's plan (its working set and how many) for cells nobody has filled in yet, whose current
 * set becomes the first the plan prescribes (a warm-up set, when the workout has one). A field left out is kept and
 * a null one is removed. The flag never replaces a blackout, which is the trainer's own call.
 */
export const coachCells: OpReducer<'cells:coach'> = (state, { payload }) => {
  const draft = new CellsDraft(state.cells);
  const written = new Map<string, Cell>();
  for (const entry of payload.cells) {
    const key = `${entry.exerciseId}\u0000${entry.userId}`;
    const cell = written.get(key) ?? getCell(state, entry.exerciseId, entry.userId);
    if (!cell) continue;
    const changes = coachChangesFor(cell, entry);
    if (!changes) continue;
    const next: Cell = { ...cell };
    for (const field of COACH_HISTORY_FIELDS) {
      const value = changes[field];
      if (value === null) delete next[field];
      else if (value !== undefined) next[field] = value;
    }
    if (changes.flag !== undefined) next.flag = changes.flag;
    // A Warm Up the coach pressed holds the values it saved until the second press.
    if (changes.plan !== undefined && !hasSnapshot(state, entry.exerciseId, entry.userId)) {
      next.sets = changes.plan.sets;
      next.target = { kg: changes.plan.kg, reps: changes.plan.reps };
      // The current set is the first the plan prescribes: its warm-up, when it has one.
      const first = prescribedSetsOf(state, entry.exerciseId, entry.userId, next)[0];
      next.kg = first?.kg ?? changes.plan.kg;
      next.reps = first?.reps ?? changes.plan.reps;
      next.isWarmup = first !== undefined && first.kind !== 'working';
      next.planned = true;
    }
    written.set(key, next);
    draft.set(entry.exerciseId, entry.userId, next);
  }
  return draft.changed ? { ...state, cells: draft.result() } : state;
};
