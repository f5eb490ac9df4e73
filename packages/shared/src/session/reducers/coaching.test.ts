import { describe, expect, it } from 'vitest';
import { applyOp } from '../apply-op';
import { createSessionState } from '../create-state';
import { isServerOnlyOp, parseSessionOp } from '../ops';

const state = createSessionState({
  clients: [{ id: 'c1', firstName: 'Ann' }],
  exercises: [{ id: 'e1', name: 'Bench Press' }],
});

function coach(cells: object[]) {
  const op = parseSessionOp({
    id: '00000000-0000-4000-8000-000000000001',
    type: 'cells:coach',
    payload: { cells },
  });
  if (!op) throw new Error('cells:coach did not parse');
  return op;
}

describe('cells:coach', () => {
  it('is made only by the server', () => {
    expect(isServerOnlyOp('cells:coach')).toBe(true);
  });

  it('sets history fields and the flag, and clears a field given as null', () => {
    const next = applyOp(
      state,
      coach([
        {
          exerciseId: 'e1',
          userId: 'c1',
          previousKg: 100,
          previousReps: 5,
          e1rm: 116.7,
          bestE1rm: 116.7,
          flag: 'injury-red',
        },
      ]),
    );
    expect(next.cells.e1?.c1).toMatchObject({
      previousKg: 100,
      previousReps: 5,
      e1rm: 116.7,
      bestE1rm: 116.7,
      flag: 'injury-red',
    });
    const cleared = applyOp(next, coach([{ exerciseId: 'e1', userId: 'c1', previousKg: null }]));
    expect(cleared.cells.e1?.c1?.previousKg).toBeUndefined();
    expect(cleared.cells.e1?.c1?.previousReps).toBe(5);
  });

  it('keeps a blackout and ignores cells that do not exist', () => {
    const blackedOut = applyOp(
      state,
      parseSessionOp({
        id: '00000000-0000-4000-8000-000000000002',
        type: 'cell:blackout',
        payload: { exerciseId: 'e1', userId: 'c1' },
      }) ?? coach([]),
    );
    const next = applyOp(
      blackedOut,
      coach([{ exerciseId: 'e1', userId: 'c1', flag: 'pr-purple' }]),
    );
    expect(next.cells.e1?.c1?.flag).toBe('blackout');
    expect(applyOp(state, coach([{ exerciseId: 'x', userId: 'c1', flag: 'ok' }]))).toBe(state);
  });

  it('returns the same state when nothing changes', () => {
    expect(applyOp(state, coach([{ exerciseId: 'e1', userId: 'c1', flag: 'ok' }]))).toBe(state);
  });
});
