import { describe, expect, it } from 'vitest';
import { applyOp } from '../apply-op';
import { createSessionState } from '../create-state';
import { isServerOnlyOp } from '../op-policy';
import { parseSessionOp } from '../ops';

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

let opCount = 10;
function op(type: string, payload: object) {
  opCount += 1;
  const parsed = parseSessionOp({
    id: `00000000-0000-4000-8000-${String(opCount).padStart(12, '0')}`,
    type,
    payload,
  });
  if (!parsed) throw new Error(`${type} did not parse`);
  return parsed;
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

  it('fills an untouched cell with the plan, and refills it while it is still the plan', () => {
    const plan = { kg: 75, reps: 8, sets: 4 };
    const planned = applyOp(state, coach([{ exerciseId: 'e1', userId: 'c1', plan }]));
    expect(planned.cells.e1?.c1).toMatchObject({ ...plan, planned: true });
    const refilled = applyOp(
      planned,
      coach([{ exerciseId: 'e1', userId: 'c1', plan: { ...plan, kg: 80 } }]),
    );
    expect(refilled.cells.e1?.c1).toMatchObject({ kg: 80, planned: true });
    expect(
      applyOp(refilled, coach([{ exerciseId: 'e1', userId: 'c1', plan: { ...plan, kg: 80 } }])),
    ).toBe(refilled);
  });

  it('never overwrites what the coach entered or confirmed', () => {
    const plan = { kg: 75, reps: 8, sets: 4 };
    const planned = applyOp(state, coach([{ exerciseId: 'e1', userId: 'c1', plan }]));
    const entered = applyOp(
      planned,
      op('cell:update', { exerciseId: 'e1', userId: 'c1', value: { kg: 77.5 } }),
    );
    expect(entered.cells.e1?.c1).toMatchObject({ kg: 77.5, reps: 8, sets: 4 });
    expect(entered.cells.e1?.c1?.planned).toBeUndefined();
    expect(applyOp(entered, coach([{ exerciseId: 'e1', userId: 'c1', plan }]))).toBe(entered);

    const verified = applyOp(
      planned,
      op('cell:verify', { exerciseId: 'e1', userId: 'c1', verification: 'verified' }),
    );
    expect(verified.cells.e1?.c1).toMatchObject({ kg: 75, reps: 8, verification: 'verified' });
    expect(verified.cells.e1?.c1?.planned).toBeUndefined();
    expect(applyOp(verified, coach([{ exerciseId: 'e1', userId: 'c1', plan }]))).toBe(verified);
  });

  it('keeps the plan mark through a flag change or a DNP', () => {
    const plan = { kg: 75, reps: 8, sets: 4 };
    const planned = applyOp(state, coach([{ exerciseId: 'e1', userId: 'c1', plan }]));
    const skipped = applyOp(
      planned,
      op('cell:verify', { exerciseId: 'e1', userId: 'c1', verification: 'dnp' }),
    );
    expect(skipped.cells.e1?.c1?.planned).toBe(true);
  });

  it('returns the same state when nothing changes', () => {
    expect(applyOp(state, coach([{ exerciseId: 'e1', userId: 'c1', flag: 'ok' }]))).toBe(state);
  });
});
