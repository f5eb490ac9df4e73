import { type Floor, type Implement, nearestLoadable } from '../coaching/plates';
import { TARGET_RPE_DEFAULT } from '../constants';
import { DEFAULT_EQUIPMENT } from '../schemas/gym';
import { exercisePlanParams } from './selectors';
import type { Cell, ClientReadiness, RirTarget, SessionState } from './state';

/*
 * What the session loads from (issue 35): the gym's floor, each exercise's implement, the
 * workout's effort target and each client's readiness today. Every device and the server read
 * them through these, so a prescribed load is the same number everywhere.
 */

/** A kg gym's default floor: a session made before the gym settings loads from it. */
const DEFAULT_FLOOR: Floor = { unit: 'kg', equipment: DEFAULT_EQUIPMENT.kg };

export function floorOf(state: Pick<SessionState, 'gym'>): Floor {
  return state.gym ?? DEFAULT_FLOOR;
}

/** What an exercise is loaded on; an exercise the library did not say of goes by the stepper. */
export function implementIn(state: Pick<SessionState, 'exercises'>, exerciseId: string): Implement {
  return state.exercises.find((e) => e.id === exerciseId)?.implement ?? 'other';
}

/** The loadable weight nearest `kg` for an exercise on this gym's floor. */
export function loadableIn(
  state: Pick<SessionState, 'gym' | 'exercises'>,
  exerciseId: string,
  kg: number,
): number {
  return nearestLoadable(kg, implementIn(state, exerciseId), floorOf(state));
}

const DEFAULT_EFFORT: RirTarget = { rpe: TARGET_RPE_DEFAULT, scale: 'rpe' };

/** The effort every working set of the exercise aims at: the workout's target, else RPE 8. */
export function targetEffort(
  state: Pick<SessionState, 'phases' | 'activePhaseId'>,
  exerciseId: string,
): RirTarget {
  return exercisePlanParams(state, exerciseId)?.rir ?? DEFAULT_EFFORT;
}

/** A client's readiness today and its load change; null without a check-in today. */
export function readinessOf(
  state: Pick<SessionState, 'readiness'>,
  clientId: string,
): ClientReadiness | null {
  const all = state.readiness;
  return all && Object.hasOwn(all, clientId) ? (all[clientId] ?? null) : null;
}

/** The readiness change a cell's planned load carries: 0 when none, or when the coach declined it. */
export function readinessPercentFor(
  state: Pick<SessionState, 'readiness'>,
  clientId: string,
  cell: Pick<Cell, 'readinessDeclined'>,
): number {
  if (cell.readinessDeclined) return 0;
  return readinessOf(state, clientId)?.percent ?? 0;
}
