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
 * Whether the workout's plan may (re)fill a cell: one still showing the plan, or one as a client
 * or exercise entering the grid left it (nothing entered, verified or prescribed yet). A cell the
 * coach has touched keeps what the coach put there.
 */
function takesPlan(cell: Cell): boolean {
  // A blackout is the trainer's call; once a set is logged, the current set is the next of the
  // list, not the plan's first.
  if (cell.flag === 'blackout' || (cell.log?.length ?? 0) > 0) return false;
  // A planned warm-up is the plan's own first set; any other holds what the Warm Up saved.
  if (cell.planned === true) return true;
  if (cell.isWarmup) return false;
  return (
    cell.kg === 0 && cell.reps === 0 && cell.sets === undefined && cell.verification === 'none'
  );
}

/**
 * What of `wanted` would change the cell (null when nothing would). The server asks it to send
 * only news and the reducer to apply only news, so both read the op the same way: a field left
 * out is kept, a null one is removed, the flag never replaces a blackout, which is the trainer's
 * own call, and the plan fills only a cell that `takesPlan`.
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
  const { plan } = wanted;
  if (
    plan !== undefined &&
    takesPlan(cell) &&
    (cell.planned !== true ||
      cell.target?.kg !== plan.kg ||
      cell.target?.reps !== plan.reps ||
      cell.sets !== plan.sets)
  ) {
    changes.plan = plan;
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
