import { z } from 'zod/mini';
import {
  BODYWEIGHT_MAX_KG,
  KG_MAX,
  NAME_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  REPS_MAX,
  SETS_MAX,
} from '../constants';
import type { ApiIssue } from '../schemas/api-error';
import { isoTimestampSchema, toApiIssues } from '../schemas/common';
import { setIndexSchema } from '../schemas/session-api';
import { text } from '../schemas/text';
import {
  cellRefSchema,
  cellRefsSchema,
  cellValueSchema,
  exerciseSettingsPatchSchema,
  MAX_CELL_REFS,
  opClientProfileSchema,
  opExerciseProfileSchema,
  selectionFieldsSchema,
} from './op-payloads';
import {
  AUTO_SCORE_POINTS_MAX,
  CELL_VERIFICATIONS,
  type CellVerification,
  castLayoutSchema,
  cellFlagSchema,
  clientIssuesSchema,
  clientReadinessSchema,
  entityIdSchema,
  intensityLevelSchema,
  LAST_INITIAL_MAX_LENGTH,
  leaderboardMetricSchema,
  MAX_LIST_LENGTH,
  pairLetterSchema,
  ROTATE_SECONDS_MAX,
  ROTATE_SECONDS_MIN,
  rotateLayoutsSchema,
  rpeSchema,
  type SessionState,
  sessionGymSchema,
  setLoggerSchema,
  summaryModeSchema,
} from './state';
import { dropHostileKeys } from './untrusted';

export {
  type CellRef,
  type CellValue,
  cellRefSchema,
  MAX_CELL_REFS,
  opClientProfileSchema,
  opExerciseProfileSchema,
  selectionFieldsSchema,
} from './op-payloads';

/**
 * Version of the session realtime protocol: the op set, op payloads and socket events of this
 * module and `protocol.ts`. Bump it whenever an op or event changes shape or meaning. A client
 * sends it in the socket handshake; the server refuses a different version, because a client on
 * another version would apply ops differently and its grid would silently drift from the room's.
 */
export const SESSION_PROTOCOL_VERSION = 8;

const id = entityIdSchema;
const idList = z.array(id).check(z.minLength(1), z.maxLength(MAX_LIST_LENGTH));
const isoTime = isoTimestampSchema;
const name = text().check(z.maxLength(NAME_MAX_LENGTH));
const setIndex = setIndexSchema;

const emptyPayload = z.prefault(z.object({}), {});

function isVerification(value: string): value is CellVerification {
  return (CELL_VERIFICATIONS as readonly string[]).includes(value);
}

const stationPayload = z.prefault(z.object({ userId: z.optional(id), teamId: z.optional(id) }), {});

function op<T extends string, P extends z.ZodMiniType>(type: T, payload: P) {
  return z.object({ id: z.uuid(), type: z.literal(type), payload });
}

/**
 * Every live session operation. An op is `{id, type, payload}`; `id` is a uuid made by the
 * sender, so a retried op is applied once. Unknown keys are stripped; an op with a missing or
 * wrong-typed field does not parse and is ignored (spec 2, section 4).
 */
export const sessionOpSchema = z.discriminatedUnion('type', [
  /** Starts (or restarts after the end) the session; the sender's clock gives the time. */
  op('session:start', z.object({ startedAt: isoTime })),
  op('session:end', z.prefault(z.object({ finishedAt: z.optional(isoTime) }), {})),
  op(
    'clients:add',
    z.object({
      clientIds: idList,
      clients: z.optional(z.array(opClientProfileSchema).check(z.maxLength(MAX_LIST_LENGTH))),
    }),
  ),
  /** The spec's single-client form (`client:add {userId}`). */
  op('client:add', z.object({ userId: id, client: z.optional(opClientProfileSchema) })),
  op('clients:remove', z.object({ clientIds: idList })),
  op(
    'exercises:add',
    z.object({
      exerciseIds: idList,
      exercises: z.optional(z.array(opExerciseProfileSchema).check(z.maxLength(MAX_LIST_LENGTH))),
    }),
  ),
  op('exercises:remove', z.object({ exerciseIds: idList })),
  op(
    'cell:update',
    z.object({
      exerciseId: id,
      userId: id,
      value: cellValueSchema,
      /**
       * The same fields as the sender's grid showed them when the edit was made (protocol 4): a
       * value that differs by the time the server applies it was changed by another device
       * meanwhile, and that device is told its value was replaced (`unseenOverwrite`).
       */
      seen: z.optional(cellValueSchema),
    }),
  ),
  op(
    'cell:verify',
    z.object({
      exerciseId: id,
      userId: id,
      // Any other verification string becomes none (spec 2, section 4).
      verification: z.pipe(
        text().check(z.maxLength(32)),
        z.transform((v): CellVerification => (isVerification(v) ? v : 'none')),
      ),
      /**
       * Which set (protocol 5): one logged set by index, or `cell` for every logged set and the
       * current one. Without either, the set the coach sees (`defaultVerifyIndex`).
       */
      setIndex: z.optional(setIndex),
      scope: z.optional(z.literal('cell')),
    }),
  ),
  /**
   * A performed set (protocol 5): logging an index again corrects it, and one past the last adds
   * a set beyond the prescription. Logging the current set moves the cell on to the next. `by`
   * is the server's to say (the sender's role); a device's own is replaced.
   */
  op(
    'set:log',
    z.object({
      exerciseId: id,
      clientId: id,
      setIndex,
      kg: z.number().check(z.gte(0)),
      reps: z.number().check(z.int(), z.gte(0), z.lte(REPS_MAX)),
      rpe: z.optional(rpeSchema),
      by: z.optional(setLoggerSchema),
    }),
  ),
  /** A set logged by mistake (protocol 5). */
  op('set:remove', z.object({ exerciseId: id, clientId: id, setIndex })),
  op('cell:blackout', z.object({ exerciseId: id, userId: id })),
  /** Warm Up: given cells, or every cell when none are given. */
  op('warmup:toggle', z.prefault(z.object({ cells: z.optional(cellRefsSchema) }), {})),
  /** Intensity of the given cells, or the session's when none are given. */
  op('intensity:set', z.object({ level: intensityLevelSchema, cells: z.optional(cellRefsSchema) })),
  /** Pairs the exercises under a letter, or unpairs them with null. */
  op('pairing:set', z.object({ exerciseIds: idList, letter: z.nullable(pairLetterSchema) })),
  op('phase:add', z.prefault(z.object({ id: z.optional(id), name: z.optional(name) }), {})),
  op('phase:active', z.object({ phaseId: id })),
  /** Part of the spec's op set, and ignored by it; any payload is accepted and dropped. */
  op(
    'phase:set',
    z.pipe(
      z.unknown(),
      z.transform((): Record<string, never> => ({})),
    ),
  ),
  op('phase:exercise:add', z.object({ phaseId: id, exerciseId: id })),
  op('phase:exercise:remove', z.object({ phaseId: id, exerciseId: id })),
  /** Toggles the exercise's pair group for a client. */
  op('client:assign', z.object({ userId: id, exerciseId: id })),
  /** Toggles the exercise's pair group for a team. */
  op('team:assign', z.object({ teamId: id, exerciseId: id })),
  op('client:team', z.object({ userId: id, teamId: id })),
  op('team:portion', z.object({ teamId: id, letter: z.nullable(pairLetterSchema) })),
  /** Sets a team's score, or adds `delta` to it. */
  op(
    'team:score',
    z.object({
      teamId: id,
      score: z.optional(z.number().check(z.int(), z.gte(-99_999), z.lte(99_999))),
      delta: z.optional(z.number().check(z.int(), z.gte(-1000), z.lte(1000))),
    }),
  ),
  /** Moves a client's, a team's, or (with neither) everyone's assignments one station on. */
  op('station:next', stationPayload),
  op('station:previous', stationPayload),
  op('selection:set', z.prefault(selectionFieldsSchema, {})),
  op(
    'note:add',
    z.discriminatedUnion('scope', [
      z.object({
        scope: z.literal('trainee'),
        userId: id,
        text: text().check(z.trim(), z.maxLength(NOTE_MAX_LENGTH)),
        noteId: z.optional(id),
        at: z.optional(isoTime),
      }),
      z.object({
        scope: z.literal('cell'),
        exerciseId: id,
        userId: id,
        text: text().check(z.trim(), z.maxLength(NOTE_MAX_LENGTH)),
        noteId: z.optional(id),
        at: z.optional(isoTime),
      }),
    ]),
  ),
  op('summary:mode', z.object({ mode: summaryModeSchema })),
  op('cast:connected', z.object({ screenId: id, connectedAt: isoTime })),
  op('cast:disconnected', emptyPayload),
  op('cast:qr:visibility', z.object({ visible: z.boolean() })),
  /**
   * The TV's layout and, for `rotate`, the seconds each layout shows (protocol 7) and the layouts
   * it cycles through (protocol 8).
   */
  op(
    'cast:layout',
    z.object({
      layout: castLayoutSchema,
      rotateSeconds: z.optional(
        z.number().check(z.int(), z.gte(ROTATE_SECONDS_MIN), z.lte(ROTATE_SECONDS_MAX)),
      ),
      rotateLayouts: z.optional(rotateLayoutsSchema),
    }),
  ),
  /** The challenge whose board the TV's `challenge` layout shows; null: none (protocol 8). */
  op('cast:challenge', z.object({ challengeId: z.nullable(id) })),
  /** What the TV's individual board ranks by (protocol 7); `exerciseId` for the e1RM metric. */
  op(
    'cast:leaderboard',
    z.object({ metric: leaderboardMetricSchema, exerciseId: z.optional(z.nullable(id)) }),
  ),
  /** Auto-scoring (protocol 7): points per verified set for the client's team; 0 turns it off. */
  op(
    'score:auto',
    z.object({ points: z.number().check(z.int(), z.gte(0), z.lte(AUTO_SCORE_POINTS_MAX)) }),
  ),
  /** Warm-up and build-up settings for the session, one exercise, or one pair letter. */
  op(
    'exercise:settings',
    z.discriminatedUnion('scope', [
      z.object({ scope: z.literal('global'), settings: exerciseSettingsPatchSchema }),
      z.object({
        scope: z.literal('exercise'),
        exerciseId: id,
        settings: exerciseSettingsPatchSchema,
      }),
      z.object({
        scope: z.literal('pair'),
        letter: pairLetterSchema,
        settings: exerciseSettingsPatchSchema,
      }),
    ]),
  ),
  /** Enters assign mode for an exercise; the same exercise again, or null, leaves it. */
  op('assign:mode', z.object({ exerciseId: z.nullable(id) })),
  op('set:current', z.object({ set: z.number().check(z.int(), z.gte(1), z.lte(99)) })),
  /**
   * Server-made: what the client's history says about cells (previous set, e1RM, best, percent
   * above the best), their coaching flag, and the workout's plan for cells not yet filled in; a
   * null clears a field.
   */
  op(
    'cells:coach',
    z.object({
      cells: z
        .array(
          z.extend(cellRefSchema, {
            previousKg: z.optional(z.nullable(z.number().check(z.gte(0)))),
            previousReps: z.optional(z.nullable(z.number().check(z.gte(0)))),
            percentAboveMax: z.optional(z.nullable(z.number())),
            e1rm: z.optional(z.nullable(z.number().check(z.gte(0)))),
            bestE1rm: z.optional(z.nullable(z.number().check(z.gte(0)))),
            flag: z.optional(cellFlagSchema),
            /** The workout's plan for the cell; applied only to a cell nobody has filled in. */
            plan: z.optional(
              z.object({
                kg: z.number().check(z.gte(0)),
                reps: z.number().check(z.int(), z.gte(0), z.lte(REPS_MAX)),
                sets: z.number().check(z.int(), z.gte(1), z.lte(SETS_MAX)),
              }),
            ),
          }),
        )
        .check(z.minLength(1), z.maxLength(MAX_CELL_REFS)),
    }),
  ),
  /** Server-made: a client's issues (the '!' badge) after their data changed. */
  op('client:issues', z.object({ userId: id, issues: z.partial(clientIssuesSchema) })),
  /** Server-made (protocol 6): the gym's unit and equipment, when the session starts or they change. */
  op('gym:floor', sessionGymSchema),
  /**
   * Server-made (protocol 6): a client's readiness today and the load change the gym's rule gives
   * it, after they check in (null: no check-in today, so no change).
   */
  op('client:readiness', z.object({ userId: id, readiness: z.nullable(clientReadinessSchema) })),
  /**
   * Server-made (protocol 8): a client's name, TV name choice and bodyweight after they changed
   * their profile, so a TV stops showing a name the moment its owner asks it to.
   */
  op(
    'client:profile',
    z.object({
      userId: id,
      firstName: name,
      lastInitial: z.nullable(text().check(z.maxLength(LAST_INITIAL_MAX_LENGTH))),
      tvInitials: z.boolean(),
      bodyweightKg: z.nullable(z.number().check(z.positive(), z.lte(BODYWEIGHT_MAX_KG))),
    }),
  ),
  /**
   * The coach accepts (true) or declines (false) today's readiness change of a client's load, for
   * one exercise or (without one) every exercise of theirs on the grid (protocol 6).
   */
  op('load:readiness', z.object({ userId: id, exerciseId: z.optional(id), accept: z.boolean() })),
  /**
   * The coach sets a client's working load for an exercise (protocol 6): the working sets not yet
   * done take it, and the warm-up and build-up ramp to it again.
   */
  op(
    'load:working',
    z.object({
      exerciseId: id,
      userId: id,
      kg: z.number().check(z.gte(0), z.lte(KG_MAX)),
    }),
  ),
]);

/** A parsed, normalised session op. */
export type SessionOp = z.infer<typeof sessionOpSchema>;
/** An op as a sender writes it (before defaults and normalisation). */
export type SessionOpInput = z.input<typeof sessionOpSchema>;
export type SessionOpType = SessionOp['type'];
export type SessionOpOf<T extends SessionOpType> = Extract<SessionOp, { type: T }>;

/**
 * The rule for one op type (or several sharing one rule): pure and total, and it returns the very
 * state it was given when the op changes nothing, so unchanged parts keep their identity.
 */
export type OpReducer<T extends SessionOpType> = (
  state: SessionState,
  op: SessionOpOf<T>,
) => SessionState;

export const SESSION_OP_TYPES: readonly SessionOpType[] = sessionOpSchema.def.options.map(
  (option) => option.shape.type.def.values[0],
);

/**
 * An op read from untrusted input, or the issues that refuse it (each with its field's path, as
 * an HTTP 400 names them), for the ack a device gets back.
 */
export function checkSessionOp(input: unknown): { op: SessionOp } | { issues: ApiIssue[] } {
  try {
    const parsed = sessionOpSchema.safeParse(dropHostileKeys(input));
    return parsed.success ? { op: parsed.data } : { issues: toApiIssues(parsed.error) };
  } catch {
    // A getter or proxy in the input can throw while it is copied; such input is not an op.
    return { issues: [] };
  }
}

/**
 * Validates untrusted input as a session op: hostile keys are dropped first, then the schema
 * applies. Returns null for anything that is not a valid op; never throws.
 */
export function parseSessionOp(input: unknown): SessionOp | null {
  const checked = checkSessionOp(input);
  return 'op' in checked ? checked.op : null;
}
