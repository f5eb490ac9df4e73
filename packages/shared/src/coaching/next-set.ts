import { TARGET_RPE_DEFAULT } from '../constants';
import { loadAtRpe, type RatedSet, setE1rm } from './rpe';

/*
 * The next set from the last (issue 35): a set rated with an RPE says what the lifter has today,
 * so the next set's load is that set's estimated max at the target's percent (the chart's, for the
 * target reps at the target RPE). The caller rounds it to what can be loaded.
 */

export interface SetTarget {
  reps: number;
  /** The workout's 'RIR & Progression' target; RPE 8 when it names none. */
  rpe?: number | undefined;
}

/** The next set's load from a rated set; null when the set has no RPE or says nothing. */
export function nextSetLoad(last: RatedSet, target: SetTarget): number | null {
  if (last.rpe === undefined) return null;
  const e1rm = setE1rm(last);
  if (!(e1rm > 0)) return null;
  const load = loadAtRpe(e1rm, target.reps, target.rpe ?? TARGET_RPE_DEFAULT);
  return load > 0 ? load : null;
}
