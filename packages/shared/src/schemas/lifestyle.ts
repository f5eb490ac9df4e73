import { z } from 'zod/mini';
import {
  BODYWEIGHT_MAX_KG,
  BODYWEIGHT_MIN_KG,
  DEFAULT_WORKOUT_INTENSITY,
  LIFESTYLE_LEVEL_MAX,
  LIFESTYLE_LEVEL_MIN,
  LIFESTYLE_SLIDER_DEFAULT,
} from '../constants';
import { inLocale } from '../i18n/catalog';
import { checkInMessages } from '../messages';
import { bodyMarksSchema } from './body-parts';
import { idSchema, isoDateTimeSchema, optionalTextSchema } from './common';
import { text } from './text';

export const WORKOUT_INTENSITIES = [
  'very-easy',
  'maintain-muscle',
  'make-progress',
  'super-progress',
] as const;
export const workoutIntensitySchema = z.enum(WORKOUT_INTENSITIES);
export type WorkoutIntensity = z.infer<typeof workoutIntensitySchema>;

/** The choices in English; the check-in shows `checkInMessages.intensityLabels`, in its language. */
export const WORKOUT_INTENSITY_LABELS: Record<WorkoutIntensity, string> = inLocale(
  checkInMessages,
  'en',
).intensityLabels;
/** The choice the daily form marks as suggested. */
export const SUGGESTED_WORKOUT_INTENSITY: WorkoutIntensity = DEFAULT_WORKOUT_INTENSITY;

const LIFESTYLE_TYPES = ['sleep', 'stress', 'soreness'] as const;
export type LifestyleType = (typeof LIFESTYLE_TYPES)[number];

/**
 * Slider label per level 0..4 (spec 1, "Lifestyle levels") in English; a screen shows
 * `checkInMessages.levelLabels`, in its language.
 */
export const LIFESTYLE_LEVEL_LABELS: Record<LifestyleType, readonly string[]> = inLocale(
  checkInMessages,
  'en',
).levelLabels;

export const lifestyleLevelSchema = z
  .number()
  .check(z.int(), z.gte(LIFESTYLE_LEVEL_MIN), z.lte(LIFESTYLE_LEVEL_MAX));

/** Bodyweight in kg: 1 to 500, as its message says. */
export const bodyWeightSchema = z
  .number({ error: checkInMessages.invalidBodyweight })
  .check(
    z.gte(BODYWEIGHT_MIN_KG, checkInMessages.invalidBodyweight),
    z.lte(BODYWEIGHT_MAX_KG, checkInMessages.invalidBodyweight),
  );

/** Reads the form's bodyweight text; null when it does not parse to a valid weight. */
export function parseBodyWeight(input: string | number): number | null {
  const n = typeof input === 'number' ? input : input.trim() === '' ? Number.NaN : Number(input);
  return bodyWeightSchema.safeParse(n).success ? n : null;
}

/** A stored lifestyle log (today's entry and the list of GET /api/users/{id}/lifestyle). */
export const lifestyleLogSchema = z.object({
  id: idSchema,
  /** When the client logged it, with their UTC offset: '2026-03-02T07:40:00.000+01:00'. */
  date: text(),
  /** The calendar day in the client's time zone (YYYY-MM-DD): one log per user and day. */
  day: z.optional(text()),
  sleep: lifestyleLevelSchema,
  stress: lifestyleLevelSchema,
  soreness: lifestyleLevelSchema,
  bodyWeight: z.number(),
  noteToTrainer: z.nullable(text()),
  injuries: z._default(bodyMarksSchema, {}),
  workoutIntensity: workoutIntensitySchema,
  readiness: z.optional(z.nullable(z.number())),
});
export type LifestyleLog = z.infer<typeof lifestyleLogSchema>;

/**
 * Body of POST /api/users/{id}/lifestyle and PUT .../lifestyle/{entryId}. Sliders default to 2,
 * the note is trimmed and null when empty, injuries may be omitted when none are marked.
 */
export const lifestyleLogPayloadSchema = z.strictObject({
  date: isoDateTimeSchema,
  sleep: z._default(lifestyleLevelSchema, LIFESTYLE_SLIDER_DEFAULT),
  stress: z._default(lifestyleLevelSchema, LIFESTYLE_SLIDER_DEFAULT),
  soreness: z._default(lifestyleLevelSchema, LIFESTYLE_SLIDER_DEFAULT),
  bodyWeight: bodyWeightSchema,
  noteToTrainer: optionalTextSchema,
  injuries: z.optional(bodyMarksSchema),
  workoutIntensity: z._default(workoutIntensitySchema, DEFAULT_WORKOUT_INTENSITY),
});
export type LifestyleLogPayloadInput = z.input<typeof lifestyleLogPayloadSchema>;
export type LifestyleLogPayload = z.infer<typeof lifestyleLogPayloadSchema>;

/** Query of GET /api/users/{id}/lifestyle: the app asks for 1 and picks today's entry. */
export const lifestyleListQuerySchema = z.object({
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(366))),
});

/** GET /api/users/{id}/readiness. */
export const readinessResponseSchema = z.object({
  readiness: z.nullable(z.number()),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
