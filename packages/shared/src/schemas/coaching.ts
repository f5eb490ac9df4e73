import { z } from 'zod/mini';
import { cellVerificationSchema } from './session-api';
import { text } from './text';

/** A client's best set of an exercise (by estimated 1RM, from verified working sets). */
export const bestSetSchema = z.object({
  kg: z.number(),
  reps: z.number().check(z.int()),
  e1rm: z.number(),
  at: z.nullable(text()),
});

export const recordSetSchema = z.object({
  kg: z.number(),
  reps: z.number().check(z.int()),
  isWarmup: z.boolean(),
  verification: cellVerificationSchema,
});

/** GET /api/clients/{id}/exercises/{exerciseId}/records: See PR and Last. */
export const exerciseRecordsResponseSchema = z.object({
  best: z.nullable(bestSetSchema),
  /** The sets of the client's last session of the exercise. */
  last: z.nullable(z.object({ at: z.nullable(text()), sets: z.array(recordSetSchema) })),
});
export type ExerciseRecordsResponse = z.infer<typeof exerciseRecordsResponseSchema>;
