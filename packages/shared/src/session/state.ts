import { z } from 'zod/mini';
import { IMPLEMENTS } from '../coaching/plates';
import {
  BODYWEIGHT_MAX_KG,
  BUILD_UP_DEFAULT_PERCENTS,
  BUILD_UP_MAX_SETS,
  DEFAULT_RM_ANCHOR,
  EFFORT_SCALES,
  GRID_MAX_CLIENTS,
  INTENSITY_LEVELS,
  LIVE_PAIR_LETTERS,
  NAME_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  REPS_MAX,
  SET_LOG_MAX,
  SETS_MAX,
  WARMUP_PERCENT_DEFAULT,
} from '../constants';
import { strictExerciseTypeSchema } from '../schemas/exercise';
import { equipmentSchema, weightUnitSchema } from '../schemas/gym';
import {
  cellFlagSchema,
  cellVerificationSchema,
  rpeSchema,
  setLoggerSchema,
} from '../schemas/session-api';
import { text } from '../schemas/text';
import { HOSTILE_KEYS } from './untrusted';

// A cell's verification and flag, and a set's RPE and who logged it, are the ones a session log
// stores, so they are defined once, with the log's schema.
export {
  CELL_FLAGS,
  CELL_VERIFICATIONS,
  type CellFlag,
  type CellVerification,
  cellFlagSchema,
  cellVerificationSchema,
  rpeSchema,
  type SetLogger,
  setLoggerSchema,
} from '../schemas/session-api';

const MAX_ID_LENGTH = 64;
/** Bound on any list an op carries, and on the known (selected plus available) clients or exercises. */
export const MAX_LIST_LENGTH = 200;
export const MAX_KNOWN_ENTITIES = 1000;
/** Notes kept per trainee or cell; the oldest go first (the op log keeps them all). */
export const MAX_NOTES_PER_TARGET = 200;
/** Free-text lists in client issues (injuries, soreness...). */
const MAX_ISSUE_ITEMS = 50;
export const COLOR_MAX_LENGTH = 32;
/** One character, which may take two UTF-16 units (an initial outside the Basic Multilingual Plane). */
export const LAST_INITIAL_MAX_LENGTH = 2;
export const DEFAULT_TEAM_COLOR = '#9CA3AF';

/** Id of a client, exercise, team or phase: 1-64 characters, never a prototype key. */
export const entityIdSchema = text().check(
  z.minLength(1),
  z.maxLength(MAX_ID_LENGTH),
  z.refine((value) => !HOSTILE_KEYS.has(value), 'Reserved id'),
);

export const pairLetterSchema = z.enum(LIVE_PAIR_LETTERS);
export type PairLetter = z.infer<typeof pairLetterSchema>;

export const sexSchema = z.enum(['M', 'F']);
export type Sex = z.infer<typeof sexSchema>;

export const intensityLevelSchema = z.enum(INTENSITY_LEVELS);

export const summaryModeSchema = z.enum(['progress', 'comparison']);
export type SummaryMode = z.infer<typeof summaryModeSchema>;

/**
 * What the gym TV shows (issue 31): `challenge` is a challenge's board (protocol 8), `rotate`
 * cycles through the layouts the coach chose for it.
 */
export const CAST_LAYOUTS = ['grid', 'stations', 'leaderboard', 'challenge', 'rotate'] as const;
export const castLayoutSchema = z.enum(CAST_LAYOUTS);
export type CastLayout = z.infer<typeof castLayoutSchema>;

/** The layouts `rotate` may cycle through, in the order it shows them. */
export const ROTATABLE_LAYOUTS = ['grid', 'stations', 'leaderboard', 'challenge'] as const;
export type RotatableLayout = (typeof ROTATABLE_LAYOUTS)[number];
/**
 * What `rotate` cycles through until the coach chooses (and for a session made before), with the
 * challenge board too once a challenge is chosen (`castRotation`).
 */
export const DEFAULT_ROTATE_LAYOUTS: readonly RotatableLayout[] = [
  'grid',
  'stations',
  'leaderboard',
];
/** A rotation is at least two layouts, each once. */
export const rotateLayoutsSchema = z.array(z.enum(ROTATABLE_LAYOUTS)).check(
  z.minLength(2),
  z.maxLength(ROTATABLE_LAYOUTS.length),
  z.refine((layouts) => new Set(layouts).size === layouts.length, 'Each layout once'),
);

/** The individual board's ranking: verified volume, best e1RM in one exercise, or DOTS. */
export const LEADERBOARD_METRICS = ['volume', 'e1rm', 'relative'] as const;
export const leaderboardMetricSchema = z.enum(LEADERBOARD_METRICS);
export type LeaderboardMetric = z.infer<typeof leaderboardMetricSchema>;

export const ROTATE_SECONDS_MIN = 5;
export const ROTATE_SECONDS_MAX = 600;
export const ROTATE_SECONDS_DEFAULT = 20;
export const AUTO_SCORE_POINTS_MAX = 100;

export const castViewSchema = z.object({
  layout: castLayoutSchema,
  rotateSeconds: z.number().check(z.int(), z.gte(ROTATE_SECONDS_MIN), z.lte(ROTATE_SECONDS_MAX)),
  metric: leaderboardMetricSchema,
  /** The exercise the `e1rm` metric ranks; null: each athlete's best e1RM of any exercise. */
  metricExerciseId: z.nullable(entityIdSchema),
  /**
   * The challenge whose board the `challenge` layout shows (protocol 8); absent or null: none. The
   * TV reads the board from the server, which shows it only if the session's trainer owns it.
   */
  challengeId: z.optional(z.nullable(entityIdSchema)),
  /** What `rotate` cycles through (protocol 8); absent: the default (`castRotation`). */
  rotateLayouts: z.optional(rotateLayoutsSchema),
});
export type CastView = z.infer<typeof castViewSchema>;

export const DEFAULT_CAST_VIEW: CastView = {
  layout: 'grid',
  rotateSeconds: ROTATE_SECONDS_DEFAULT,
  metric: 'volume',
  metricExerciseId: null,
};

export const selectionModeSchema = z.enum(['kg', 'reps']);
export const selectionTypeSchema = z.enum(['all', 'column', 'row', 'pair', 'cell']);

const nameSchema = text().check(z.maxLength(NAME_MAX_LENGTH));
const colorSchema = text().check(z.maxLength(COLOR_MAX_LENGTH));

export const teamSchema = z.object({
  id: entityIdSchema,
  name: nameSchema,
  colorHex: colorSchema,
  score: z.number().check(z.int()),
});
export type Team = z.infer<typeof teamSchema>;

/** A client on the grid (or available to add), with their team's name and colour copied in. */
export const sessionClientSchema = z.object({
  id: entityIdSchema,
  firstName: nameSchema,
  /**
   * The last name's initial ('T') when the account has a last name: it tells apart two clients who
   * share a first name (`clientDisplayNames`). The state keeps the initial, never the last name.
   */
  lastInitial: z.optional(text().check(z.maxLength(LAST_INITIAL_MAX_LENGTH))),
  /** The client chose to appear on the gym TV by their initials only (issue 31). */
  tvInitials: z.optional(z.literal(true)),
  /**
   * The profile's bodyweight, which the relative-strength board (DOTS) ranks by. Coaches and the
   * TV hold it; an athlete's phone gets nobody's (see athlete-view.ts).
   */
  bodyweightKg: z.optional(z.number().check(z.positive(), z.lte(BODYWEIGHT_MAX_KG))),
  sex: sexSchema,
  teamId: z.nullable(entityIdSchema),
  teamColor: z.nullable(colorSchema),
  teamName: z.nullable(nameSchema),
});
export type SessionClient = z.infer<typeof sessionClientSchema>;

export const sessionExerciseSchema = z.object({
  id: entityIdSchema,
  name: nameSchema,
  type: strictExerciseTypeSchema,
  pairing: z.nullable(pairLetterSchema),
  pairColor: z.nullable(colorSchema),
  /** What it is loaded on (issue 35): loads round to what that implement can make. */
  implement: z.optional(z.enum(IMPLEMENTS)),
});
export type SessionExercise = z.infer<typeof sessionExerciseSchema>;

/**
 * The part of a workout's per-exercise parameters the live session keeps (the prescription); the
 * variant and custom flags stay with the workout. Its fields are plain numbers here as in the
 * workout's parameter schemas (schemas/workout.ts), written out rather than taken from those: a
 * screen that reads a session state then loads none of the workout builder's schemas and words.
 */
/** The 'RIR & Progression' target: the effort every working set aims at, asked as RPE or RIR. */
export const rirTargetSchema = z.object({ rpe: rpeSchema, scale: z.enum(EFFORT_SCALES) });
export type RirTarget = z.infer<typeof rirTargetSchema>;

export const phaseExerciseParamsSchema = z.object({
  warmup: z.optional(z.object({ pctOfWorking: z.number(), sets: z.number(), reps: z.number() })),
  reps: z.optional(z.object({ minReps: z.number(), maxReps: z.number() })),
  sets: z.optional(z.object({ sets: z.number() })),
  rir: z.optional(rirTargetSchema),
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

/** A set someone logged as performed: what was lifted, how hard, by whom, and its check. */
export const loggedSetSchema = z.object({
  kg: z.number().check(z.gte(0)),
  reps: z.number().check(z.int(), z.gte(0), z.lte(REPS_MAX)),
  rpe: z.optional(rpeSchema),
  by: setLoggerSchema,
  verification: cellVerificationSchema,
  /** A warm-up or build-up set: kept out of volume, e1RM and records. */
  isWarmup: z.boolean(),
});
export type LoggedSet = z.infer<typeof loggedSetSchema>;

const setLoadSchema = z.object({ kg: z.number(), reps: z.number() });

export const cellSchema = z.object({
  kg: z.number().check(z.gte(0)),
  reps: z.number().check(z.int(), z.gte(0), z.lte(REPS_MAX)),
  isWarmup: z.boolean(),
  verification: cellVerificationSchema,
  flag: cellFlagSchema,
  /** Null follows the session's intensity. */
  intensity: z.nullable(intensityLevelSchema),
  previousKg: z.optional(z.number()),
  previousReps: z.optional(z.number()),
  percentAboveMax: z.optional(z.number()),
  /** The estimated 1RM suggestions start from: the client's best, or Fast Intake's seed. */
  e1rm: z.optional(z.number()),
  /** The client's best e1RM from verified working sets before this session (the PR bar). */
  bestE1rm: z.optional(z.number()),
  /** Working sets the workout prescribes for this exercise (shown as '×4'). */
  sets: z.optional(z.number().check(z.int(), z.gte(1), z.lte(SETS_MAX))),
  /**
   * True while kg and reps are the workout's plan and nobody has entered or verified the set: a
   * target on the floor, not a performed set (it is not logged, and the summary says not done).
   */
  planned: z.optional(z.boolean()),
  /**
   * The workout's working set for this client (from the plan): the prescribed sets are made from
   * it (`prescribedSets`), and they stay put while the current set moves on.
   */
  target: z.optional(setLoadSchema),
  /**
   * The sets logged so far, by set index (a null is a set not logged, before a later one that
   * was). kg and reps above are the current set: the first index with nothing logged.
   */
  log: z.optional(z.array(z.nullable(loggedSetSchema)).check(z.maxLength(SET_LOG_MAX))),
  /**
   * The coach kept the plan's load for this cell although the client's readiness today changes it
   * (issue 35); remembered for the session.
   */
  readinessDeclined: z.optional(z.literal(true)),
});
export type Cell = z.infer<typeof cellSchema>;

export const noteSchema = z.object({
  id: entityIdSchema,
  text: text().check(z.minLength(1), z.maxLength(NOTE_MAX_LENGTH)),
  /** When the note was written, from the op that added it (ISO time), if it said. */
  at: z.nullable(text().check(z.maxLength(40))),
});
export type Note = z.infer<typeof noteSchema>;

const issueListSchema = z
  .array(text().check(z.maxLength(NAME_MAX_LENGTH)))
  .check(z.maxLength(MAX_ISSUE_ITEMS));

export const clientIssuesSchema = z.object({
  poorLifestyle: z.boolean(),
  mismatch2x: z.boolean(),
  injuries: issueListSchema,
  soreness: issueListSchema,
  neverDone: issueListSchema,
  note: z.nullable(text().check(z.maxLength(NOTE_MAX_LENGTH))),
});
export type ClientIssues = z.infer<typeof clientIssuesSchema>;

export const rmAnchorSchema = z.union([z.literal(1), z.literal(3), z.literal(5)]);
export const buildUpPatternSchema = z.enum(['pyramid', 'reverse']);

export const exerciseSettingsSchema = z.object({
  rm: rmAnchorSchema,
  warmupPercent: z.number(),
  buildUp: z.boolean(),
  /** Build-up set percents, at most 5. */
  warmups: z.array(z.number()).check(z.maxLength(BUILD_UP_MAX_SETS)),
  pattern: buildUpPatternSchema,
});
export type ExerciseSettings = z.infer<typeof exerciseSettingsSchema>;

export const sessionExerciseSettingsSchema = z.object({
  global: exerciseSettingsSchema,
  perExercise: z.record(entityIdSchema, exerciseSettingsSchema),
  perPair: z.partialRecord(pairLetterSchema, exerciseSettingsSchema),
});

export const selectionSchema = z.object({
  /** Exercise ids (grid rows). */
  rowIds: z.array(entityIdSchema),
  /** Client ids (grid columns). */
  colIds: z.array(entityIdSchema),
  mode: z.nullable(selectionModeSchema),
  /** The single selected cell, when one is. */
  userId: z.nullable(entityIdSchema),
  exerciseId: z.nullable(entityIdSchema),
  selectionType: z.nullable(selectionTypeSchema),
});
export type Selection = z.infer<typeof selectionSchema>;

/** The gym's floor as the session loads from it (issue 35): its unit and its equipment. */
export const sessionGymSchema = z.object({ unit: weightUnitSchema, equipment: equipmentSchema });
export type SessionGym = z.infer<typeof sessionGymSchema>;

/**
 * A client's readiness today and the load change the gym's rule gives it. The score is health
 * data: an athlete's phone gets null for everyone else's, and only the change their loads follow.
 */
export const clientReadinessSchema = z.object({
  score: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(100))),
  percent: z.number().check(z.int(), z.gte(-100), z.lte(100)),
});
export type ClientReadiness = z.infer<typeof clientReadinessSchema>;

export const castConnectionSchema = z.object({
  screenId: entityIdSchema,
  connectedAt: text().check(z.maxLength(40)),
  status: z.literal('connected'),
});

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
  phases: z.array(sessionPhaseSchema).check(z.minLength(1)),
  activePhaseId: entityIdSchema,
  teams: z.array(teamSchema),
  clients: z.array(sessionClientSchema).check(z.maxLength(GRID_MAX_CLIENTS)),
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
  activeStationIndex: z.number().check(z.int(), z.gte(0)),
  clientIssues: z.record(entityIdSchema, clientIssuesSchema),
  notes: z.object({
    byTrainee: z.record(entityIdSchema, z.array(noteSchema)),
    byCell: z.record(entityIdSchema, z.record(entityIdSchema, z.array(noteSchema))),
  }),
  started: z.boolean(),
  startedAt: z.nullable(text().check(z.maxLength(40))),
  finished: z.boolean(),
  finishedAt: z.nullable(text().check(z.maxLength(40))),
  currentSet: z.number().check(z.int(), z.gte(1)),
  pairHighlight: z.nullable(pairLetterSchema),
  exerciseSettings: sessionExerciseSettingsSchema,
  selection: selectionSchema,
  castConnection: z.nullable(castConnectionSchema),
  castJoinQrVisible: z.boolean(),
  /** The TV's layout and leaderboard metric (protocol 7); a session made before loads as the grid. */
  castView: z.optional(castViewSchema),
  /**
   * Points a client's team wins for each set the coach verifies (protocol 7); absent: the coach
   * keeps the score by hand.
   */
  autoScorePoints: z.optional(z.number().check(z.int(), z.gte(1), z.lte(AUTO_SCORE_POINTS_MAX))),
  summaryMode: summaryModeSchema,
  assignModeExerciseId: z.nullable(entityIdSchema),
  /** The session's intensity; cells with a null intensity follow it. */
  intensity: intensityLevelSchema,
  warmupSnapshot: warmupSnapshotSchema,
  /** The gym's unit and equipment (issue 35); a session made before them loads as a kg gym. */
  gym: z.optional(sessionGymSchema),
  /** Client id to today's readiness and its load change, for clients who checked in today. */
  readiness: z.optional(z.record(entityIdSchema, clientReadinessSchema)),
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
