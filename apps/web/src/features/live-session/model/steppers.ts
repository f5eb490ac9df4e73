import { KG_STEP, REPS_STEP } from '@levelup/shared';
import { clampReps, roundKg } from '@levelup/shared/coaching';
import { type CellRef, getCell, type SessionState } from '@levelup/shared/session';

type StepField = 'kg' | 'reps';
type StepDirection = 1 | -1;

export interface CellUpdate {
  exerciseId: string;
  userId: string;
  value: { kg?: number; reps?: number };
}

/**
 * The `cell:update` payloads for one stepper press on the selection: kg by 2.5 (never below 0),
 * reps by 1 (0-50), times `steps` while the button is held (`holdStep`). Cells a press would not
 * change (already at a bound) are left out.
 */
export function stepUpdates(
  state: SessionState,
  cells: readonly CellRef[],
  field: StepField,
  direction: StepDirection,
  steps = 1,
): CellUpdate[] {
  return cells.flatMap(({ exerciseId, userId }): CellUpdate[] => {
    const cell = getCell(state, exerciseId, userId);
    if (!cell) return [];
    if (field === 'kg') {
      const kg = roundKg(roundKg(cell.kg) + direction * steps * KG_STEP);
      return kg === cell.kg ? [] : [{ exerciseId, userId, value: { kg } }];
    }
    const reps = clampReps(clampReps(cell.reps) + direction * steps * REPS_STEP);
    return reps === cell.reps ? [] : [{ exerciseId, userId, value: { reps } }];
  });
}

/**
 * The `cell:update` payload for a typed load: rounded and clamped as a step is (kg to 2.5 in
 * 0-1000, reps whole in 0-50), with only the fields that change; null when none does.
 */
export function typedUpdate(
  state: SessionState,
  { exerciseId, userId }: CellRef,
  typed: { kg?: number; reps?: number },
): CellUpdate | null {
  const cell = getCell(state, exerciseId, userId);
  if (!cell) return null;
  const value: CellUpdate['value'] = {};
  if (typed.kg !== undefined && roundKg(typed.kg) !== cell.kg) value.kg = roundKg(typed.kg);
  if (typed.reps !== undefined && clampReps(typed.reps) !== cell.reps) {
    value.reps = clampReps(typed.reps);
  }
  return Object.keys(value).length > 0 ? { exerciseId, userId, value } : null;
}

/** Which field the keyboard's + and - step: the selection's mode, kg when it has none. */
export function keyboardStepField(mode: 'kg' | 'reps' | null): StepField {
  return mode === 'reps' ? 'reps' : 'kg';
}
