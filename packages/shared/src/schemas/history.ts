import { z } from 'zod/mini';
import { clientProgressSchema } from './client-area';
import { idSchema } from './common';
import { IMPORT_FORMATS } from './history-import';
import { cellVerificationSchema, setLoggerSchema } from './session-api';
import { text } from './text';

/** A set as the history shows it: what was logged for one client and exercise. */
export const loggedSetSchema = z.object({
  kg: z.nullable(z.number()),
  reps: z.nullable(z.number().check(z.int())),
  isWarmup: z.boolean(),
  verification: cellVerificationSchema,
  flag: text(),
  /** Its place in the cell's set list; null on a log that stood for the whole cell. */
  setIndex: z.nullable(z.number().check(z.int())),
  rpe: z.nullable(z.number()),
  /** Who logged it (coach or athlete); null when nobody recorded who. */
  loggedBy: z.nullable(setLoggerSchema),
});
export type LoggedSet = z.infer<typeof loggedSetSchema>;

const personSchema = z.object({ id: idSchema, name: text() });

/** One finished session in the trainer's Session History list. */
export const historySessionSchema = z.object({
  id: idSchema,
  /** When it ended (ISO); when it started, for a session that never recorded its end. */
  date: text(),
  workoutName: z.nullable(text()),
  /** Training the client logged on their own (its one client), not a coach's live session. */
  selfLogged: z.boolean(),
  /** The app a self-logged session was imported from (issue 33); null when logged in this one. */
  importedFrom: z.nullable(z.enum(IMPORT_FORMATS)),
  clients: z.array(personSchema),
  /** Sets logged, warm-ups included. */
  sets: z.number().check(z.int(), z.gte(0)),
  personalRecords: z.number().check(z.int(), z.gte(0)),
});
export type HistorySession = z.infer<typeof historySessionSchema>;

/** GET /api/history/sessions: the trainer's finished sessions, newest first. */
export const historySessionListSchema = z.array(historySessionSchema);

/** GET /api/history/sessions (and a client's page): optional filter by client. */
export const historySessionQuerySchema = z.object({ clientId: z.optional(z.guid()) });

const setLoadSchema = z.object({ kg: z.number(), reps: z.number() });

/** One client's exercise in a past session: its sets, summary card and comparison. */
export const historyExerciseSummarySchema = z.object({
  exerciseId: idSchema,
  name: text(),
  sets: z.array(loggedSetSchema),
  /** The set the card and the comparison are about: the heaviest working set by e1RM. */
  topSet: z.nullable(setLoadSchema),
  card: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('skip') }),
    z.object({ kind: z.literal('pr'), percent: z.nullable(z.number()) }),
    z.object({ kind: z.literal('verified'), percent: z.nullable(z.number()) }),
    z.object({ kind: z.literal('complete') }),
  ]),
  /** The top set of the client's previous session of this exercise, if any. */
  previous: z.nullable(z.extend(setLoadSchema, { date: text() })),
  comparison: z.object({
    status: z.enum(['new', 'improved', 'baseline']),
    percent: z.nullable(z.number()),
    regression: z.boolean(),
  }),
});
export type HistoryExerciseSummary = z.infer<typeof historyExerciseSummarySchema>;

/** GET /api/history/sessions/{id}: a finished session's read-only summary, per client. */
export const historySessionDetailSchema = z.object({
  session: historySessionSchema,
  clients: z.array(z.extend(personSchema, { exercises: z.array(historyExerciseSummarySchema) })),
});
export type HistorySessionDetail = z.infer<typeof historySessionDetailSchema>;

/** A client's estimated one-rep max on a training day. */
export const e1rmPointSchema = z.object({
  day: text(),
  e1rm: z.number(),
  kg: z.number(),
  reps: z.number(),
});
export type E1rmPoint = z.infer<typeof e1rmPointSchema>;

/** One exercise's progress: its best set ever and the best e1RM of each training day. */
export const exerciseProgressSchema = z.object({
  exerciseId: idSchema,
  name: text(),
  best: e1rmPointSchema,
  /** Sets that beat the client's earlier best e1RM of this exercise. */
  personalRecords: z.number().check(z.int(), z.gte(0)),
  points: z.array(e1rmPointSchema),
});

/**
 * One training in a client's own list: a live session they took part in or have sets in, or
 * training they logged themself. Only their own exercises and sets, never who else was there.
 */
export const clientTrainingSchema = z.object({
  /** The session's id. */
  id: idSchema,
  /** When it ended (ISO); a self-logged training is dated on the day the client gave. */
  date: text(),
  selfLogged: z.boolean(),
  /** The app it was imported from (issue 33); null when logged in this one. */
  importedFrom: z.nullable(z.enum(IMPORT_FORMATS)),
  workoutName: z.nullable(text()),
  /** The names of the client's exercises in it, in alphabetical order. */
  exercises: z.array(text()),
  /** The client's sets in it, warm-ups included. */
  sets: z.number().check(z.int(), z.gte(0)),
});
export type ClientTraining = z.infer<typeof clientTrainingSchema>;

/** GET /api/clients/{id}/history: e1RM per exercise, weekly volume and readiness over time. */
export const clientHistorySchema = z.object({
  client: personSchema,
  /** The same figures as the client home's (GET /api/users/{id}/progress). */
  progress: clientProgressSchema,
  exercises: z.array(exerciseProgressSchema),
  readiness: z.array(z.object({ day: text(), readiness: z.number() })),
  /** The client's latest trainings, newest first. */
  trainings: z.array(clientTrainingSchema),
});
export type ClientHistory = z.infer<typeof clientHistorySchema>;

/** GET /api/clients/{id}/export: a CSV zip (one table per file) or one JSON document. */
export const exportQuerySchema = z.object({ format: z._default(z.enum(['csv', 'json']), 'csv') });
export type ExportFormat = z.infer<typeof exportQuerySchema>['format'];
