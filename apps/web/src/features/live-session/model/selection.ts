import type { CellRef, Selection, SessionState } from '@levelup/shared/session';
import { EMPTY_SELECTION } from '@levelup/shared/session';

/** The grid as the selection sees it: the active phase's rows and the clients' columns, in order. */
export interface GridShape {
  exerciseIds: readonly string[];
  clientIds: readonly string[];
}

export type SelectionMode = 'kg' | 'reps' | null;

export function cellSelection(exerciseId: string, userId: string): Selection {
  return {
    rowIds: [exerciseId],
    colIds: [userId],
    mode: null,
    userId,
    exerciseId,
    selectionType: 'cell',
  };
}

export function rowSelection(exerciseId: string, shape: GridShape, mode: SelectionMode): Selection {
  return {
    ...EMPTY_SELECTION,
    rowIds: [exerciseId],
    colIds: [...shape.clientIds],
    mode,
    exerciseId,
    selectionType: 'row',
  };
}

export function columnSelection(userId: string, shape: GridShape, mode: SelectionMode): Selection {
  return {
    ...EMPTY_SELECTION,
    rowIds: [...shape.exerciseIds],
    colIds: [userId],
    mode,
    userId,
    selectionType: 'column',
  };
}

export function allSelection(shape: GridShape, mode: SelectionMode): Selection {
  return {
    ...EMPTY_SELECTION,
    rowIds: [...shape.exerciseIds],
    colIds: [...shape.clientIds],
    mode,
    selectionType: 'all',
  };
}

/** A pair group's rows across every client. */
export function pairSelection(groupIds: readonly string[], shape: GridShape): Selection {
  return {
    ...EMPTY_SELECTION,
    rowIds: groupIds.filter((id) => shape.exerciseIds.includes(id)),
    colIds: [...shape.clientIds],
    selectionType: 'pair',
  };
}

export function isEmptySelection(selection: Selection): boolean {
  return selection.selectionType === null || selection.rowIds.length === 0;
}

/** Selecting what is already selected clears it (a second tap on a cell, a row, a column). */
export function toggled(current: Selection, next: Selection): Selection {
  const same =
    current.selectionType === next.selectionType &&
    current.mode === next.mode &&
    current.userId === next.userId &&
    current.exerciseId === next.exerciseId &&
    current.rowIds.length === next.rowIds.length &&
    current.colIds.length === next.colIds.length &&
    current.rowIds.every((id, i) => id === next.rowIds[i]) &&
    current.colIds.every((id, i) => id === next.colIds[i]);
  return same ? EMPTY_SELECTION : next;
}

export function isCellSelected(selection: Selection, exerciseId: string, userId: string): boolean {
  if (selection.selectionType === null) return false;
  return selection.rowIds.includes(exerciseId) && selection.colIds.includes(userId);
}

/** The one cell a single-cell selection names, or null. */
export function singleCell(selection: Selection): CellRef | null {
  if (selection.selectionType !== 'cell') return null;
  if (selection.exerciseId === null || selection.userId === null) return null;
  return { exerciseId: selection.exerciseId, userId: selection.userId };
}

/** The selected cells that are on the grid, row by row in grid order. */
export function selectedCells(selection: Selection, shape: GridShape): CellRef[] {
  if (selection.selectionType === null) return [];
  const rows = new Set(selection.rowIds);
  const cols = new Set(selection.colIds);
  return shape.exerciseIds.flatMap((exerciseId) =>
    rows.has(exerciseId)
      ? shape.clientIds.filter((id) => cols.has(id)).map((userId) => ({ exerciseId, userId }))
      : [],
  );
}

/** The one client the selection is about (a cell or a column), or null. */
export function selectedClientId(selection: Selection): string | null {
  if (selection.selectionType === 'cell' || selection.selectionType === 'column') {
    return selection.userId ?? selection.colIds[0] ?? null;
  }
  return null;
}

/** The one exercise the selection is about (a cell or a row), or null. */
export function selectedExerciseId(selection: Selection): string | null {
  if (selection.selectionType === 'cell' || selection.selectionType === 'row') {
    return selection.exerciseId ?? selection.rowIds[0] ?? null;
  }
  return null;
}

export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/**
 * The cell an arrow key moves to, clamped at the grid's edges. From no single cell, any arrow
 * selects the first selected cell, or the grid's first cell.
 */
export function movedCell(selection: Selection, shape: GridShape, key: ArrowKey): CellRef | null {
  const { exerciseIds, clientIds } = shape;
  if (exerciseIds.length === 0 || clientIds.length === 0) return null;
  const current = singleCell(selection);
  const row = current ? exerciseIds.indexOf(current.exerciseId) : -1;
  const col = current ? clientIds.indexOf(current.userId) : -1;
  if (row < 0 || col < 0) {
    return (
      selectedCells(selection, shape)[0] ?? {
        exerciseId: exerciseIds[0] as string,
        userId: clientIds[0] as string,
      }
    );
  }
  const clamp = (value: number, length: number) => Math.max(0, Math.min(length - 1, value));
  const nextRow = clamp(
    row + (key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : 0),
    exerciseIds.length,
  );
  const nextCol = clamp(
    col + (key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0),
    clientIds.length,
  );
  return { exerciseId: exerciseIds[nextRow] as string, userId: clientIds[nextCol] as string };
}

/** The state's selection, or none before the state arrives. */
export function selectionOf(state: SessionState | null): Selection {
  return state?.selection ?? EMPTY_SELECTION;
}
