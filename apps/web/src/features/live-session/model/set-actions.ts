import { SET_LOG_MAX } from '@levelup/shared';
import {
  type Cell,
  type CellRef,
  type CellVerification,
  currentSetIndex,
  defaultVerifyIndex,
} from '@levelup/shared/session';

type Check = Exclude<CellVerification, 'none'>;

export interface LogSetPayload {
  exerciseId: string;
  clientId: string;
  setIndex: number;
  kg: number;
  reps: number;
}

/**
 * 'Log set': the cell's current values recorded as its current set, done. Null when the cell's
 * log is full (no set index is left to log into).
 */
export function logSetPayload(cell: Cell, { exerciseId, userId }: CellRef): LogSetPayload | null {
  const setIndex = currentSetIndex(cell);
  if (setIndex >= SET_LOG_MAX) return null;
  return { exerciseId, clientId: userId, setIndex, kg: cell.kg, reps: cell.reps };
}

/**
 * The set the cell's Verify, Flag and DNP act on (`defaultVerifyIndex`): the current set, or the
 * athlete's last logged set while the current one is still the plan.
 */
function defaultSetIndex(cell: Cell): number {
  return defaultVerifyIndex(cell) ?? currentSetIndex(cell);
}

/** The check of the set the cell's Verify, Flag and DNP act on. */
export function defaultSetCheck(cell: Cell): CellVerification {
  return setCheckAt(cell, defaultSetIndex(cell));
}

export interface VerifyPayload {
  exerciseId: string;
  userId: string;
  verification: CellVerification;
  setIndex?: number;
}

/**
 * The cell's Verify, Flag or DNP: `verification` on the set the coach sees, named by its index, so
 * an athlete's set logged meanwhile (on the server first, or while this device was offline) does
 * not take the check meant for the one before it. A full log's current set has no index to name:
 * the op names none, which is the current set.
 */
export function verifyPayload(
  cell: Cell,
  { exerciseId, userId }: CellRef,
  verification: CellVerification,
): VerifyPayload {
  const setIndex = defaultSetIndex(cell);
  return setIndex < SET_LOG_MAX
    ? { exerciseId, userId, verification, setIndex }
    : { exerciseId, userId, verification };
}

/** A check button's next value: pressing the check a set has takes it off (back to none). */
export function toggledCheck(current: CellVerification, pressed: Check): CellVerification {
  return current === pressed ? 'none' : pressed;
}

/** The check of the set at `index` as the set list shows it: a logged set's, or the current's. */
export function setCheckAt(cell: Cell, index: number): CellVerification {
  if (index === currentSetIndex(cell)) return cell.verification;
  return cell.log?.[index]?.verification ?? 'none';
}
