import { z } from 'zod';
import {
  BODYWEIGHT_MAX_KG,
  DEFAULT_WORKOUT_INTENSITY,
  LIFESTYLE_LEVEL_MAX,
  LIFESTYLE_LEVEL_MIN,
  LIFESTYLE_SLIDER_DEFAULT,
} from '../constants';
import { checkInMessages } from '../messages';
import { bodyMarksSchema } from './body-parts';
import { idSchema, isoDateTimeSchema, optionalTextSchema } from './common';

export const WORKOUT_INTENSITIES = [
  'very-easy',
  'maintain-muscle',
  'make-progress',
  'super-progress',
] as const;
export const workoutIntensitySchema = z.enum(WORKOUT_INTENSITIES);
export type WorkoutIntensity = z.infer<typeof workoutIntensitySchema>;

export const WORKOUT_INTENSITY_LABELS: Record<WorkoutIntensity, string> = {
  'very-easy': 'Very Easy',
  'maintain-muscle': 'Maintain Muscle',
  'make-progress': 'Make Progress',
  'super-progress': 'Super Progress',
};
/** The choice the daily form marks as suggested. */
export const SUGGESTED_WORKOUT_INTENSITY: WorkoutIntensity = DEFAULT_WORKOUT_INTENSITY;

export const LIFESTYLE_TYPES = ['sleep', 'stress', 'soreness'] as const;
export type LifestyleType = (typeof LIFESTYLE_TYPES)[number];

/** Slider label per level 0..4 (spec 1, "Lifestyle levels"). */
export const LIFESTYLE_LEVEL_LABELS: Record<LifestyleType, readonly string[]> = {
  sleep: ['Not Good', 'Below Average', 'Average', 'Good', 'Great'],
  stress: ['Very Stressed', 'Below Average', 'Average', 'Low', 'No Stress'],
  soreness: ['Very Sore', 'Sore', 'A little sore', 'Almost Nothing', 'Very Good'],
};

export const lifestyleLevelSchema = z
  .number()
  .int()
  .min(LIFESTYLE_LEVEL_MIN)
  .max(LIFESTYLE_LEVEL_MAX);

/** Bodyweight in kg: above 0 and at most 500. */
export const bodyWeightSchema = z
  .number({ error: checkInMessages.invalidBodyweight })
  .gt(0, checkInMessages.invalidBodyweight)
  .max(BODYWEIGHT_MAX_KG, checkInMessages.invalidBodyweight);

/** Reads the form's bodyweight text; null when it does not parse to a valid weight. */
export function parseBodyWeight(input: string | number): number | null {
  const n = typeof input === 'number' ? input : input.trim() === '' ? Number.NaN : Number(input);
  return bodyWeightSchema.safeParse(n).success ? n : null;
}

/** A stored lifestyle log (today's entry and the list of GET /api/users/{id}/lifestyle). */
export const lifestyleLogSchema = z.object({
  id: idSchema,
  /** When the client logged it, with their UTC offset: '2026-03-02T07:40:00.000+01:00'. */
  date: z.string(),
  /** The calendar day in the client's time zone (YYYY-MM-DD): one log per user and day. */
  day: z.string().optional(),
  sleep: lifestyleLevelSchema,
  stress: lifestyleLevelSchema,
  soreness: lifestyleLevelSchema,
  bodyWeight: z.number(),
  noteToTrainer: z.string().nullable(),
  injuries: bodyMarksSchema.default({}),
  workoutIntensity: workoutIntensitySchema,
  readiness: z.number().nullable().optional(),
});
export type LifestyleLog = z.infer<typeof lifestyleLogSchema>;

/**
 * Body of POST /api/users/{id}/lifestyle and PUT .../lifestyle/{entryId}. Sliders default to 2,
 * the note is trimmed and null when empty, injuries may be omitted when none are marked.
 */
export const lifestyleLogPayloadSchema = z.strictObject({
  date: isoDateTimeSchema,
  sleep: lifestyleLevelSchema.default(LIFESTYLE_SLIDER_DEFAULT),
  stress: lifestyleLevelSchema.default(LIFESTYLE_SLIDER_DEFAULT),
  soreness: lifestyleLevelSchema.default(LIFESTYLE_SLIDER_DEFAULT),
  bodyWeight: bodyWeightSchema,
  noteToTrainer: optionalTextSchema,
  injuries: bodyMarksSchema.optional(),
  workoutIntensity: workoutIntensitySchema.default(DEFAULT_WORKOUT_INTENSITY),
});
export type LifestyleLogPayloadInput = z.input<typeof lifestyleLogPayloadSchema>;
export type LifestyleLogPayload = z.infer<typeof lifestyleLogPayloadSchema>;

/** Query of GET /api/users/{id}/lifestyle: the app asks for 1 and picks today's entry. */
export const lifestyleListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(366).optional(),
});
export type LifestyleListQuery = z.infer<typeof lifestyleListQuerySchema>;

/** GET /api/users/{id}/readiness. */
export const readinessResponseSchema = z.object({
  readiness: z.number().nullable(),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
