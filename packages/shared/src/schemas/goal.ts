import { z } from 'zod/mini';
import { idSchema, nameSchema } from './common';

/** A training goal (GET /api/training-goals). */
export const trainingGoalSchema = z.object({
  id: idSchema,
  name: nameSchema,
});
export type TrainingGoal = z.infer<typeof trainingGoalSchema>;
