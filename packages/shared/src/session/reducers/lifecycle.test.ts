import { describe, expect, it } from 'vitest';
import { applyOp } from '../apply-op';
import { getCell } from '../selectors';
import { apply, assign, demoState, makeOp, pair } from '../testing/fixtures';

describe('session start and end', () => {
  it('start sets started, records the time and clears assignments, portions and selection', () => {
    let state = apply(
      demoState(),
      pair('a', 'squat', 'bench'),
      assign('ana', 'squat'),
      makeOp('team:assign', { teamId: 'red', exerciseId: 'row' }),
      makeOp('team:portion', { teamId: 'red', letter: 'a' }),
      makeOp('selection:set', { rowIds: ['squat'], mode: 'kg', selectionType: 'row' }),
    );
    expect(state.individualAssignments).not.toEqual({});
    state = apply(state, makeOp('session:start', { startedAt: '2025-01-02T10:00:00.000Z' }));
    expect(state.started).toBe(true);
    expect(state.finished).toBe(false);
    expect(state.startedAt).toBe('2025-01-02T10:00:00.000Z');
    expect(state.individualAssignments).toEqual({});
    expect(state.teamAssignments).toEqual({});
    expect(state.teamPortion).toEqual({});
    expect(state.selection.rowIds).toEqual([]);
  });

  it('ignores a second start while running, and restarts after the end', () => {
    const started = apply(
      demoState(),
      makeOp('session:start', { startedAt: '2025-01-02T10:00:00Z' }),
    );
    const again = makeOp('session:start', { startedAt: '2025-01-02T11:00:00Z' });
    expect(applyOp(started, again)).toBe(started);
    const ended = apply(started, makeOp('session:end', { finishedAt: '2025-01-02T10:50:00Z' }));
    expect(ended.finished).toBe(true);
    expect(ended.finishedAt).toBe('2025-01-02T10:50:00Z');
    expect(applyOp(ended, makeOp('session:end'))).toBe(ended);
    const restarted = apply(ended, again);
    expect(restarted.finished).toBe(false);
    expect(restarted.finishedAt).toBeNull();
    expect(restarted.startedAt).toBe('2025-01-02T11:00:00Z');
  });

  it('start creates missing cells', () => {
    const state = demoState();
    const { squat: _dropped, ...cells } = state.cells;
    const broken = { ...state, cells };
    const started = apply(broken, makeOp('session:start', { startedAt: '2025-01-02T10:00:00Z' }));
    expect(getCell(started, 'squat', 'ana')).toMatchObject({ kg: 0, reps: 0 });
  });
});
