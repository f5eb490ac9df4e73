import type { SessionOp } from './ops';
import type { Cell } from './state';

/** One cell's entry in a `cells:coach` op. */
export type CoachEntry = Extract<SessionOp, { type: 'cells:coach' }>['payload']['cells'][number];
/** What a `cells:coach` entry says about its cell. */
export type CoachChanges = Omit<CoachEntry, 'exerciseId' | 'userId'>;

/** The history fields coaching writes on a cell. */
export const COACH_HISTORY_FIELDS = [
  'previousKg',
  'previousReps',
  'percentAboveMax',
  'e1rm',
  'bestE1rm',
] as const;

/**
 * What of `wanted` would change the cell (null when nothing would). The server asks it to send
 * only news and the reducer to apply only news, so both read the op the same way: a field left
 * out is kept, a null one is removed, and the flag never replaces a blackout, which is the
 * trainer's own call.
 */
export function coachChangesFor(cell: Cell, wanted: CoachChanges): CoachChanges | null {
  const changes: CoachChanges = {};
  for (const field of COACH_HISTORY_FIELDS) {
    const value = wanted[field];
    if (value !== undefined && (cell[field] ?? null) !== value) changes[field] = value;
  }
  if (wanted.flag !== undefined && cell.flag !== 'blackout' && cell.flag !== wanted.flag) {
    changes.flag = wanted.flag;
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
