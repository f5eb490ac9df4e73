import type { Muscle } from '../schemas/exercise';

/** The client home's body filters: Upper Body, Lower Body and Core. */
export const MUSCLE_GROUPS = ['upper', 'lower', 'core'] as const;
export type MuscleGroup = (typeof MUSCLE_GROUPS)[number];

/**
 * The group each muscle of the library trains. The trunk's stabilisers (abs, obliques, the
 * spinal erectors) are the core; the hip flexors and adductors move the leg, so they are lower body.
 */
export const MUSCLE_GROUP_OF = {
  lats: 'upper',
  traps: 'upper',
  rhomboids: 'upper',
  rear_delts: 'upper',
  mid_delts: 'upper',
  front_delts: 'upper',
  pecs: 'upper',
  biceps: 'upper',
  triceps: 'upper',
  forearms: 'upper',
  glutes: 'lower',
  quads: 'lower',
  hamstrings: 'lower',
  calves: 'lower',
  adductors: 'lower',
  hip_flexors: 'lower',
  abs: 'core',
  obliques: 'core',
  erectors: 'core',
} as const satisfies Record<Muscle, MuscleGroup>;

/**
 * The group an exercise counts in: that of its first primary muscle, the main mover (the library
 * lists it first: a deadlift is glutes, hamstrings, erectors, so lower body, not core too). An
 * exercise without a known primary muscle is in no group: it shows only unfiltered.
 */
export function muscleGroupOf(primaryMuscles: readonly string[]): MuscleGroup | null {
  const first = primaryMuscles[0];
  return first !== undefined && Object.hasOwn(MUSCLE_GROUP_OF, first)
    ? MUSCLE_GROUP_OF[first as Muscle]
    : null;
}
