import { z } from 'zod/mini';
import {
  MIN_QR_LENGTH,
  REPS_MAX,
  REPS_MIN,
  RPE_MAX,
  RPE_MIN,
  RPE_STEP,
  SET_LOG_MAX,
  SET_LOGGERS,
} from '../constants';
import { qrJoinMessages } from '../messages';
import { idSchema } from './common';
import { text } from './text';

/** POST /api/sessions: optional workout to hydrate the plan from (empty object by default). */
export const createSessionBodySchema = z.strictObject({
  workoutId: z.optional(idSchema),
});

/** POST /api/sessions, read for the new session's id only (its state: startedSessionResponseSchema). */
export const createSessionResponseSchema = z.object({
  id: idSchema,
  joinCode: text(),
});

/** The scanned session QR (a join code or a session id): trimmed, at least 3 characters. */
export const joinCodeSchema = text({ error: qrJoinMessages.invalidCode }).check(
  z.trim(),
  z.minLength(MIN_QR_LENGTH, qrJoinMessages.invalidCode),
  z.maxLength(100, qrJoinMessages.invalidCode),
);

/** How people type a join code: case, spaces and the dashes it is shown with do not matter. */
export const normaliseJoinCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** POST /api/sessions/{idOrJoinCode}/join. */
export const joinSessionResponseSchema = z.object({
  sessionId: idSchema,
  displayName: text(),
});
export type JoinSessionResponse = z.infer<typeof joinSessionResponseSchema>;

export const CELL_VERIFICATIONS = ['verified', 'flagged', 'dnp', 'none'] as const;
export const cellVerificationSchema = z.enum(CELL_VERIFICATIONS);
export type CellVerification = z.infer<typeof cellVerificationSchema>;

export const CELL_FLAGS = [
  'ok',
  'never-green',
  'mismatch-yellow',
  'injury-red',
  'lifestyle-red',
  'pr-purple',
  'blackout',
] as const;
export const cellFlagSchema = z.enum(CELL_FLAGS);
export type CellFlag = z.infer<typeof cellFlagSchema>;

/** RPE of a set: 6 to 10 in half points. */
export const rpeSchema = z.number().check(z.gte(RPE_MIN), z.lte(RPE_MAX), z.multipleOf(RPE_STEP));

export const setLoggerSchema = z.enum(SET_LOGGERS);
export type SetLogger = z.infer<typeof setLoggerSchema>;

/** Which set of a client's exercise in a session, from 0 (warm-ups first, as the cell lists them). */
export const setIndexSchema = z.number().check(z.int(), z.gte(0), z.lt(SET_LOG_MAX));

const MAX_KG = 1000;
const MAX_LOGS_PER_REQUEST = 2000;

/** One performed set of a session log. */
export const performedSetSchema = z.strictObject({
  /**
   * Made by the device: the same id posted again is logged once. A set without one is logged
   * each time it is posted.
   */
  id: z.optional(idSchema),
  clientId: idSchema,
  exerciseId: idSchema,
  kg: z.number().check(z.gte(0), z.lte(MAX_KG)),
  reps: z.number().check(z.int(), z.gte(REPS_MIN), z.lte(REPS_MAX)),
  isWarmup: z.boolean(),
  verification: cellVerificationSchema,
  flag: cellFlagSchema,
  /** Its place in the cell's set list; without it, the set stands for the whole cell. */
  setIndex: z.optional(setIndexSchema),
  rpe: z.optional(rpeSchema),
});
export type PerformedSet = z.infer<typeof performedSetSchema>;

/** POST /api/sessions/{id}/logs. */
export const sessionLogsBodySchema = z.strictObject({
  logs: z.array(performedSetSchema).check(z.maxLength(MAX_LOGS_PER_REQUEST)),
});

/** The answer of a route that applies a session op (end, add clients): the op's sequence number. */
export const sessionOpAppliedSchema = z.object({ ok: z.literal(true), seq: z.number() });

/** The answer of POST /api/sessions/{id}/logs (201): how many sets were new. */
export const sessionLogsSavedSchema = z.object({ ok: z.literal(true), count: z.number() });
