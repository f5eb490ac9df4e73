import { z } from 'zod/mini';
import { type ExerciseParams, type ParamKind, variantIssues } from '../workouts/params';

/*
 * An exercise's parameters, apart from the workout schemas: a live session's state holds them,
 * and a screen that reads a session needs none of the builder's rules and words.
 */

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

export const rirParamsSchema = z
  .strictObject({ variant: paramVariantSchema, isCustom: z.boolean() })
  .check(z.superRefine(withVariantRules('rir')));

export const exerciseParamsSchema = z.strictObject({
  warmup: warmupParamsSchema,
  reps: repsParamsSchema,
  sets: setsParamsSchema,
  rir: rirParamsSchema,
});
