import { z } from 'zod/mini';
import { BUILD_UP_MAX_SETS, NAME_MAX_LENGTH } from '../constants';
import { text } from '../schemas/text';
import {
  buildUpPatternSchema,
  cellFlagSchema,
  entityIdSchema,
  intensityLevelSchema,
  LAST_INITIAL_MAX_LENGTH,
  MAX_LIST_LENGTH,
  rmAnchorSchema,
  selectionModeSchema,
  selectionTypeSchema,
} from './state';

// The parts of session op payloads that several ops, or the protocol's events, share.

/** Cell references an op may carry: a full grid selection (rows times 8 clients) fits. */
export const MAX_CELL_REFS = 800;

const id = entityIdSchema;
const name = text().check(z.maxLength(NAME_MAX_LENGTH));

/** A client's profile, carried by server-made `clients:add` ops for clients the state lacks. */
export const opClientProfileSchema = z.object({
  id,
  firstName: name,
  /** The last name's initial: a profile carries no more of the last name than the state keeps. */
  lastInitial: z.optional(z.nullable(text().check(z.maxLength(LAST_INITIAL_MAX_LENGTH)))),
  /** The client appears on the gym TV by their initials only. */
  tvInitials: z.optional(z.literal(true)),
  /** The profile's bodyweight (kg), for the relative-strength board. */
  bodyweightKg: z.optional(z.nullable(z.number())),
  sex: z.optional(z.nullable(text().check(z.maxLength(16)))),
  teamId: z.optional(z.nullable(id)),
});

/** An exercise from the library, carried by `exercises:add` for exercises the state lacks. */
export const opExerciseProfileSchema = z.object({
  id,
  name,
  type: z.optional(z.nullable(text().check(z.maxLength(32)))),
  /** The library's equipment ('barbell', 'dumbbell'...): what the exercise is loaded on. */
  equipment: z.optional(z.nullable(text().check(z.maxLength(NAME_MAX_LENGTH)))),
});

export const cellRefSchema = z.object({ exerciseId: id, userId: id });
export type CellRef = z.infer<typeof cellRefSchema>;
export const cellRefsSchema = z.array(cellRefSchema).check(z.maxLength(MAX_CELL_REFS));

/** What `cell:update` may set on a cell. */
export const cellValueSchema = z.object({
  kg: z.optional(z.number()),
  reps: z.optional(z.number()),
  flag: z.optional(cellFlagSchema),
  isWarmup: z.optional(z.boolean()),
  intensity: z.optional(z.nullable(intensityLevelSchema)),
});
export type CellValue = z.infer<typeof cellValueSchema>;

/** What `exercise:settings` may change, for the session, one exercise or one pair letter. */
export const exerciseSettingsPatchSchema = z.object({
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
