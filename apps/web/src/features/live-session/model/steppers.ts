import { stepKg, stepReps } from '@levelup/shared/coaching';
import { type CellRef, getCell, type SessionState } from '@levelup/shared/session';

export type StepField = 'kg' | 'reps';
export type StepDirection = 1 | -1;

export interface CellUpdate {
  exerciseId: string;
  userId: string;
  value: { kg: number } | { reps: number };
}

/**
 * The `cell:update` payloads for one stepper press on the selection: kg by 2.5 (never below 0),
 * reps by 1 (0-50). Cells a press would not change (already at a bound) are left out.
 */
export function stepUpdates(
  state: SessionState,
  cells: readonly CellRef[],
  field: StepField,
  direction: StepDirection,
): CellUpdate[] {
  return cells.flatMap(({ exerciseId, userId }): CellUpdate[] => {
    const cell = getCell(state, exerciseId, userId);
    if (!cell) return [];
    if (field === 'kg') {
      const kg = stepKg(cell.kg, direction);
      return kg === cell.kg ? [] : [{ exerciseId, userId, value: { kg } }];
    }
    const reps = stepReps(cell.reps, direction);
    return reps === cell.reps ? [] : [{ exerciseId, userId, value: { reps } }];
  });
}

/** Which field the keyboard's + and - step: the selection's mode, kg when it has none. */
export function keyboardStepField(mode: 'kg' | 'reps' | null): StepField {
  return mode === 'reps' ? 'reps' : 'kg';
}
