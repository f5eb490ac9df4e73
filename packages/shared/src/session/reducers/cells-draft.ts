import type { CellRef } from '../ops';
import { getCell } from '../selectors';
import { type Cell, emptyCell, type SessionState } from '../state';

/** Cell updates collected row by row, so untouched rows keep their identity. */
export class CellsDraft {
  private readonly rows = new Map<string, Record<string, Cell>>();
  constructor(private readonly cells: SessionState['cells']) {}

  set(exerciseId: string, clientId: string, cell: Cell): void {
    const current = Object.hasOwn(this.cells, exerciseId) ? this.cells[exerciseId] : undefined;
    const row = this.rows.get(exerciseId) ?? { ...current };
    row[clientId] = cell;
    this.rows.set(exerciseId, row);
  }

  get changed(): boolean {
    return this.rows.size > 0;
  }

  result(): SessionState['cells'] {
    return this.changed ? { ...this.cells, ...Object.fromEntries(this.rows) } : this.cells;
  }
}

/** The given cells that exist, without repeats, in the order given. */
export function existingCells(state: SessionState, refs: readonly CellRef[]): CellRef[] {
  const seen = new Set<string>();
  return refs.filter((ref) => {
    const key = `${ref.exerciseId}\u0000${ref.userId}`;
    if (seen.has(key) || !getCell(state, ref.exerciseId, ref.userId)) return false;
    seen.add(key);
    return true;
  });
}

/** Every cell of the grid, row by row. */
export function allCells(state: SessionState): CellRef[] {
  return state.exercises.flatMap((e) =>
    state.clients.map((c) => ({ exerciseId: e.id, userId: c.id })),
  );
}

/** Creates any missing cell of the grid; the same state when none is missing. */
export function ensureCells(state: SessionState): SessionState {
  const draft = new CellsDraft(state.cells);
  for (const ref of allCells(state)) {
    if (!getCell(state, ref.exerciseId, ref.userId))
      draft.set(ref.exerciseId, ref.userId, emptyCell());
  }
  return draft.changed ? { ...state, cells: draft.result() } : state;
}
