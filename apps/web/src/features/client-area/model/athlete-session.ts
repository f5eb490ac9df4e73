import { REPS_STEP, type WeightUnit } from '@levelup/shared';
import { clampReps, stepLoad } from '@levelup/shared/coaching';
import {
  activePhaseExercises,
  activeStationExerciseIds,
  assignedExercisesForClient,
  currentSetIndex,
  getCell,
  prescribedSets,
  type SessionExercise,
  type SessionState,
} from '@levelup/shared/session';

/**
 * The exercises on an athlete's phone, in the order the grid shows them (the active phase's):
 * the ones the coach assigned them, or every one while none of these is assigned to them.
 */
export function athleteExercises(state: SessionState, clientId: string): SessionExercise[] {
  if (!state.clients.some((c) => c.id === clientId)) return [];
  const shown = activePhaseExercises(state);
  const assigned = new Set(assignedExercisesForClient(state, clientId).map((e) => e.id));
  const own = shown.filter((e) => assigned.has(e.id));
  return own.length > 0 ? own : shown;
}

/** Whether the athlete still has a prescribed set of the exercise to log. */
function hasSetToDo(state: SessionState, exerciseId: string, clientId: string): boolean {
  const cell = getCell(state, exerciseId, clientId);
  return (
    cell !== undefined && currentSetIndex(cell) < prescribedSets(state, exerciseId, clientId).length
  );
}

/**
 * The exercise the current-set card shows until the athlete picks one: the first at the current
 * station with a set left, else the first with a set left anywhere, else the station's, else the
 * first. Null without exercises.
 */
export function suggestedExerciseId(
  state: SessionState,
  clientId: string,
  exerciseIds: readonly string[],
): string | null {
  const station = new Set(activeStationExerciseIds(state));
  const atStation = exerciseIds.filter((id) => station.has(id));
  const toDo = (id: string) => hasSetToDo(state, id, clientId);
  return atStation.find(toDo) ?? exerciseIds.find(toDo) ?? atStation[0] ?? exerciseIds[0] ?? null;
}

/**
 * The current set's load after `steps` presses of a stepper (more while it is held): the weight
 * by the athlete's unit's mark (2.5 kg or 5 lb; a load between marks goes to the next one) and
 * never below 0, reps by 1 within 0-50. The weight stays in kg, as stored.
 */
export function steppedLoad(
  load: { kg: number; reps: number },
  field: 'kg' | 'reps',
  direction: 1 | -1,
  steps: number,
  unit: WeightUnit,
): { kg: number; reps: number } {
  if (field === 'reps') {
    return { ...load, reps: clampReps(clampReps(load.reps) + direction * steps * REPS_STEP) };
  }
  let kg = load.kg;
  for (let i = 0; i < steps; i += 1) kg = stepLoad(kg, direction, unit);
  return { ...load, kg };
}
