import { applyOp } from './apply-op';
import type { CellValue, SessionOp } from './ops';
import { getCell } from './selectors';
import type { Cell, SessionState } from './state';

/** A cell whose value an edit replaced although its sender never saw that value. */
export interface UnseenOverwrite {
  exerciseId: string;
  userId: string;
  /** The cell before the edit: the value another device had set meanwhile. */
  replaced: Cell;
  /** The cell as the edit left it. */
  now: Cell;
}

const FIELDS = [
  'kg',
  'reps',
  'flag',
  'isWarmup',
  'intensity',
] as const satisfies readonly (keyof CellValue & keyof Cell)[];

/**
 * Whether `op`, applied to `state` (the session just before it, in the server's order), replaces
 * a cell value its sender never saw: a `cell:update` changes a field whose value differs from what
 * the sender's grid showed (`seen`), so another device changed it meanwhile, typically while the
 * sender was offline. The later edit by the server's order still stands; this only tells the
 * other devices, so whoever set the replaced value hears of it. An op without `seen` (sent before
 * protocol 4) never counts.
 */
export function unseenOverwrite(state: SessionState, op: SessionOp): UnseenOverwrite | null {
  if (op.type !== 'cell:update' || !op.payload.seen) return null;
  const { exerciseId, userId, value, seen } = op.payload;
  const before = getCell(state, exerciseId, userId);
  const after = getCell(applyOp(state, op), exerciseId, userId);
  if (!before || !after) return null;
  const lost = FIELDS.some(
    (field) =>
      value[field] !== undefined &&
      seen[field] !== undefined &&
      before[field] !== seen[field] &&
      after[field] !== before[field],
  );
  return lost ? { exerciseId, userId, replaced: before, now: after } : null;
}
