import { isRpe } from '../coaching/rpe';
import {
  EFFORT_SCALE_DEFAULT,
  EFFORT_SCALES,
  type EffortScale,
  TARGET_RPE_DEFAULT,
} from '../constants';

/**
 * The effort a workout's 'RIR & Progression' prescribes (issue 35): a target RPE, 6 to 10 in
 * halves, and the scale the coach asks and shows it in. RIR is 10 - RPE, so one number holds both:
 * '2 RIR' is RPE 8 shown as reps in reserve.
 */
export interface EffortTarget {
  rpe: number;
  scale: EffortScale;
}

/** The standard target: RPE 8, asked and shown as RPE. */
export const STANDARD_EFFORT_TARGET: EffortTarget = {
  rpe: TARGET_RPE_DEFAULT,
  scale: EFFORT_SCALE_DEFAULT,
};

const isScale = (value: unknown): value is EffortScale =>
  EFFORT_SCALES.some((scale) => scale === value);

/**
 * The target a stored 'RIR & Progression' parameter names, read leniently: a workout saved before
 * the parameter had a target (or holding a value off the scale) takes the standard's part instead.
 */
export function effortTargetOf(param: unknown): EffortTarget {
  const { rpe, scale } = (typeof param === 'object' && param !== null ? param : {}) as {
    rpe?: unknown;
    scale?: unknown;
  };
  return {
    rpe: typeof rpe === 'number' && isRpe(rpe) ? rpe : STANDARD_EFFORT_TARGET.rpe,
    scale: isScale(scale) ? scale : STANDARD_EFFORT_TARGET.scale,
  };
}
