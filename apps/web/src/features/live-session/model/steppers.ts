import { REPS_STEP, type WeightUnit } from '@levelup/shared';
import { clampReps, fromKg, stepLoad, toKg } from '@levelup/shared/coaching';
import { type CellRef, getCell, type SessionState } from '@levelup/shared/session';

type StepField = 'kg' | 'reps';
type StepDirection = 1 | -1;

export interface CellUpdate {
  exerciseId: string;
  userId: string;
  value: { kg?: number; reps?: number };
}

/** A load `steps` marks of the viewer's unit on (`stepLoad`: 2.5 kg or 5 lb a mark). */
export function steppedKg(
  kg: number,
  direction: StepDirection,
  steps: number,
  unit: WeightUnit,
): number {
  let next = kg;
  for (let step = 0; step < steps; step += 1) next = stepLoad(next, direction, unit);
  return next;
}

/**
 * The `cell:update` payloads for one stepper press on the selection: the load by a mark of the
 * coach's unit (2.5 kg or 5 lb, never below 0; a load between marks goes to the next one), reps
 * by 1 (0-50), times `steps` while the button is held (`holdStep`). Cells a press would not change
 * (already at a bound) are left out.
 */
export function stepUpdates(
  state: SessionState,
  cells: readonly CellRef[],
  unit: WeightUnit,
  field: StepField,
  direction: StepDirection,
  steps = 1,
): CellUpdate[] {
  return cells.flatMap(({ exerciseId, userId }): CellUpdate[] => {
    const cell = getCell(state, exerciseId, userId);
    if (!cell) return [];
    if (field === 'kg') {
      const kg = steppedKg(cell.kg, direction, steps, unit);
      return kg === cell.kg ? [] : [{ exerciseId, userId, value: { kg } }];
    }
    const reps = clampReps(clampReps(cell.reps) + direction * steps * REPS_STEP);
    return reps === cell.reps ? [] : [{ exerciseId, userId, value: { reps } }];
  });
}

/**
 * The `cell:update` payload for a typed load: the load typed in `unit` as stored kg (`toKg`: to a
 * ten-thousandth, 0-1000, so 225 lb reads back as 225 lb), reps whole in 0-50, with only the
 * fields that change; null when none does. A load typed as the cell shows it changes nothing (60
 * kg shows as 132.28 lb, which is 60.0009 kg).
 */
export function typedUpdate(
  state: SessionState,
  { exerciseId, userId }: CellRef,
  unit: WeightUnit,
  typed: { kg?: number; reps?: number },
): CellUpdate | null {
  const cell = getCell(state, exerciseId, userId);
  if (!cell) return null;
  const value: CellUpdate['value'] = {};
  const kg = typed.kg === undefined ? undefined : toKg(typed.kg, unit);
  if (kg !== undefined && fromKg(kg, unit) !== fromKg(cell.kg, unit)) value.kg = kg;
  if (typed.reps !== undefined && clampReps(typed.reps) !== cell.reps) {
    value.reps = clampReps(typed.reps);
  }
  return Object.keys(value).length > 0 ? { exerciseId, userId, value } : null;
}

/** Which field the keyboard's + and - step: the selection's mode, the load without one. */
export function keyboardStepField(mode: 'kg' | 'reps' | null): StepField {
  return mode === 'reps' ? 'reps' : 'kg';
}
