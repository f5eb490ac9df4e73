import { z } from 'zod/mini';
import {
  BUILD_UP_MAX_SETS,
  NAME_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  REPS_MAX,
  SETS_MAX,
} from '../constants';
import type { ApiIssue } from '../schemas/api-error';
import { isoTimestampSchema, toApiIssues } from '../schemas/common';
import { text } from '../schemas/text';
import {
  buildUpPatternSchema,
  CELL_VERIFICATIONS,
  type CellVerification,
  cellFlagSchema,
  clientIssuesSchema,
  entityIdSchema,
  intensityLevelSchema,
  LAST_INITIAL_MAX_LENGTH,
  MAX_LIST_LENGTH,
  pairLetterSchema,
  rmAnchorSchema,
  type SessionState,
  selectionModeSchema,
  selectionTypeSchema,
  summaryModeSchema,
} from './state';
import { dropHostileKeys } from './untrusted';

/**
 * Version of the session realtime protocol: the op set, op payloads and socket events of this
 * module and `protocol.ts`. Bump it whenever an op or event changes shape or meaning. A client
 * sends it in the socket handshake; the server refuses a different version, because a client on
 * another version would apply ops differently and its grid would silently drift from the room's.
 */
export const SESSION_PROTOCOL_VERSION = 4;

/** Cell references an op may carry: a full grid selection (rows times 8 clients) fits. */
export const MAX_CELL_REFS = 800;

const id = entityIdSchema;
const idList = z.array(id).check(z.minLength(1), z.maxLength(MAX_LIST_LENGTH));
const isoTime = isoTimestampSchema;
const name = text().check(z.maxLength(NAME_MAX_LENGTH));

/** A client's profile, carried by server-made `clients:add` ops for clients the state lacks. */
export const opClientProfileSchema = z.object({
  id,
  firstName: name,
  /** The last name's initial: a profile carries no more of the last name than the state keeps. */
  lastInitial: z.optional(z.nullable(text().check(z.maxLength(LAST_INITIAL_MAX_LENGTH)))),
  sex: z.optional(z.nullable(text().check(z.maxLength(16)))),
  teamId: z.optional(z.nullable(id)),
});

/** An exercise from the library, carried by `exercises:add` for exercises the state lacks. */
export const opExerciseProfileSchema = z.object({
  id,
  name,
  type: z.optional(z.nullable(text().check(z.maxLength(32)))),
});

export const cellRefSchema = z.object({ exerciseId: id, userId: id });
export type CellRef = z.infer<typeof cellRefSchema>;
const cellRefs = z.array(cellRefSchema).check(z.maxLength(MAX_CELL_REFS));

const emptyPayload = z.prefault(z.object({}), {});

/** What `cell:update` may set on a cell. */
const cellValueSchema = z.object({
  kg: z.optional(z.number()),
  reps: z.optional(z.number()),
  flag: z.optional(cellFlagSchema),
  isWarmup: z.optional(z.boolean()),
  intensity: z.optional(z.nullable(intensityLevelSchema)),
});
export type CellValue = z.infer<typeof cellValueSchema>;

function isVerification(value: string): value is CellVerification {
  return (CELL_VERIFICATIONS as readonly string[]).includes(value);
}

const exerciseSettingsPatchSchema = z.object({
  rm: z.optional(rmAnchorSchema),
  warmupPercent: z.optional(z.number()),
  buildUp: z.optional(z.boolean()),
  warmups: z.optional(z.array(z.number()).check(z.maxLength(BUILD_UP_MAX_SETS))),
  pattern: z.optional(buildUpPatternSchema),
});

/**
 * A grid selection as a device sends it: the `selection:set` op's payload and, with the session
 * id, the payload of the `selection:set` event relayed to the room (protocol.ts).
 */
export const selectionFieldsSchema = z.object({
  rowIds: z._default(z.array(id).check(z.maxLength(MAX_LIST_LENGTH)), []),
  colIds: z._default(z.array(id).check(z.maxLength(MAX_LIST_LENGTH)), []),
  mode: z._default(z.nullable(selectionModeSchema), null),
  userId: z._default(z.nullable(id), null),
  exerciseId: z._default(z.nullable(id), null),
  selectionType: z._default(z.nullable(selectionTypeSchema), null),
});

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
    }),
  ),
  op('cell:blackout', z.object({ exerciseId: id, userId: id })),
  /** Warm Up: given cells, or every cell when none are given. */
  op('warmup:toggle', z.prefault(z.object({ cells: z.optional(cellRefs) }), {})),
  /** Intensity of the given cells, or the session's when none are given. */
  op('intensity:set', z.object({ level: intensityLevelSchema, cells: z.optional(cellRefs) })),
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
 * Validates untrusted input as a session op: hostile keys are dropped first, then the schema
 * applies. Returns null for anything that is not a valid op; never throws.
 */
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

export function parseSessionOp(input: unknown): SessionOp | null {
  const checked = checkSessionOp(input);
  return 'op' in checked ? checked.op : null;
}

export { isServerOnlyOp, OP_ORIGINS, type OpOrigin } from './op-policy';

/**
 * The people (client user ids) an op names, each of whom the actor must be allowed to act on.
 * The ids an op only refers to in passing (exercises, teams, phases) are not people.
 */
export function peopleNamedBy(op: SessionOp): string[] {
  switch (op.type) {
    case 'clients:add':
    case 'clients:remove':
      return [...op.payload.clientIds];
    case 'client:add':
    case 'cell:update':
    case 'cell:verify':
    case 'cell:blackout':
    case 'client:assign':
    case 'client:team':
    case 'note:add':
    case 'client:issues':
      return [op.payload.userId];
    case 'cells:coach':
      return [...new Set(op.payload.cells.map((cell) => cell.userId))];
    case 'warmup:toggle':
    case 'intensity:set':
      return (op.payload.cells ?? []).map((cell) => cell.userId);
    case 'station:next':
    case 'station:previous':
      return op.payload.userId === undefined ? [] : [op.payload.userId];
    case 'selection:set':
      return [...op.payload.colIds, ...(op.payload.userId === null ? [] : [op.payload.userId])];
    case 'session:start':
    case 'session:end':
    case 'exercises:add':
    case 'exercises:remove':
    case 'pairing:set':
    case 'phase:add':
    case 'phase:active':
    case 'phase:set':
    case 'phase:exercise:add':
    case 'phase:exercise:remove':
    case 'team:assign':
    case 'team:portion':
    case 'team:score':
    case 'summary:mode':
    case 'cast:connected':
    case 'cast:disconnected':
    case 'cast:qr:visibility':
    case 'exercise:settings':
    case 'assign:mode':
    case 'set:current':
      return [];
  }
}
