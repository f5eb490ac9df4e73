import { z } from 'zod';
import { cellVerificationSchema } from './session-api';

/** A client's best set of an exercise (by estimated 1RM, from verified working sets). */
export const bestSetSchema = z.object({
  kg: z.number(),
  reps: z.number().int(),
  e1rm: z.number(),
  at: z.string().nullable(),
});

export const recordSetSchema = z.object({
  kg: z.number(),
  reps: z.number().int(),
  isWarmup: z.boolean(),
  verification: cellVerificationSchema,
});

/** GET /api/clients/{id}/exercises/{exerciseId}/records: See PR and Last. */
export const exerciseRecordsResponseSchema = z.object({
  best: bestSetSchema.nullable(),
  /** The sets of the client's last session of the exercise. */
  last: z.object({ at: z.string().nullable(), sets: z.array(recordSetSchema) }).nullable(),
});
export type ExerciseRecordsResponse = z.infer<typeof exerciseRecordsResponseSchema>;
