import { z } from 'zod/mini';
import { NAME_MAX_LENGTH } from '../constants';
import { idSchema } from './common';
import { exerciseListItemSchema } from './exercise';
import { text } from './text';
import { builderPhaseSchema, type WorkoutDraft } from './workout-draft';
import { groupClientsSchema, phaseIdSchema, workoutLevelSchema } from './workout-fields';

export { type PhaseId, phaseId } from './phase-id';
export * from './workout-draft';
export * from './workout-fields';

/**
 * A workout phase as a live session reads it from a stored workout: leniently, because the session
 * keeps what it can use and skips the rest (unknown exercises, bad pairs) when it is built.
 */
export const workoutPlanPhaseSchema = z.object({
  id: text(),
  name: z.nullish(text()),
  exerciseIds: z.optional(z.array(text())),
  /** Builder pairs: index = letter position (A or a = 0), each a list of exercise ids. */
  exercisePairs: z.optional(z.array(z.array(text()))),
  exerciseParams: z.optional(z.record(text(), z.unknown())),
});
export type WorkoutPlanPhase = z.infer<typeof workoutPlanPhaseSchema>;

/** The parts of a stored workout a live session is built from; the rest of the draft is ignored. */
export const workoutPlanSchema = z.object({
  phases: z.optional(z.array(workoutPlanPhaseSchema)),
  activePhaseId: z.nullish(text()),
});
export type WorkoutPlan = z.infer<typeof workoutPlanSchema>;

/** A stored workout (GET /api/workouts/{id}): the saved draft, its owner and its times. */
export const storedWorkoutSchema = z.object({
  id: idSchema,
  ownerId: z.nullable(idSchema),
  workoutName: text(),
  workoutLevel: z.union([workoutLevelSchema, z.literal('')]),
  phases: z.array(builderPhaseSchema).check(z.minLength(1)),
  activePhaseId: phaseIdSchema,
  groupClients: groupClientsSchema,
  exercises: z.record(idSchema, exerciseListItemSchema),
  createdAt: text(),
  updatedAt: text(),
});
export type StoredWorkout = z.infer<typeof storedWorkoutSchema>;

/** The builder draft of a stored workout (what the builder loads to edit it). */
export function toWorkoutDraft(stored: StoredWorkout): WorkoutDraft {
  const { workoutName, workoutLevel, phases, activePhaseId, groupClients, exercises } = stored;
  return { workoutName, workoutLevel, phases, activePhaseId, groupClients, exercises };
}

/**
 * A workout in the picker (GET /api/workouts). `useCount` and `lastUsedAt` come from the sessions
 * launched from it (by any trainer).
 */
export const workoutListItemSchema = z.object({
  id: idSchema,
  workoutName: text(),
  workoutLevel: z.union([workoutLevelSchema, z.literal('')]),
  ownerId: z.nullable(idSchema),
  phaseCount: z.number().check(z.int(), z.nonnegative()),
  exerciseCount: z.number().check(z.int(), z.nonnegative()),
  useCount: z.number().check(z.int(), z.nonnegative()),
  lastUsedAt: z.nullable(text()),
  createdAt: text(),
  updatedAt: text(),
});
export type WorkoutListItem = z.infer<typeof workoutListItemSchema>;
export const workoutListSchema = z.array(workoutListItemSchema);

/** Query of GET /api/workouts: the picker's search (name contains) and Level filter. */
export const workoutListQuerySchema = z.object({
  q: z.optional(text().check(z.trim(), z.maxLength(NAME_MAX_LENGTH))),
  // zod/mini has no preprocess: a pipe from a transform takes its optionality from the transform,
  // so the outer optional keeps the key optional in the inferred types, as z.preprocess did.
  level: z.optional(
    z.pipe(
      z.transform((value: unknown) => (value === '' ? undefined : value)),
      z.optional(workoutLevelSchema),
    ),
  ),
});
export type WorkoutListQuery = z.infer<typeof workoutListQuerySchema>;

/** POST /api/workouts answers the new workout's id (PUT answers the same shape). */
export const workoutSavedResponseSchema = z.object({ id: idSchema });
export type WorkoutSavedResponse = z.infer<typeof workoutSavedResponseSchema>;
