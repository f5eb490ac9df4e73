import { z } from 'zod';
import {
  BUILD_UP_DEFAULT_PERCENTS,
  BUILD_UP_MAX_SETS,
  DEFAULT_INTENSITY_LEVEL,
  DEFAULT_RM_ANCHOR,
  GRID_MAX_CLIENTS,
  INTENSITY_LEVELS,
  LIVE_PAIR_LETTERS,
  MAX_PHASES,
  NAME_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  REPS_MAX,
  WARMUP_PERCENT_DEFAULT,
} from '../constants';
import {
  type ExerciseType,
  exerciseTypeSchema,
  strictExerciseTypeSchema,
} from '../schemas/exercise';
import { cellFlagSchema, cellVerificationSchema } from '../schemas/session-api';
import { assignPairLetter, normalisePairing, pairColor } from './pairing';

// A cell's verification and flag are the ones a session log stores, so they are defined once,
// with the log's schema.
export {
  CELL_FLAGS,
  CELL_VERIFICATIONS,
  type CellFlag,
  type CellVerification,
  cellFlagSchema,
  cellVerificationSchema,
} from '../schemas/session-api';

/** Object keys that would reach a prototype if used as a record key; never valid ids. */
export const HOSTILE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export const MAX_ID_LENGTH = 64;
/** Bound on any list an op carries, and on the known (selected plus available) clients or exercises. */
export const MAX_LIST_LENGTH = 200;
export const MAX_KNOWN_ENTITIES = 1000;
/** Notes kept per trainee or cell; the oldest go first (the op log keeps them all). */
export const MAX_NOTES_PER_TARGET = 200;
/** Free-text lists in client issues (injuries, soreness...). */
export const MAX_ISSUE_ITEMS = 50;
export const COLOR_MAX_LENGTH = 32;
export const DEFAULT_TEAM_COLOR = '#9CA3AF';

/** Id of a client, exercise, team or phase: 1-64 characters, never a prototype key. */
export const entityIdSchema = z
  .string()
  .min(1)
  .max(MAX_ID_LENGTH)
  .refine((value) => !HOSTILE_KEYS.has(value), 'Reserved id');

export const pairLetterSchema = z.enum(LIVE_PAIR_LETTERS);
export type PairLetter = z.infer<typeof pairLetterSchema>;

export const sexSchema = z.enum(['M', 'F']);
export type Sex = z.infer<typeof sexSchema>;

export const intensityLevelSchema = z.enum(INTENSITY_LEVELS);

export const summaryModeSchema = z.enum(['progress', 'comparison']);
export type SummaryMode = z.infer<typeof summaryModeSchema>;

export const selectionModeSchema = z.enum(['kg', 'reps']);
export const selectionTypeSchema = z.enum(['all', 'column', 'row', 'pair', 'cell']);

const nameSchema = z.string().max(NAME_MAX_LENGTH);
const colorSchema = z.string().max(COLOR_MAX_LENGTH);

export const teamSchema = z.object({
  id: entityIdSchema,
  name: nameSchema,
  colorHex: colorSchema,
  score: z.number().int(),
});
export type Team = z.infer<typeof teamSchema>;

/** A client on the grid (or available to add), with their team's name and colour copied in. */
export const sessionClientSchema = z.object({
  id: entityIdSchema,
  firstName: nameSchema,
  sex: sexSchema,
  teamId: entityIdSchema.nullable(),
  teamColor: colorSchema.nullable(),
  teamName: nameSchema.nullable(),
});
export type SessionClient = z.infer<typeof sessionClientSchema>;

export const sessionExerciseSchema = z.object({
  id: entityIdSchema,
  name: nameSchema,
  type: strictExerciseTypeSchema,
  pairing: pairLetterSchema.nullable(),
  pairColor: colorSchema.nullable(),
});
export type SessionExercise = z.infer<typeof sessionExerciseSchema>;

/** The part of a workout's per-exercise parameters the live session keeps (reps prescription). */
export const phaseExerciseParamsSchema = z.object({
  warmup: z.object({ pctOfWorking: z.number(), sets: z.number(), reps: z.number() }).optional(),
  reps: z.object({ minReps: z.number(), maxReps: z.number() }).optional(),
  sets: z.object({ sets: z.number() }).optional(),
});
export type PhaseExerciseParams = z.infer<typeof phaseExerciseParamsSchema>;

export const sessionPhaseSchema = z.object({
  id: entityIdSchema,
  name: nameSchema,
  /** Selected exercises of this phase, in order. */
  exerciseIds: z.array(entityIdSchema),
  /** Derived from the exercises' pair letters: index = letter position (a = 0), ids sorted. */
  exercisePairs: z.array(z.array(entityIdSchema)),
  exerciseParams: z.record(entityIdSchema, phaseExerciseParamsSchema),
});
export type SessionPhase = z.infer<typeof sessionPhaseSchema>;

export const cellSchema = z.object({
  kg: z.number().min(0),
  reps: z.number().int().min(0).max(REPS_MAX),
  isWarmup: z.boolean(),
  verification: cellVerificationSchema,
  flag: cellFlagSchema,
  /** Null follows the session's intensity. */
  intensity: intensityLevelSchema.nullable(),
  previousKg: z.number().optional(),
  previousReps: z.number().optional(),
  percentAboveMax: z.number().optional(),
});
export type Cell = z.infer<typeof cellSchema>;

export const noteSchema = z.object({
  id: entityIdSchema,
  text: z.string().min(1).max(NOTE_MAX_LENGTH),
  /** When the note was written, from the op that added it (ISO time), if it said. */
  at: z.string().max(40).nullable(),
});
export type Note = z.infer<typeof noteSchema>;

const issueListSchema = z.array(z.string().max(NAME_MAX_LENGTH)).max(MAX_ISSUE_ITEMS);

export const clientIssuesSchema = z.object({
  poorLifestyle: z.boolean(),
  mismatch2x: z.boolean(),
  injuries: issueListSchema,
  soreness: issueListSchema,
  neverDone: issueListSchema,
  note: z.string().max(NOTE_MAX_LENGTH).nullable(),
});
export type ClientIssues = z.infer<typeof clientIssuesSchema>;

export const rmAnchorSchema = z.union([z.literal(1), z.literal(3), z.literal(5)]);
export const buildUpPatternSchema = z.enum(['pyramid', 'reverse']);

export const exerciseSettingsSchema = z.object({
  rm: rmAnchorSchema,
  warmupPercent: z.number(),
  buildUp: z.boolean(),
  /** Build-up set percents, at most 5. */
  warmups: z.array(z.number()).max(BUILD_UP_MAX_SETS),
  pattern: buildUpPatternSchema,
});
export type ExerciseSettings = z.infer<typeof exerciseSettingsSchema>;

export const sessionExerciseSettingsSchema = z.object({
  global: exerciseSettingsSchema,
  perExercise: z.record(entityIdSchema, exerciseSettingsSchema),
  perPair: z.partialRecord(pairLetterSchema, exerciseSettingsSchema),
});
export type SessionExerciseSettings = z.infer<typeof sessionExerciseSettingsSchema>;

export const selectionSchema = z.object({
  /** Exercise ids (grid rows). */
  rowIds: z.array(entityIdSchema),
  /** Client ids (grid columns). */
  colIds: z.array(entityIdSchema),
  mode: selectionModeSchema.nullable(),
  /** The single selected cell, when one is. */
  userId: entityIdSchema.nullable(),
  exerciseId: entityIdSchema.nullable(),
  selectionType: selectionTypeSchema.nullable(),
});
export type Selection = z.infer<typeof selectionSchema>;

export const castConnectionSchema = z.object({
  screenId: entityIdSchema,
  connectedAt: z.string().max(40),
  status: z.literal('connected'),
});
export type CastConnection = z.infer<typeof castConnectionSchema>;

const setLoadSchema = z.object({ kg: z.number(), reps: z.number() });

/** Cell values before the warm-up toggle changed them, restored on the second press. */
export const warmupSnapshotSchema = z.record(
  entityIdSchema,
  z.record(entityIdSchema, setLoadSchema),
);

const assignmentsSchema = z.record(entityIdSchema, z.record(entityIdSchema, z.literal(true)));

/**
 * The live session as every device holds it. `clients` and `exercises` are the grid's columns and
 * rows (selected); `availableClients` and `availableExercises` are the rest. Cells are keyed by
 * exercise id, then client id, and exist exactly for every selected pair.
 */
export const sessionStateSchema = z.object({
  phases: z.array(sessionPhaseSchema).min(1),
  activePhaseId: entityIdSchema,
  teams: z.array(teamSchema),
  clients: z.array(sessionClientSchema).max(GRID_MAX_CLIENTS),
  exercises: z.array(sessionExerciseSchema),
  availableClients: z.array(sessionClientSchema),
  availableExercises: z.array(sessionExerciseSchema),
  cells: z.record(entityIdSchema, z.record(entityIdSchema, cellSchema)),
  /** Team id to exercise id to true. */
  teamAssignments: assignmentsSchema,
  /** Client id to exercise id to true. */
  individualAssignments: assignmentsSchema,
  /** Team id to the pair letter the team is working on. */
  teamPortion: z.record(entityIdSchema, pairLetterSchema),
  /** Position of the highlighted station among the letters in use (or exercises, unpaired). */
  activeStationIndex: z.number().int().min(0),
  clientIssues: z.record(entityIdSchema, clientIssuesSchema),
  notes: z.object({
    byTrainee: z.record(entityIdSchema, z.array(noteSchema)),
    byCell: z.record(entityIdSchema, z.record(entityIdSchema, z.array(noteSchema))),
  }),
  started: z.boolean(),
  startedAt: z.string().max(40).nullable(),
  finished: z.boolean(),
  finishedAt: z.string().max(40).nullable(),
  currentSet: z.number().int().min(1),
  pairHighlight: pairLetterSchema.nullable(),
  exerciseSettings: sessionExerciseSettingsSchema,
  selection: selectionSchema,
  castConnection: castConnectionSchema.nullable(),
  castJoinQrVisible: z.boolean(),
  summaryMode: summaryModeSchema,
  assignModeExerciseId: entityIdSchema.nullable(),
  /** The session's intensity; cells with a null intensity follow it. */
  intensity: intensityLevelSchema,
  warmupSnapshot: warmupSnapshotSchema,
});
export type SessionState = z.infer<typeof sessionStateSchema>;

export const NO_CLIENT_ISSUES: ClientIssues = {
  poorLifestyle: false,
  mismatch2x: false,
  injuries: [],
  soreness: [],
  neverDone: [],
  note: null,
};

export const DEFAULT_PHASE_ID = 'phase-1';

export const DEFAULT_EXERCISE_SETTINGS: ExerciseSettings = {
  rm: DEFAULT_RM_ANCHOR,
  warmupPercent: WARMUP_PERCENT_DEFAULT,
  buildUp: false,
  warmups: [...BUILD_UP_DEFAULT_PERCENTS],
  pattern: 'pyramid',
};

export const EMPTY_SELECTION: Selection = {
  rowIds: [],
  colIds: [],
  mode: null,
  userId: null,
  exerciseId: null,
  selectionType: null,
};

export function emptyCell(): Cell {
  return {
    kg: 0,
    reps: 0,
    isWarmup: false,
    verification: 'none',
    flag: 'ok',
    intensity: null,
  };
}

/** The phase name 'Phase N'. */
export function phaseName(n: number): string {
  return `Phase ${n}`;
}

/** Sex as the session shows it: 'F' for female, otherwise male (spec 2, section 3). */
export function toSessionSex(value: unknown): Sex {
  if (typeof value !== 'string') return 'M';
  const v = value.trim().toLowerCase();
  return v === 'f' || v === 'female' ? 'F' : 'M';
}

/** Exercise type in lists: compound, accessory or custom; anything else is compound. */
export function toExerciseType(value: unknown): ExerciseType {
  return exerciseTypeSchema.parse(value);
}

function isValidId(value: unknown): value is string {
  return entityIdSchema.safeParse(value).success;
}

function clip(value: unknown, max: number): string {
  return typeof value === 'string' ? value.slice(0, max) : '';
}

export interface SessionTeamInput {
  id: string;
  name: string;
  colorHex?: string | null;
  score?: number | null;
}

export interface SessionClientInput {
  id: string;
  firstName: string;
  /** 'F' or 'female' is female; anything else male. */
  sex?: string | null;
  teamId?: string | null;
}

export interface SessionExerciseInput {
  id: string;
  name: string;
  /** compound, accessory or custom; anything else is compound. */
  type?: string | null;
  /** Pair letter a..j (any case). */
  pairing?: string | null;
}

export interface SessionPhaseInput {
  id: string;
  name?: string | null;
  exerciseIds?: readonly string[];
  /** Builder pairs: index = letter position (A or a = 0), each a list of exercise ids. */
  exercisePairs?: readonly (readonly string[])[];
  exerciseParams?: Readonly<Record<string, unknown>>;
}

export interface SessionCellHistoryInput {
  previousKg?: number;
  previousReps?: number;
  percentAboveMax?: number;
  /** A coaching flag worked out before the session (never-green, injury-red...). */
  flag?: string;
}

export interface SessionStateInput {
  /** Clients for the grid, in column order; beyond 8 they go to the available list. */
  clients?: readonly SessionClientInput[];
  availableClients?: readonly SessionClientInput[];
  /** Exercises for the grid, in row order. */
  exercises?: readonly SessionExerciseInput[];
  /** The rest of the exercise library (the add-exercise picker). */
  availableExercises?: readonly SessionExerciseInput[];
  teams?: readonly SessionTeamInput[];
  /** Workout plan phases; exercises they name are put on the grid. Default: one 'Phase 1'. */
  phases?: readonly SessionPhaseInput[];
  activePhaseId?: string | null;
  /** Plan pairings: pair letter (any case) to exercise ids. */
  pairings?: Readonly<Record<string, readonly string[]>>;
  clientIssues?: Readonly<Record<string, Partial<ClientIssues>>>;
  /** Known history per exercise id, then client id. */
  cellHistory?: Readonly<Record<string, Readonly<Record<string, SessionCellHistoryInput>>>>;
  intensity?: string | null;
}

function toTeam(input: SessionTeamInput): Team | null {
  if (!isValidId(input.id)) return null;
  const color = clip(input.colorHex, COLOR_MAX_LENGTH);
  const score = Number.isFinite(input.score) ? Math.trunc(input.score as number) : 0;
  return {
    id: input.id,
    name: clip(input.name, NAME_MAX_LENGTH),
    colorHex: color || DEFAULT_TEAM_COLOR,
    score,
  };
}

/** A client profile as the session holds it, with the team's name and colour copied in. */
export function toSessionClient(
  input: SessionClientInput,
  teams: readonly Team[],
): SessionClient | null {
  if (!isValidId(input.id)) return null;
  const team = teams.find((t) => t.id === input.teamId);
  return {
    id: input.id,
    firstName: clip(input.firstName, NAME_MAX_LENGTH),
    sex: toSessionSex(input.sex),
    teamId: team ? team.id : null,
    teamColor: team ? team.colorHex : null,
    teamName: team ? team.name : null,
  };
}

/** An exercise as the session holds it, unpaired. */
export function toSessionExercise(input: SessionExerciseInput): SessionExercise | null {
  if (!isValidId(input.id)) return null;
  return {
    id: input.id,
    name: clip(input.name, NAME_MAX_LENGTH),
    type: toExerciseType(input.type),
    pairing: null,
    pairColor: null,
  };
}

function toPairLetter(value: unknown): PairLetter | null {
  const parsed = pairLetterSchema.safeParse(
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  return parsed.success ? parsed.data : null;
}

function uniqueBy<T>(items: readonly (T | null)[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of items) {
    if (item === null || seen.has(key(item))) continue;
    seen.add(key(item));
    out.push(item);
  }
  return out;
}

function toPhaseParams(
  input: Readonly<Record<string, unknown>> | undefined,
  exerciseIds: readonly string[],
): Record<string, PhaseExerciseParams> {
  const params: Record<string, PhaseExerciseParams> = {};
  if (!input) return params;
  for (const id of exerciseIds) {
    if (!Object.hasOwn(input, id)) continue;
    const parsed = phaseExerciseParamsSchema.safeParse(input[id]);
    if (parsed.success) params[id] = parsed.data;
  }
  return params;
}

function toCell(history: SessionCellHistoryInput | undefined): Cell {
  const cell = emptyCell();
  if (!history) return cell;
  if (Number.isFinite(history.previousKg)) cell.previousKg = history.previousKg;
  if (Number.isFinite(history.previousReps)) cell.previousReps = history.previousReps;
  if (Number.isFinite(history.percentAboveMax)) cell.percentAboveMax = history.percentAboveMax;
  const flag = cellFlagSchema.safeParse(history.flag);
  if (flag.success) cell.flag = flag.data;
  return cell;
}

function lookup<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * Builds a live session state from the trainer's lists and, optionally, a workout plan. Bad
 * entries (invalid ids, duplicates) are skipped; the result always satisfies the session
 * invariants. The first 8 clients go on the grid, the rest to the available list. Exercises named
 * by a phase are put on the grid; without phases there is one 'Phase 1' holding every grid
 * exercise. Pair letters come from the exercises, then `pairings`, then each phase's pairs; a
 * letter already taken by another group moves to the next free one.
 */
export function createSessionState(input: SessionStateInput = {}): SessionState {
  const teams = uniqueBy((input.teams ?? []).map(toTeam), (t) => t.id);
  const toClients = (list: readonly SessionClientInput[] | undefined) =>
    uniqueBy(
      (list ?? []).map((c) => toSessionClient(c, teams)),
      (c) => c.id,
    );
  const wanted = toClients(input.clients);
  const clients = wanted.slice(0, GRID_MAX_CLIENTS);
  const availableClients = uniqueBy(
    [...wanted.slice(GRID_MAX_CLIENTS), ...toClients(input.availableClients)],
    (c) => c.id,
  )
    .filter((c) => !clients.some((s) => s.id === c.id))
    .slice(0, MAX_KNOWN_ENTITIES - clients.length);

  const exerciseInputs = input.exercises ?? [];
  const allExercises = uniqueBy(
    [...exerciseInputs, ...(input.availableExercises ?? [])].map(toSessionExercise),
    (e) => e.id,
  ).slice(0, MAX_KNOWN_ENTITIES);
  const selectedIds = new Set(
    exerciseInputs.map((e) => e.id).filter((id) => allExercises.some((e) => e.id === id)),
  );

  const phaseInputs = uniqueBy(
    (input.phases ?? []).map((p) => (isValidId(p.id) ? p : null)),
    (p) => p.id,
  ).slice(0, MAX_PHASES);
  const knownIds = new Set(allExercises.map((e) => e.id));
  for (const phase of phaseInputs) {
    for (const id of phase.exerciseIds ?? []) if (knownIds.has(id)) selectedIds.add(id);
  }
  let exercises = allExercises.filter((e) => selectedIds.has(e.id));
  const availableExercises = allExercises.filter((e) => !selectedIds.has(e.id));

  const phases: SessionPhase[] = phaseInputs.map((p, index) => {
    const exerciseIds = [...new Set(p.exerciseIds ?? [])].filter((id) => selectedIds.has(id));
    return {
      id: p.id,
      name: clip(p.name, NAME_MAX_LENGTH).trim() || phaseName(index + 1),
      exerciseIds,
      exercisePairs: [],
      exerciseParams: toPhaseParams(p.exerciseParams, exerciseIds),
    };
  });
  if (phases.length === 0) {
    phases.push({
      id: DEFAULT_PHASE_ID,
      name: phaseName(1),
      exerciseIds: exercises.map((e) => e.id),
      exercisePairs: [],
      exerciseParams: {},
    });
  }

  const inputGroups = new Map<PairLetter, string[]>();
  for (const exercise of exerciseInputs) {
    const letter = toPairLetter(exercise.pairing);
    if (letter) inputGroups.set(letter, [...(inputGroups.get(letter) ?? []), exercise.id]);
  }
  for (const [letter, ids] of inputGroups) exercises = assignPairLetter(exercises, letter, ids);
  for (const [key, ids] of Object.entries(input.pairings ?? {})) {
    const letter = toPairLetter(key);
    if (letter && Array.isArray(ids)) exercises = assignPairLetter(exercises, letter, ids);
  }
  for (const phase of phaseInputs) {
    (phase.exercisePairs ?? []).forEach((ids, index) => {
      const letter = LIVE_PAIR_LETTERS[index];
      if (letter && Array.isArray(ids)) exercises = assignPairLetter(exercises, letter, ids);
    });
  }
  exercises = exercises.map((e) => ({ ...e, pairColor: pairColor(e.pairing) }));

  const cells: SessionState['cells'] = {};
  for (const exercise of exercises) {
    const row: Record<string, Cell> = {};
    const history = lookup(input.cellHistory, exercise.id);
    for (const client of clients) row[client.id] = toCell(lookup(history, client.id));
    cells[exercise.id] = row;
  }

  const clientIssues: SessionState['clientIssues'] = {};
  for (const client of [...clients, ...availableClients]) {
    const issues = lookup(input.clientIssues, client.id);
    if (!issues) continue;
    const parsed = clientIssuesSchema.safeParse({ ...NO_CLIENT_ISSUES, ...issues });
    if (parsed.success) clientIssues[client.id] = parsed.data;
  }

  const intensity = intensityLevelSchema.safeParse(input.intensity);
  const activePhaseId =
    phases.find((p) => p.id === input.activePhaseId)?.id ?? (phases[0] as SessionPhase).id;

  return normalisePairing({
    phases,
    activePhaseId,
    teams,
    clients,
    exercises,
    availableClients,
    availableExercises,
    cells,
    teamAssignments: {},
    individualAssignments: {},
    teamPortion: {},
    activeStationIndex: 0,
    clientIssues,
    notes: { byTrainee: {}, byCell: {} },
    started: false,
    startedAt: null,
    finished: false,
    finishedAt: null,
    currentSet: 1,
    pairHighlight: null,
    exerciseSettings: {
      global: { ...DEFAULT_EXERCISE_SETTINGS, warmups: [...DEFAULT_EXERCISE_SETTINGS.warmups] },
      perExercise: {},
      perPair: {},
    },
    selection: EMPTY_SELECTION,
    castConnection: null,
    castJoinQrVisible: false,
    summaryMode: 'progress',
    assignModeExerciseId: null,
    intensity: intensity.success ? intensity.data : DEFAULT_INTENSITY_LEVEL,
    warmupSnapshot: {},
  });
}
