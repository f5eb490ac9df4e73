import { z } from 'zod/mini';
import {
  EXERCISE_BOUNDS as B,
  EXERCISE_DEFAULTS,
  NAME_MAX_LENGTH,
  NOTE_MAX_LENGTH,
} from '../constants';
import { idSchema, nameSchema } from './common';
import { text } from './text';

export const MOVEMENT_TYPES = ['compound', 'accessory'] as const;
export const movementTypeSchema = z.enum(MOVEMENT_TYPES);
export type MovementType = z.infer<typeof movementTypeSchema>;

export const EXERCISE_TYPES = ['compound', 'accessory', 'custom'] as const;
export type ExerciseType = (typeof EXERCISE_TYPES)[number];
/** An exercise type as stored: exactly compound, accessory or custom. */
export const strictExerciseTypeSchema = z.enum(EXERCISE_TYPES);

/** Reads an exercise type; any other value is treated as compound (spec 2, section 3). */
export const exerciseTypeSchema = z.pipe(
  z.transform((value: unknown) =>
    strictExerciseTypeSchema.safeParse(value).success ? value : 'compound',
  ),
  strictExerciseTypeSchema,
);

export const MOVEMENT_PATTERNS = [
  'squat',
  'lunge',
  'hip_hinge',
  'vertical_press',
  'horizontal_press',
  'vertical_pull',
  'horizontal_pull',
  'carry',
] as const;
export const movementPatternSchema = z.enum(MOVEMENT_PATTERNS);
export type MovementPattern = z.infer<typeof movementPatternSchema>;

export const MUSCLES = [
  'glutes',
  'quads',
  'hamstrings',
  'calves',
  'erectors',
  'lats',
  'traps',
  'rhomboids',
  'rear_delts',
  'mid_delts',
  'front_delts',
  'pecs',
  'biceps',
  'triceps',
  'forearms',
  'abs',
  'obliques',
  'hip_flexors',
  'adductors',
] as const;
export const muscleSchema = z.enum(MUSCLES);
export type Muscle = z.infer<typeof muscleSchema>;

const bounded = (bounds: { min: number; max: number }) =>
  z.number().check(z.int(), z.gte(bounds.min), z.lte(bounds.max));

const uniqueMuscles = (bounds: { min: number; max: number }) =>
  z.array(muscleSchema).check(
    z.minLength(bounds.min),
    z.maxLength(bounds.max),
    z.refine((list) => new Set(list).size === list.length, 'Each muscle can be chosen once'),
  );

const shortText = text().check(z.trim(), z.maxLength(NAME_MAX_LENGTH));
const CUE_MAX_LENGTH = 200;
const cueText = text().check(z.trim(), z.maxLength(CUE_MAX_LENGTH));

/** POST /api/exercises: the new-exercise wizard's payload with its bounds. */
export const exercisePayloadSchema = z.strictObject({
  name: nameSchema,
  type: z.optional(strictExerciseTypeSchema),
  movementType: movementTypeSchema,
  pattern: movementPatternSchema,
  primaryMuscles: uniqueMuscles(B.primaryMuscles),
  secondaryMuscles: z._default(uniqueMuscles(B.secondaryMuscles), []),
  intensity: z._default(bounded(B.intensity), EXERCISE_DEFAULTS.intensity),
  effectiveness: z._default(bounded(B.effectiveness), EXERCISE_DEFAULTS.effectiveness),
  athleticism: z._default(bounded(B.athleticism), EXERCISE_DEFAULTS.athleticism),
  repCarryover: z._default(bounded(B.repCarryover), EXERCISE_DEFAULTS.repCarryover),
  equipment: z._default(z.nullable(shortText), null),
  unilateral: z._default(z.boolean(), false),
  loadType: z._default(z.nullable(shortText), null),
  cues: z._default(z.tuple([cueText, cueText, cueText]), ['', '', '']),
  caution: z._default(z.nullable(text().check(z.trim(), z.maxLength(NOTE_MAX_LENGTH))), null),
});
export type ExercisePayloadInput = z.input<typeof exercisePayloadSchema>;
export type ExercisePayload = z.infer<typeof exercisePayloadSchema>;

/** An exercise in lists (GET /api/exercises). */
export const exerciseListItemSchema = z.object({
  id: idSchema,
  name: text(),
  type: exerciseTypeSchema,
  pattern: z._default(z.nullable(movementPatternSchema), null),
  primaryMuscles: z._default(z.array(muscleSchema), []),
  secondaryMuscles: z._default(z.array(muscleSchema), []),
});
export type ExerciseListItem = z.infer<typeof exerciseListItemSchema>;

/**
 * One exercise of GET /api/exercises, the whole library as stored: the seeded exercises may leave
 * their pattern and ratings unset.
 */
export const exerciseLibraryEntrySchema = z.object({
  id: idSchema,
  name: text(),
  type: exerciseTypeSchema,
  pattern: z.nullable(movementPatternSchema),
  primaryMuscles: z.array(muscleSchema),
  secondaryMuscles: z.array(muscleSchema),
  equipment: z.nullable(text()),
  unilateral: z.boolean(),
  loadType: z.nullable(text()),
  intensity: z.nullable(z.number()),
  effectiveness: z.nullable(z.number()),
  athleticism: z.nullable(z.number()),
  repCarryover: z.nullable(z.number()),
  cues: z.array(text()),
  caution: z.nullable(text()),
});
export const exerciseLibrarySchema = z.array(exerciseLibraryEntrySchema);
export type ExerciseLibrary = z.infer<typeof exerciseLibrarySchema>;

/** A stored exercise (the answer of POST /api/exercises). */
export const exerciseSchema = z.object({
  id: idSchema,
  name: text(),
  type: exerciseTypeSchema,
  movementType: movementTypeSchema,
  pattern: movementPatternSchema,
  primaryMuscles: z.array(muscleSchema),
  secondaryMuscles: z.array(muscleSchema),
  intensity: z.number(),
  effectiveness: z.number(),
  athleticism: z.number(),
  repCarryover: z.number(),
  equipment: z.nullable(text()),
  unilateral: z.boolean(),
  loadType: z.nullable(text()),
  cues: z.array(text()),
  caution: z.nullable(text()),
});
export type Exercise = z.infer<typeof exerciseSchema>;

/**
 * The form of a name that duplicates compare: case and spacing ignored, so 'Back Squat',
 * 'back  squat' and 'BackSquat' are one exercise.
 */
export function exerciseNameKey(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '');
}

/** GET /api/exercises/similar?name= : the wizard's duplicate and near-duplicate check. */
export const exerciseNameCheckQuerySchema = z.object({ name: nameSchema });
export const exerciseNameCheckResponseSchema = z.object({
  exists: z.boolean(),
  similar: z.array(text()),
});
export type ExerciseNameCheckResponse = z.infer<typeof exerciseNameCheckResponseSchema>;

/** Step 8's entry: a non-numeric value becomes 1; the result is clamped to 1..30. */
export function parseRepCarryover(input: string | number): number {
  const n = typeof input === 'number' ? input : Number.parseInt(input, 10);
  if (!Number.isFinite(n)) return B.repCarryover.min;
  return Math.min(B.repCarryover.max, Math.max(B.repCarryover.min, Math.round(n)));
}

/**
 * Adds a muscle to a selection unless the selection is full (extra selections are ignored),
 * or removes it when already selected.
 */
export function toggleMuscle(selected: readonly Muscle[], muscle: Muscle, max: number): Muscle[] {
  if (selected.includes(muscle)) return selected.filter((m) => m !== muscle);
  return selected.length >= max ? [...selected] : [...selected, muscle];
}

/** What each of the 8 exercise-wizard steps needs before Next (spec 2, section 5). */
export const exerciseWizardStepSchemas = [
  z.object({ name: nameSchema, nameExists: z.optional(z.literal(false)) }),
  z.object({ movementType: movementTypeSchema }),
  z.object({
    primaryMuscles: exercisePayloadSchema.shape.primaryMuscles,
    secondaryMuscles: uniqueMuscles(B.secondaryMuscles),
  }),
  z.object({ pattern: movementPatternSchema }),
  z.object({ intensity: bounded(B.intensity) }),
  z.object({ effectiveness: bounded(B.effectiveness) }),
  z.object({ athleticism: bounded(B.athleticism) }),
  z.object({ repCarryover: bounded(B.repCarryover) }),
] as const;
