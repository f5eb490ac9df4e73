import { z } from 'zod/mini';
import { sessionStateSchema } from './state';

export const sessionStatusSchema = z.enum(['live', 'finished']);
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

/** The workout a session was launched from, for 'Custom Workout Loaded: {name}'. */
export const sessionWorkoutSchema = z.object({ id: z.string(), name: z.string() });
export type SessionWorkout = z.infer<typeof sessionWorkoutSchema>;

/**
 * GET /api/sessions/{id}/state: the live state and its seq, the join code the session QR encodes,
 * whether it is live or finished, and its workout (null when started without one, or when the
 * workout was deleted since).
 */
export const sessionStateResponseSchema = z.object({
  state: sessionStateSchema,
  seq: z.number().check(z.int(), z.gte(0)),
  joinCode: z.string(),
  status: sessionStatusSchema,
  workout: z.nullable(sessionWorkoutSchema),
});
export type SessionStateResponse = z.infer<typeof sessionStateResponseSchema>;
