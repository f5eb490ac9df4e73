import type { WeightUnit } from '@levelup/shared';
import type { SessionState } from '@levelup/shared/session';
import { type GridShape, selectedCells } from '../model/selection';
import { stepUpdates } from '../model/steppers';
import type { SessionCommands } from './session-commands';

/**
 * Applies one stepper press (or a held stepper's repeat of `steps`) to the selected cells, loads
 * by the marks of the coach's `unit`, one `cell:update` op per changed cell. Returns how many
 * cells changed.
 */
export function stepSelection(
  commands: SessionCommands,
  state: SessionState,
  shape: GridShape,
  unit: WeightUnit,
  field: 'kg' | 'reps',
  direction: 1 | -1,
  steps = 1,
): number {
  const updates = stepUpdates(
    state,
    selectedCells(state.selection, shape),
    unit,
    field,
    direction,
    steps,
  );
  for (const update of updates) commands.sendOp('cell:update', update);
  return updates.length;
}
