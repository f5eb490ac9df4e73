import {
  applyOp,
  createSessionState,
  effortChoices,
  parseSessionOp,
  type SessionState,
} from '@levelup/shared/session';
import { describe, expect, it } from 'vitest';
import { athleteExercises, steppedLoad, suggestedExerciseId } from './athlete-session';

function apply(state: SessionState, type: string, payload: unknown): SessionState {
  const op = parseSessionOp({ id: crypto.randomUUID(), type, payload });
  if (!op) throw new Error(`${type} does not parse`);
  return applyOp(state, op);
}

/** Ana and Ben; squat and bench paired as A, row alone; each planned 2 × 5 at 50 kg. */
function gym(): SessionState {
  let state = createSessionState({
    clients: [
      { id: 'ana', firstName: 'Ana' },
      { id: 'ben', firstName: 'Ben' },
    ],
    exercises: [
      { id: 'squat', name: 'Back Squat' },
      { id: 'bench', name: 'Bench Press' },
      { id: 'row', name: 'Barbell Row' },
    ],
    phases: [
      {
        id: 'p1',
        name: 'Strength',
        exerciseIds: ['squat', 'bench', 'row'],
        exercisePairs: [['bench', 'squat']],
        exerciseParams: Object.fromEntries(
          ['squat', 'bench', 'row'].map((id) => [
            id,
            { reps: { minReps: 5, maxReps: 5 }, sets: { sets: 2 } },
          ]),
        ),
      },
    ],
  });
  const cells = ['squat', 'bench', 'row'].flatMap((exerciseId) =>
    ['ana', 'ben'].map((userId) => ({ exerciseId, userId, plan: { kg: 50, reps: 5, sets: 2 } })),
  );
  state = apply(state, 'cells:coach', { cells });
  return state;
}

const logSet = (state: SessionState, exerciseId: string, setIndex: number) =>
  apply(state, 'set:log', { exerciseId, clientId: 'ana', setIndex, kg: 50, reps: 5 });

describe('athleteExercises', () => {
  it('is every exercise the grid shows, in its order, while none is assigned to the athlete', () => {
    expect(athleteExercises(gym(), 'ana').map((e) => e.id)).toEqual(['squat', 'bench', 'row']);
  });

  it('is the exercises assigned to the athlete, themself or through their team', () => {
    const state = apply(gym(), 'client:assign', { userId: 'ana', exerciseId: 'row' });
    expect(athleteExercises(state, 'ana').map((e) => e.id)).toEqual(['row']);
    expect(athleteExercises(state, 'ben').map((e) => e.id)).toEqual(['squat', 'bench', 'row']);
  });

  it('is none for someone not on the grid', () => {
    expect(athleteExercises(gym(), 'eve')).toEqual([]);
  });
});

describe('suggestedExerciseId', () => {
  const ids = ['squat', 'bench', 'row'];

  it('is the first exercise with a set left, at the current station first', () => {
    expect(suggestedExerciseId(gym(), 'ana', ids)).toBe('squat');
    const squatDone = logSet(logSet(gym(), 'squat', 0), 'squat', 1);
    expect(suggestedExerciseId(squatDone, 'ana', ids)).toBe('bench');
    // Unpaired, each exercise is a station; the coach moves everyone on to the row.
    let atRow = apply(gym(), 'pairing:set', { exerciseIds: ['squat', 'bench'], letter: null });
    atRow = apply(apply(atRow, 'station:next', {}), 'station:next', {});
    expect(suggestedExerciseId(atRow, 'ana', ids)).toBe('row');
  });

  it('stays at the station once everything is done, and is null without exercises', () => {
    let state = apply(gym(), 'station:next', {});
    for (const id of ids) state = logSet(logSet(state, id, 0), id, 1);
    expect(suggestedExerciseId(state, 'ana', ids)).toBe('squat');
    expect(suggestedExerciseId(state, 'ana', [])).toBeNull();
  });
});

describe('the current set’s controls', () => {
  it('offers RPE 6 to 10 in half points', () => {
    expect(effortChoices('rpe')).toEqual(
      [6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5, 10].map((rpe) => ({ rpe, label: String(rpe) })),
    );
  });

  it('offers RIR 0 to 4 in half points, each sent as RPE 10 - RIR', () => {
    const choices = effortChoices('rir');
    expect(choices.map((c) => c.label)).toEqual([
      '0',
      '0.5',
      '1',
      '1.5',
      '2',
      '2.5',
      '3',
      '3.5',
      '4',
    ]);
    expect(choices.map((c) => c.rpe)).toEqual([10, 9.5, 9, 8.5, 8, 7.5, 7, 6.5, 6]);
  });

  it('steps kg by 2.5 (never below 0) and reps by 1 (0-50), more while held', () => {
    expect(steppedLoad({ kg: 60, reps: 5 }, 'kg', 1, 1, 'kg')).toEqual({ kg: 62.5, reps: 5 });
    expect(steppedLoad({ kg: 60, reps: 5 }, 'kg', 1, 10, 'kg')).toEqual({ kg: 85, reps: 5 });
    expect(steppedLoad({ kg: 2.5, reps: 5 }, 'kg', -1, 5, 'kg')).toEqual({ kg: 0, reps: 5 });
    expect(steppedLoad({ kg: 60, reps: 49 }, 'reps', 1, 5, 'kg')).toEqual({ kg: 60, reps: 50 });
    expect(steppedLoad({ kg: 60, reps: 1 }, 'reps', -1, 1, 'kg')).toEqual({ kg: 60, reps: 0 });
  });

  it('steps pounds by 5 lb, keeping the load in kg, and a load between marks to the next one', () => {
    // 225 lb is stored as 102.0583 kg; 230 lb as 104.3262 kg.
    expect(steppedLoad({ kg: 102.0583, reps: 5 }, 'kg', 1, 1, 'lb')).toEqual({
      kg: 104.3262,
      reps: 5,
    });
    expect(steppedLoad({ kg: 104.3262, reps: 5 }, 'kg', -1, 1, 'lb').kg).toBe(102.0583);
    // 100 kg is 220.46 lb: up goes to 225 lb, down to 220 lb.
    expect(steppedLoad({ kg: 100, reps: 5 }, 'kg', 1, 1, 'lb').kg).toBe(102.0583);
    expect(steppedLoad({ kg: 100, reps: 5 }, 'kg', -1, 1, 'lb').kg).toBe(99.7903);
    expect(steppedLoad({ kg: 102.0583, reps: 5 }, 'kg', 1, 5, 'lb').kg).toBe(113.3981);
  });
});
