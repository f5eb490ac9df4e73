import { KG_STEP, REPS_STEP, RPE_MAX, RPE_MIN, RPE_STEP } from '@levelup/shared';
import { clampReps, roundKg } from '@levelup/shared/coaching';
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

/** The RPE choices of a set, 6 to 10 in half points. */
export const RPE_CHOICES: readonly number[] = Array.from(
  { length: Math.round((RPE_MAX - RPE_MIN) / RPE_STEP) + 1 },
  (_, i) => RPE_MIN + i * RPE_STEP,
);

/**
 * The current set's load after `steps` presses of a stepper (more while it is held), as the
 * coach's steppers move it: kg by 2.5 and never below 0, reps by 1 within 0-50.
 */
export function steppedLoad(
  load: { kg: number; reps: number },
  field: 'kg' | 'reps',
  direction: 1 | -1,
  steps: number,
): { kg: number; reps: number } {
  return field === 'kg'
    ? { ...load, kg: roundKg(roundKg(load.kg) + direction * steps * KG_STEP) }
    : { ...load, reps: clampReps(clampReps(load.reps) + direction * steps * REPS_STEP) };
}
