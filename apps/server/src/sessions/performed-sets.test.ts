import {
  applyOp,
  createSessionState,
  parseSessionOp,
  type SessionOpInput,
} from '@levelup/shared/session';
import { describe, expect, it } from 'vitest';
import { endLogKey, performedSetsOf } from './performed-sets';

const ids = {
  ann: '00000000-0000-4000-8000-00000000000a',
  bob: '00000000-0000-4000-8000-00000000000b',
  squat: '00000000-0000-4000-8000-0000000000e1',
  press: '00000000-0000-4000-8000-0000000000e2',
};

let n = 0;
const op = (type: string, payload: unknown) => {
  n += 1;
  const parsed = parseSessionOp({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    type,
    payload,
  } as SessionOpInput);
  if (!parsed) throw new Error(`invalid ${type}`);
  return parsed;
};

describe('performed sets at the end of a session', () => {
  const start = createSessionState({
    clients: [
      { id: ids.ann, firstName: 'Ann', sex: 'female' },
      { id: ids.bob, firstName: 'Bob' },
    ],
    exercises: [
      { id: ids.squat, name: 'Back Squat', type: 'compound' },
      { id: ids.press, name: 'Bench Press', type: 'compound' },
    ],
  });

  it('records cells with a weight or reps (with their intensity and phase), skipping DNP, blacked-out and empty cells', () => {
    const state = [
      op('cell:update', { exerciseId: ids.squat, userId: ids.ann, value: { kg: 60, reps: 5 } }),
      op('cell:update', { exerciseId: ids.press, userId: ids.ann, value: { reps: 12 } }),
      op('cell:update', { exerciseId: ids.squat, userId: ids.bob, value: { kg: 80 } }),
      op('cell:verify', { exerciseId: ids.squat, userId: ids.bob, verification: 'dnp' }),
      op('cell:update', { exerciseId: ids.press, userId: ids.bob, value: { kg: 40 } }),
      op('cell:blackout', { exerciseId: ids.press, userId: ids.bob }),
      op('intensity:set', {
        level: 'Super Progress',
        cells: [{ exerciseId: ids.press, userId: ids.ann }],
      }),
    ].reduce(applyOp, start);

    expect(performedSetsOf(state)).toEqual([
      {
        clientId: ids.ann,
        exerciseId: ids.squat,
        setIndex: 0,
        kg: 60,
        reps: 5,
        rpe: null,
        loggedBy: 'coach',
        isWarmup: false,
        verification: 'none',
        flag: 'ok',
        intensity: 'Maybe Maintain',
        phase: 'Phase 1',
      },
      {
        clientId: ids.ann,
        exerciseId: ids.press,
        setIndex: 0,
        kg: 0,
        reps: 12,
        rpe: null,
        loggedBy: 'coach',
        isWarmup: false,
        verification: 'none',
        flag: 'ok',
        intensity: 'Super Progress',
        phase: 'Phase 1',
      },
    ]);
  });

  it('records nothing for an untouched grid', () => {
    expect(performedSetsOf(start)).toEqual([]);
  });

  it('records nothing for the untouched plan, and the plan once it is confirmed or changed', () => {
    const plan = { kg: 75, reps: 8, sets: 4 };
    const planned = applyOp(
      start,
      op('cells:coach', {
        cells: [ids.ann, ids.bob].flatMap((userId) =>
          [ids.squat, ids.press].map((exerciseId) => ({ exerciseId, userId, plan })),
        ),
      }),
    );
    expect(performedSetsOf(planned)).toEqual([]);
    const state = [
      op('cell:verify', { exerciseId: ids.squat, userId: ids.ann, verification: 'verified' }),
      op('cell:update', { exerciseId: ids.press, userId: ids.bob, value: { reps: 6 } }),
    ].reduce(applyOp, planned);
    expect(
      performedSetsOf(state).map((s) => [s.clientId, s.exerciseId, s.kg, s.reps, s.verification]),
    ).toEqual([
      [ids.ann, ids.squat, 75, 8, 'verified'],
      [ids.bob, ids.press, 75, 6, 'none'],
    ]);
  });

  it('records every logged set of a cell under its own key, with its RPE and who logged it', () => {
    const plan = { kg: 100, reps: 5, sets: 4 };
    const planned = applyOp(
      start,
      op('cells:coach', { cells: [{ exerciseId: ids.squat, userId: ids.ann, plan }] }),
    );
    const state = [0, 1, 2, 3]
      .map((setIndex) =>
        op('set:log', {
          exerciseId: ids.squat,
          clientId: ids.ann,
          setIndex,
          kg: 100,
          reps: 5,
          rpe: 7 + setIndex,
          ...(setIndex === 3 ? { by: 'athlete' } : {}),
        }),
      )
      .reduce(applyOp, planned);
    const sets = performedSetsOf(state);
    expect(sets.map((s) => [s.setIndex, s.kg, s.reps, s.rpe, s.loggedBy])).toEqual([
      [0, 100, 5, 7, 'coach'],
      [1, 100, 5, 8, 'coach'],
      [2, 100, 5, 9, 'coach'],
      [3, 100, 5, 10, 'athlete'],
    ]);
    expect(new Set(sets.map(endLogKey)).size).toBe(4);
    expect(endLogKey(sets[0] as (typeof sets)[0])).toBe(`set:${ids.squat}:${ids.ann}:0`);
  });
});
