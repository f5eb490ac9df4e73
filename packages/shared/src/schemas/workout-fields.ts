import { z } from 'zod/mini';
import { BUILDER_DEFAULTS, CLIENT_GROUPING_BOUNDS, EFFORT_SCALES } from '../constants';
import { workoutValidationMessages as m } from '../messages';
import { STANDARD_EFFORT_TARGET } from '../workouts/effort-target';
import { type ExerciseParams, type ParamKind, variantIssues } from '../workouts/params';
import { text } from './text';

export const WORKOUT_LEVELS = ['novice', 'beginner', 'intermediate', 'advanced'] as const;
export const workoutLevelSchema = z.enum(WORKOUT_LEVELS);
export type WorkoutLevel = z.infer<typeof workoutLevelSchema>;

/** Builder phase ids: phase-1, phase-2... */
export const phaseIdSchema = text().check(
  z.regex(/^phase-[1-9]\d*$/, 'Use a phase id like phase-1'),
);

export const PARAM_VARIANTS = ['standard', 'compounds', 'accessories', 'custom'] as const;
export const paramVariantSchema = z.enum(PARAM_VARIANTS);
export type ParamVariant = z.infer<typeof paramVariantSchema>;

/**
 * Parameter shapes. Their bounds depend on the variant, so they are checked by `variantIssues`
 * (workouts/params.ts), one rule per message, rather than by a field's own range.
 */
const withVariantRules =
  <K extends ParamKind>(kind: K) =>
  (param: ExerciseParams[K], ctx: z.core.$RefinementCtx) => {
    for (const issue of variantIssues(kind, param)) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  };

export const warmupParamsSchema = z
  .strictObject({
    variant: paramVariantSchema,
    pctOfWorking: z.number(),
    sets: z.number(),
    reps: z.number(),
    /** null: no timer. With a timer above 0, reps are ignored. */
    timerSec: z.nullable(z.number()),
    isCustom: z.boolean(),
  })
  .check(z.superRefine(withVariantRules('warmup')));

export const repsParamsSchema = z
  .strictObject({
    variant: paramVariantSchema,
    minReps: z.number(),
    maxReps: z.number(),
    isCustom: z.boolean(),
  })
  .check(z.superRefine(withVariantRules('reps')));

export const setsParamsSchema = z
  .strictObject({ variant: paramVariantSchema, sets: z.number(), isCustom: z.boolean() })
  .check(z.superRefine(withVariantRules('sets')));

/**
 * The target effort (issue 35). A workout saved before it had one reads as the standard: RPE 8,
 * asked and shown as RPE.
 */
export const rirParamsSchema = z
  .strictObject({
    variant: paramVariantSchema,
    scale: z._default(z.enum(EFFORT_SCALES), STANDARD_EFFORT_TARGET.scale),
    /** RPE 6-10 in halves; RIR is 10 - RPE. */
    rpe: z._default(z.number(), STANDARD_EFFORT_TARGET.rpe),
    isCustom: z.boolean(),
  })
  .check(z.superRefine(withVariantRules('rir')));

export const exerciseParamsSchema = z.strictObject({
  warmup: warmupParamsSchema,
  reps: repsParamsSchema,
  sets: setsParamsSchema,
  rir: rirParamsSchema,
});

export const GROUP_SORT_OPTIONS = [
  'none',
  'level',
  'age',
  'gender',
  'lifestyle',
  'motivation',
] as const;
export const groupSortSchema = z.enum(GROUP_SORT_OPTIONS);
export type GroupSort = z.infer<typeof groupSortSchema>;

const groupingStepper = (label: string, bounds: { min: number; max: number }) =>
  z
    .number()
    .check(
      z.int(m.wholeNumber(label)),
      z.gte(bounds.min, m.between(label, bounds.min, bounds.max)),
      z.lte(bounds.max, m.between(label, bounds.min, bounds.max)),
    );

export const groupClientsSchema = z.strictObject({
  clientsPerGroup: z._default(
    groupingStepper(m.groupLabels.clientsPerGroup, CLIENT_GROUPING_BOUNDS.clientsPerGroup),
    BUILDER_DEFAULTS.clientsPerGroup,
  ),
  maxClientsPerExercise: z._default(
    groupingStepper(
      m.groupLabels.maxClientsPerExercise,
      CLIENT_GROUPING_BOUNDS.maxClientsPerExercise,
    ),
    BUILDER_DEFAULTS.maxClientsPerExercise,
  ),
  sortBy: z._default(groupSortSchema, 'none'),
});
export type GroupClients = z.infer<typeof groupClientsSchema>;
