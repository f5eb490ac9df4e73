import { describe, expect, it } from 'vitest';
import { fromKg, toKg } from '../../coaching/units';
import { DEFAULT_EQUIPMENT } from '../../schemas/gym';
import { athleteOpView, athleteStateView } from '../athlete-view';
import { createSessionState } from '../create-state';
import { effortText, loadReasonText, nearestLoadableText, platesOf, platesText } from '../loads';
import { getCell } from '../selectors';
import { loadReasonOf, prescribedSets } from '../set-list';
import type { SessionState } from '../state';
import { apply, makeOp } from '../testing/fixtures';

/** Ana and Ben on a barbell Back Squat, whose workout warms up with one set at 50 %. */
function squatSession(): SessionState {
  return createSessionState({
    clients: [
      { id: 'ana', firstName: 'Ana' },
      { id: 'ben', firstName: 'Ben' },
    ],
    exercises: [{ id: 'squat', name: 'Back Squat', type: 'compound', equipment: 'barbell' }],
    phases: [
      {
        id: 'phase-1',
        name: 'Strength',
        exerciseIds: ['squat'],
        exerciseParams: {
          squat: {
            warmup: { pctOfWorking: 50, sets: 1, reps: 8 },
            sets: { sets: 3 },
            reps: { minReps: 5, maxReps: 5 },
            rir: { rpe: 9, scale: 'rpe' },
          },
        },
      },
    ] as never,
  });
}

const plan = (userId: string, kg: number) =>
  makeOp('cells:coach', {
    cells: [{ exerciseId: 'squat', userId, plan: { kg, reps: 5, sets: 3 } }],
  });
const readiness = (userId: string, score: number, percent: number) =>
  makeOp('client:readiness', { userId, readiness: { score, percent } });
const kgOf = (state: SessionState, userId = 'ana') => getCell(state, 'squat', userId)?.kg;
const loads = (state: SessionState, userId = 'ana') =>
  prescribedSets(state, 'squat', userId).map((set) => [set.kind, set.kg]);

describe("a client's readiness today", () => {
  it('changes their planned working load by the rule, rounded to plates, and the warm-up follows', () => {
    const state = apply(squatSession(), plan('ana', 100), readiness('ana', 48, -10));
    expect(loads(state)).toEqual([
      ['warm-up', 45],
      ['working', 90],
      ['working', 90],
      ['working', 90],
    ]);
    expect(kgOf(state)).toBe(45);
    expect(loadReasonOf(state, 'squat', 'ana')).toEqual({
      kind: 'readiness',
      score: 48,
      percent: -10,
      declined: false,
    });
    // Ben did not check in: his plan is unchanged.
    expect(loads(apply(state, plan('ben', 100)), 'ben')[1]).toEqual(['working', 100]);
  });

  it('is declined and accepted again by the coach per exercise, and remembered for the session', () => {
    const changed = apply(squatSession(), plan('ana', 100), readiness('ana', 48, -10));
    const declined = apply(
      changed,
      makeOp('load:readiness', { userId: 'ana', exerciseId: 'squat', accept: false }),
    );
    expect(loads(declined)[1]).toEqual(['working', 100]);
    expect(kgOf(declined)).toBe(50);
    expect(loadReasonOf(declined, 'squat', 'ana')).toMatchObject({ declined: true });
    // A new check-in later in the session does not undo the coach's answer.
    const again = apply(declined, readiness('ana', 45, -10));
    expect(loads(again)[1]).toEqual(['working', 100]);
    const accepted = apply(again, makeOp('load:readiness', { userId: 'ana', accept: true }));
    expect(loads(accepted)[1]).toEqual(['working', 90]);
  });

  it('leaves a set the coach typed alone', () => {
    const typed = apply(
      squatSession(),
      plan('ana', 100),
      makeOp('cell:update', { exerciseId: 'squat', userId: 'ana', value: { kg: 62.5 } }),
      readiness('ana', 30, -15),
    );
    expect(kgOf(typed)).toBe(62.5);
  });

  it("reaches other athletes' phones as the load change only, never the score", () => {
    const state = apply(squatSession(), readiness('ana', 48, -10), readiness('ben', 80, 0));
    expect(athleteStateView(state, 'ben').readiness).toEqual({
      ana: { score: null, percent: -10 },
      ben: { score: 80, percent: 0 },
    });
    const op = readiness('ana', 40, -10);
    expect(athleteOpView(op, 'ana')).toBe(op);
    expect(athleteOpView(op, null).payload).toEqual({
      userId: 'ana',
      readiness: { score: null, percent: -10 },
    });
  });
});

describe("the coach's working load", () => {
  it('loads the working sets and ramps the warm-up to it again', () => {
    const state = apply(
      squatSession(),
      plan('ana', 100),
      readiness('ana', 48, -10),
      makeOp('load:working', { exerciseId: 'squat', userId: 'ana', kg: 120 }),
    );
    expect(loads(state)).toEqual([
      ['warm-up', 60],
      ['working', 120],
      ['working', 120],
      ['working', 120],
    ]);
    expect(kgOf(state)).toBe(60);
    expect(loadReasonOf(state, 'squat', 'ana')).toMatchObject({ declined: true });
  });
});

describe('the next set from a rated one', () => {
  it("loads the next working sets from the set's e1RM at the workout's target", () => {
    const state = apply(
      squatSession(),
      plan('ana', 100),
      makeOp('set:log', { exerciseId: 'squat', clientId: 'ana', setIndex: 0, kg: 50, reps: 8 }),
      makeOp('set:log', {
        exerciseId: 'squat',
        clientId: 'ana',
        setIndex: 1,
        kg: 100,
        reps: 5,
        rpe: 9.5,
      }),
    );
    // 100 / 85 % x 83.7 % (5 reps at RPE 9) = 98.5, and 97.5 kg is the nearest plates make.
    expect(kgOf(state)).toBe(97.5);
    expect(loadReasonOf(state, 'squat', 'ana')).toEqual({
      kind: 'rpe',
      from: expect.objectContaining({ kg: 100, reps: 5, rpe: 9.5 }),
      kg: 97.5,
    });
  });
});

describe("the gym's floor", () => {
  it('rounds planned loads to what its pound plates make', () => {
    const state = apply(
      squatSession(),
      plan('ana', 100),
      makeOp('gym:floor', { unit: 'lb', equipment: DEFAULT_EQUIPMENT.lb }),
    );
    expect(loads(state).map(([kind, kg]) => [kind, fromKg(kg as number, 'lb')])).toEqual([
      ['warm-up', 110],
      ['working', 220],
      ['working', 220],
      ['working', 220],
    ]);
    expect(kgOf(state)).toBe(toKg(110, 'lb'));
  });
});

describe('the words for loads', () => {
  it('writes plates, reasons and a load no plates make in the viewer unit', () => {
    const floor = squatSession();
    expect(platesText(platesOf(floor, 'squat', 95) ?? { unit: 'kg', bar: 0, perSide: [] })).toBe(
      '20 kg bar + 25 + 10 + 2.5 each side',
    );
    expect(platesOf(floor, 'squat', 83.75)).toBeNull();
    expect(nearestLoadableText(floor, 'squat', 83.75, 'kg')).toBe('Nearest loadable: 82.5 kg');
    expect(nearestLoadableText(floor, 'squat', 82.5, 'kg')).toBeNull();
    expect(
      loadReasonText(
        {
          kind: 'rpe',
          from: {
            kg: 100,
            reps: 5,
            rpe: 9.5,
            by: 'athlete',
            verification: 'none',
            isWarmup: false,
          },
          kg: 97.5,
        },
        'kg',
      ),
    ).toBe('RPE 9.5 on 100 kg x 5: next 97.5 kg');
    expect(
      loadReasonText({ kind: 'readiness', score: 48, percent: -10, declined: false }, 'kg'),
    ).toBe('Readiness 48: -10 %');
    expect(effortText(9.5, 'rir')).toBe('0.5 RIR');
    expect(effortText(8, 'rpe')).toBe('RPE 8');
  });
});
