import type { WeightUnit } from '@levelup/shared';
import {
  loadReasonOf,
  loadReasonText,
  nearestLoadableText,
  platesOf,
  platesText,
  type RirTarget,
  targetEffort,
} from '@levelup/shared/session';
import { sameFields, useSessionSelector } from '@/lib/realtime/session-store';

/*
 * The words about loads the athlete's phone reads from the session (issue 35). Each selects a
 * string, so a component re-renders only when its words change, not at every op.
 */

/** Whether the workout asks the exercise's effort as RPE or as reps in reserve. */
export function useEffortScale(exerciseId: string): RirTarget['scale'] {
  return useSessionSelector((state) => (state ? targetEffort(state, exerciseId).scale : 'rpe'));
}

/** How a load is made on the gym's floor, in words; `loadable` false when it cannot be. */
export interface LoadMaking {
  text: string;
  loadable: boolean;
}

/**
 * How a load is made on the gym's floor: the plates per side for a barbell, or the nearest
 * loadable weight when the gym cannot make it; null for a load made as it is off a barbell.
 */
export function useLoadMaking(exerciseId: string, kg: number, unit: WeightUnit): LoadMaking | null {
  return useSessionSelector(
    (state): LoadMaking | null => {
      if (!state) return null;
      const plates = platesOf(state, exerciseId, kg);
      if (plates) return { text: platesText(plates), loadable: true };
      const nearest = nearestLoadableText(state, exerciseId, kg, unit);
      return nearest === null ? null : { text: nearest, loadable: false };
    },
    (a, b) => (a === null || b === null ? a === b : sameFields(a, b)),
  );
}

/** Why the client's current set differs from the plan ('RPE 9.5 on 100 kg x 5: next 97.5 kg'). */
export function useLoadReason(
  exerciseId: string,
  clientId: string,
  unit: WeightUnit,
): string | null {
  return useSessionSelector((state) => {
    const reason = state ? loadReasonOf(state, exerciseId, clientId) : null;
    return reason ? loadReasonText(reason, unit) : null;
  });
}
