import { describe, expect, it } from 'vitest';
import { applyOp } from '../apply-op';
import { apply, demoState, makeOp } from '../testing/fixtures';

describe('selection, summary, cast', () => {
  it('keeps only grid rows and columns in the selection', () => {
    const state = apply(
      demoState(),
      makeOp('selection:set', {
        rowIds: ['squat', 'deadlift'],
        colIds: ['ana', 'eve'],
        mode: 'reps',
        selectionType: 'pair',
        userId: 'eve',
        exerciseId: 'squat',
      }),
    );
    expect(state.selection).toEqual({
      rowIds: ['squat'],
      colIds: ['ana'],
      mode: 'reps',
      selectionType: 'pair',
      userId: null,
      exerciseId: 'squat',
    });
  });

  it('switches the summary mode', () => {
    const state = apply(demoState(), makeOp('summary:mode', { mode: 'comparison' }));
    expect(state.summaryMode).toBe('comparison');
  });

  it('connects a cast screen, clears it on disconnect, and shows the join QR', () => {
    let state = apply(
      demoState(),
      makeOp('cast:connected', { screenId: 'ABC123', connectedAt: '2025-01-02T10:00:00Z' }),
    );
    expect(state.castConnection).toEqual({
      screenId: 'ABC123',
      connectedAt: '2025-01-02T10:00:00Z',
      status: 'connected',
    });
    state = apply(state, makeOp('cast:disconnected'));
    expect(state.castConnection).toBeNull();
    expect(applyOp(state, makeOp('cast:disconnected'))).toBe(state);
    state = apply(state, makeOp('cast:qr:visibility', { visible: true }));
    expect(state.castJoinQrVisible).toBe(true);
  });

  it('sets the current set', () => {
    const state = apply(demoState(), makeOp('set:current', { set: 3 }));
    expect(state.currentSet).toBe(3);
  });
});
