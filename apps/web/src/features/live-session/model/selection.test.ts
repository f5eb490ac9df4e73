import { EMPTY_SELECTION } from '@levelup/shared/session';
import { describe, expect, it } from 'vitest';
import {
  allSelection,
  cellSelection,
  columnSelection,
  isCellSelected,
  isEmptySelection,
  movedCell,
  pairSelection,
  rowSelection,
  selectedCells,
  selectedClientId,
  selectedExerciseId,
  singleCell,
  toggled,
} from './selection';

const shape = { exerciseIds: ['squat', 'bench', 'row'], clientIds: ['ana', 'ben'] };

describe('grid selection', () => {
  it('a cell selects one cell and names its client and exercise', () => {
    const s = cellSelection('bench', 'ben');
    expect(selectedCells(s, shape)).toEqual([{ exerciseId: 'bench', userId: 'ben' }]);
    expect(singleCell(s)).toEqual({ exerciseId: 'bench', userId: 'ben' });
    expect(selectedClientId(s)).toBe('ben');
    expect(selectedExerciseId(s)).toBe('bench');
  });

  it('a row covers every client, a column every exercise, all the whole grid', () => {
    expect(selectedCells(rowSelection('row', shape, 'kg'), shape)).toEqual([
      { exerciseId: 'row', userId: 'ana' },
      { exerciseId: 'row', userId: 'ben' },
    ]);
    const column = columnSelection('ana', shape, 'reps');
    expect(selectedCells(column, shape).map((c) => c.exerciseId)).toEqual([
      'squat',
      'bench',
      'row',
    ]);
    expect(column.mode).toBe('reps');
    expect(selectedClientId(column)).toBe('ana');
    expect(selectedExerciseId(column)).toBeNull();
    expect(selectedCells(allSelection(shape, null), shape)).toHaveLength(6);
  });

  it('a pair covers its exercises on the grid, for every client', () => {
    const pair = pairSelection(['squat', 'row', 'gone'], shape);
    expect(pair.rowIds).toEqual(['squat', 'row']);
    expect(isCellSelected(pair, 'row', 'ben')).toBe(true);
    expect(isCellSelected(pair, 'bench', 'ben')).toBe(false);
  });

  it('selected cells skip rows and columns that left the grid', () => {
    const stale = {
      ...allSelection(shape, null),
      rowIds: ['squat', 'old'],
      colIds: ['ana', 'zed'],
    };
    expect(selectedCells(stale, shape)).toEqual([{ exerciseId: 'squat', userId: 'ana' }]);
  });

  it('selecting the same thing again clears the selection', () => {
    const cell = cellSelection('squat', 'ana');
    expect(toggled(cell, cellSelection('squat', 'ana'))).toEqual(EMPTY_SELECTION);
    expect(toggled(cell, cellSelection('squat', 'ben'))).toEqual(cellSelection('squat', 'ben'));
    const kg = rowSelection('squat', shape, 'kg');
    expect(toggled(kg, rowSelection('squat', shape, 'reps')).mode).toBe('reps');
    expect(isEmptySelection(EMPTY_SELECTION)).toBe(true);
    expect(isEmptySelection(kg)).toBe(false);
  });

  it('arrow keys move the selected cell and stop at the edges', () => {
    const at = cellSelection('squat', 'ana');
    expect(movedCell(at, shape, 'ArrowDown')).toEqual({ exerciseId: 'bench', userId: 'ana' });
    expect(movedCell(at, shape, 'ArrowRight')).toEqual({ exerciseId: 'squat', userId: 'ben' });
    expect(movedCell(at, shape, 'ArrowUp')).toEqual({ exerciseId: 'squat', userId: 'ana' });
    expect(movedCell(at, shape, 'ArrowLeft')).toEqual({ exerciseId: 'squat', userId: 'ana' });
    const corner = cellSelection('row', 'ben');
    expect(movedCell(corner, shape, 'ArrowDown')).toEqual({ exerciseId: 'row', userId: 'ben' });
    expect(movedCell(corner, shape, 'ArrowRight')).toEqual({ exerciseId: 'row', userId: 'ben' });
  });

  it('an arrow without a selected cell starts at the first selected cell, or the first cell', () => {
    expect(movedCell(EMPTY_SELECTION, shape, 'ArrowDown')).toEqual({
      exerciseId: 'squat',
      userId: 'ana',
    });
    expect(movedCell(rowSelection('bench', shape, null), shape, 'ArrowDown')).toEqual({
      exerciseId: 'bench',
      userId: 'ana',
    });
    expect(
      movedCell(EMPTY_SELECTION, { exerciseIds: [], clientIds: ['ana'] }, 'ArrowUp'),
    ).toBeNull();
  });
});
