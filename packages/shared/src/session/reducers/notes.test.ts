import { describe, expect, it } from 'vitest';
import { applyOp } from '../apply-op';
import { apply, demoState, makeOp } from '../testing/fixtures';

describe('notes', () => {
  it('adds trimmed notes, ignores empty ones, and takes the id from the payload or the op', () => {
    const op = makeOp('note:add', { scope: 'trainee', userId: 'ana', text: '  watch the knees  ' });
    let state = apply(demoState(), op);
    expect(state.notes.byTrainee.ana).toEqual([{ id: op.id, text: 'watch the knees', at: null }]);
    expect(applyOp(state, op)).toBe(state);
    expect(
      applyOp(state, makeOp('note:add', { scope: 'trainee', userId: 'ana', text: '   ' })),
    ).toBe(state);
    state = apply(
      state,
      makeOp('note:add', {
        scope: 'cell',
        exerciseId: 'squat',
        userId: 'ben',
        text: 'depth',
        noteId: 'n1',
        at: '2025-01-02T10:05:00Z',
      }),
    );
    expect(state.notes.byCell).toEqual({
      squat: { ben: [{ id: 'n1', text: 'depth', at: '2025-01-02T10:05:00Z' }] },
    });
    expect(
      applyOp(
        state,
        makeOp('note:add', { scope: 'cell', exerciseId: 'deadlift', userId: 'ben', text: 'x' }),
      ),
    ).toBe(state);
  });
});
