import { z } from 'zod/mini';
import { text } from '../schemas/text';
import { sessionStateSchema } from './state';

export const SESSION_STATUSES = ['live', 'finished'] as const;
export const sessionStatusSchema = z.enum(SESSION_STATUSES);

/** The workout a session was launched from, for 'Custom Workout Loaded: {name}'. */
export const sessionWorkoutSchema = z.object({ id: text(), name: text() });

/**
 * GET /api/sessions/{id}/state: the live state and its seq, the join code the session QR encodes,
 * whether it is live or finished, and its workout (null when started without one, or when the
 * workout was deleted since).
 */
export const sessionStateResponseSchema = z.object({
  state: sessionStateSchema,
  seq: z.number().check(z.int(), z.gte(0)),
  joinCode: text(),
  status: sessionStatusSchema,
  workout: z.nullable(sessionWorkoutSchema),
});
export type SessionStateResponse = z.infer<typeof sessionStateResponseSchema>;

/**
 * POST /api/sessions: the new session's id and join code, with its state as the state route
 * answers it, so the live screen it opens paints without asking for it again.
 */
export const startedSessionResponseSchema = z.object({
  id: text(),
  joinCode: text(),
  session: sessionStateResponseSchema,
});
export type StartedSessionResponse = z.infer<typeof startedSessionResponseSchema>;

/**
 * One of the caller's sessions that has not finished: enough for 'Back to live session' (its
 * workout and how long it has run) without loading its state.
 */
export const liveSessionSchema = z.object({
  id: text(),
  joinCode: text(),
  /** When it was created (ISO); how long it has run counts from here. */
  startedAt: text(),
  /** Its last op (ISO), or its start when it has none: 12 hours after this it ends by itself. */
  lastActivityAt: text(),
  workout: z.nullable(sessionWorkoutSchema),
});
export type LiveSession = z.infer<typeof liveSessionSchema>;

/** GET /api/sessions/live: the caller's unfinished sessions, the most recently started first. */
export const liveSessionsResponseSchema = z.object({ sessions: z.array(liveSessionSchema) });
export type LiveSessionsResponse = z.infer<typeof liveSessionsResponseSchema>;

/** A live session a client is on the grid of (issue 30): their 'Back to live session'. */
export const athleteSessionSchema = z.object({
  id: text(),
  /** When it started (ISO). */
  startedAt: text(),
  workout: z.nullable(sessionWorkoutSchema),
});
export type AthleteSession = z.infer<typeof athleteSessionSchema>;

/** GET /api/sessions/taking-part: the live sessions whose grid holds the caller, newest first. */
export const athleteSessionsResponseSchema = z.object({ sessions: z.array(athleteSessionSchema) });
export type AthleteSessionsResponse = z.infer<typeof athleteSessionsResponseSchema>;

/** GET /api/sessions/{id}/plan: the session's exercises and phases, without its clients. */
export const sessionPlanSchema = z.pick(sessionStateSchema, {
  exercises: true,
  phases: true,
  activePhaseId: true,
});
