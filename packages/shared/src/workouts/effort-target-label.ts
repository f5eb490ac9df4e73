import { rirOf } from '../coaching/rpe';
import { workoutBuilderMessages } from '../messages/workout-builder';
import type { EffortTarget } from './effort-target';

// Apart from the target itself, so a screen that reads a session's target loads none of the
// builder's words.
/** The target in the coach's scale: 'RPE 8' or '2 RIR'. */
export function effortTargetLabel(target: EffortTarget): string {
  return target.scale === 'rir'
    ? workoutBuilderMessages.rirTarget(rirOf(target.rpe))
    : workoutBuilderMessages.rpeTarget(target.rpe);
}
