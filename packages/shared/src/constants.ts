/**
 * Business constants and limits (section 9 of both spec documents, plus the auth timings of the
 * design). Each value is named once here so client and server cannot drift apart.
 */

// Auth and tokens
export const MIN_PASSWORD_LENGTH = 6;
export const ACCESS_TOKEN_TTL_SECONDS = 300;
/** The client refreshes this many seconds before the access token expires (300 - 5). */
export const REFRESH_LEAD_SECONDS = 5;
export const EXPIRING_SOON_SECONDS = 30;
export const REFRESH_TOKEN_TTL_DAYS = 30;
/**
 * A spent refresh token presented again within this many seconds of its use gets a successor
 * instead of revoking its family: two tabs restoring at once, or a reload during a refresh.
 */
export const REFRESH_REUSE_LEEWAY_SECONDS = 10;
export const RESET_CODE_TTL_MINUTES = 15;
export const RESET_CODE_MAX_TRIES = 5;
export const RESET_CODE_LENGTH = 6;
export const OAUTH_EXCHANGE_CODE_TTL_SECONDS = 60;
/**
 * Feedback is anonymous: a summary shows its answers only once this many people gave them, since
 * with one or two the reader can tell who said what from the session's roster.
 */
export const FEEDBACK_MIN_RESPONDENTS = 3;
/** A link that confirms a new email (sent to that address) works once, for this long. */
export const EMAIL_CHANGE_TTL_MINUTES = 60;

// Daily check-in (lifestyle)
export const BODYWEIGHT_MAX_KG = 500;
/** A check-in's lightest bodyweight, as its message says (a tinier number would underflow `real`). */
export const BODYWEIGHT_MIN_KG = 1;
/** The profile weight is synced after a check-in only when it differs by at least this much. */
export const WEIGHT_SYNC_TOLERANCE_KG = 0.01;
export const LIFESTYLE_LEVEL_MIN = 0;
export const LIFESTYLE_LEVEL_MAX = 4;
export const LIFESTYLE_SLIDER_DEFAULT = 2;
export const READINESS_WEIGHTS = { sleep: 10, stress: 10, soreness: 15 } as const;
/** Readiness below this marks the client's cells lifestyle-red (design 4.7). */
export const LOW_READINESS_THRESHOLD = 40;
export const DEFAULT_WORKOUT_INTENSITY = 'make-progress';

// QR join
export const MIN_QR_LENGTH = 3;

// Ready screen
export const QUOTE_COUNT = 30;
export const FALLBACK_QUOTE = {
  text: "Stay ready so you don't have to get ready.",
  author: 'Unknown',
} as const;
export const MOTIVATIONAL_IMAGE_COUNT = 16;
export const MOTIVATIONAL_IMAGE_SIZE = { width: 306, height: 178 } as const;

// Password reset screen
export const CODE_FIELD_FOCUS_DELAY_MS = 150;

// Feedback
export const QUICK_FEEDBACK_LEVELS = 5;
export const QUICK_FEEDBACK_DEFAULT = 3;
/** Labels of the five quick-feedback levels (0..4); the spec names 'Mostly' and 'Good'. */
export const QUICK_FEEDBACK_LABELS = [
  'Not at all',
  'A little',
  'Somewhat',
  'Mostly',
  'Good',
] as const;
export const PAIN_DEFAULT = false;
export const EFFORT_MIN = 0;
export const EFFORT_MAX = 10;
export const EFFORT_DEFAULT = 8;
export const EFFORT_POSITIONS = 11;
/** Effort label per value 0..10 (index = effort). */
export const EFFORT_LABELS = [
  'No effort',
  'Very easy',
  'Very easy',
  'Moderate',
  'Moderate',
  'Some effort',
  'Some effort',
  'High effort, had 3 reps left on average',
  'High effort, maybe had 2 reps left on average',
  'Near max',
  'Max effort',
] as const;
export const EFFORT_EMOJI_BANDS = [
  { min: 0, max: 2, emoji: '😌' },
  { min: 3, max: 4, emoji: '🙂' },
  { min: 5, max: 6, emoji: '😅' },
  { min: 7, max: 9, emoji: '😤' },
  { min: 10, max: 10, emoji: '🥵' },
] as const;
export const GOAL_HELPFULNESS_DEFAULT = 'Yes';

// Steps
export const REGISTRATION_STEPS = 3;

// Layout
export const TOAST_DURATION_MS = 1800;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

// Realtime
export const SOCKET_RECONNECTION = {
  attempts: Number.POSITIVE_INFINITY,
  delayMs: 500,
  delayMaxMs: 5000,
  timeoutMs: 10_000,
} as const;
export const OFFLINE_QUEUE_LIMIT = 100;
export const CAST_QUEUE_LIMIT = 50;

// Cast
export const SCREEN_ID_MIN = 6;
export const SCREEN_ID_MAX = 12;
export const CAST_GRID_SCALE = 1.34;
export const CAST_LAYOUT_SCALE = 1.07;

// Exercise wizard
export const EXERCISE_BOUNDS = {
  primaryMuscles: { min: 1, max: 3 },
  secondaryMuscles: { min: 0, max: 2 },
  intensity: { min: 1, max: 5 },
  effectiveness: { min: 1, max: 3 },
  athleticism: { min: 1, max: 5 },
  repCarryover: { min: 1, max: 30 },
} as const;
export const EXERCISE_DEFAULTS = {
  intensity: 3,
  effectiveness: 2,
  athleticism: 3,
  repCarryover: 10,
} as const;

// Client intake wizard
export const THORACIC_SCORE_MIN = 0;
export const THORACIC_SCORE_MAX = 5;
export const ANKLE_MOBILITY_MIN = 0;
export const ANKLE_MOBILITY_MAX = 5;
export const AVERAGE_SLEEP_MIN = 4;
export const AVERAGE_SLEEP_MAX = 10;
export const AVERAGE_SLEEP_STEP = 0.5;
export const AVERAGE_SLEEP_DEFAULT = 7;
export const CLIENT_SEARCH_MIN_CHARS = 2;
export const FAST_INTAKE_DEFAULT_BODY_WEIGHT_KG = { male: 75, female: 60, other: 68 } as const;
export const FAST_INTAKE_LEVEL_MULTIPLIERS = {
  novice: 0.5,
  beginner: 0.75,
  intermediate: 1,
  advanced: 1.25,
} as const;

// Interval timer
export const TIMER_DEFAULTS = {
  prepareSeconds: 10,
  workSeconds: 60,
  restSeconds: 60,
  cycles: 6,
  sets: 6,
  setRestSeconds: 60,
} as const;
export const TIMER_TICK_MS = 100;
export const TIMER_STEPPER = {
  min: 0,
  max: 3600,
  holdDelayMs: 300,
  repeatEveryMs: 80,
  /** Step size by hold duration: the last entry whose `afterMs` has passed applies. */
  acceleration: [
    { afterMs: 0, step: 1 },
    { afterMs: 600, step: 2 },
    { afterMs: 1200, step: 5 },
    { afterMs: 2000, step: 10 },
  ],
} as const;
export const TIMER_VOLUME = 0.9;
export const TIMER_BEEP_VOLUME = 0.8;
export const TIMER_FLASH_LAST_MS = 5000;
export const TIMER_BEEP_AT_SECONDS = [3, 2, 1] as const;
/** The session clock tile counts down 55 minutes from the start. */
export const SESSION_CLOCK_MS = 3_300_000;

// Pairing
export const LIVE_PAIR_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'] as const;
export type LivePairLetter = (typeof LIVE_PAIR_LETTERS)[number];
/** Each live pair letter keeps one colour wherever it is shown. */
export const PAIR_LETTER_COLORS: Record<LivePairLetter, string> = {
  a: '#E53935',
  b: '#1E88E5',
  c: '#43A047',
  d: '#FB8C00',
  e: '#8E24AA',
  f: '#00ACC1',
  g: '#FDD835',
  h: '#6D4C41',
  i: '#D81B60',
  j: '#3949AB',
};
export const BUILDER_PAIR_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export type BuilderPairLetter = (typeof BUILDER_PAIR_LETTERS)[number];
export const MAX_PAIRS_PER_PHASE = 8;
export const MAX_EXERCISES_PER_PAIR = 4;
export const MAX_PHASES = 5;
/** Exercises per builder phase; well beyond a real session, it bounds what a draft may carry. */
export const MAX_EXERCISES_PER_PHASE = 50;

// Grid values
export const KG_STEP = 2.5;
export const KG_MIN = 0;
/** The heaviest load a set may carry, in kg (far above any lift, it only bounds the input). */
export const KG_MAX = 1000;
export const REPS_STEP = 1;
export const REPS_MIN = 0;
export const REPS_MAX = 50;
/** Most working sets a cell shows: the workout builder's ceiling (custom sets, 6-15). */
export const SETS_MAX = 15;
/**
 * Sets one cell may hold: every prescribed set (warm-ups, a build-up and the working sets fit
 * well within it) and the extra sets an athlete adds beyond the prescription.
 */
export const SET_LOG_MAX = 40;
/** RPE an athlete or coach may give a set: 6 to 10 in half points (RIR = 10 - RPE). */
export const RPE_MIN = 6;
export const RPE_MAX = 10;
export const RPE_STEP = 0.5;
/** Sets one self-logged exercise may hold (a long session of one lift stays well within it). */
export const OWN_SETS_MAX = 20;
/** Reps of a self-logged set: at least one, or it was not a set. */
export const OWN_SET_REPS_MIN = 1;
/**
 * What a session row is: a coach's live session, or training a client logged on their own (a
 * finished session of theirs that only holds their sets, so every reader of logs sees it).
 */
export const SESSION_KINDS = ['live', 'self-logged'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];
/** Where a logged set came from: a live session, or the client logging it themself. */
export const SET_SOURCES = ['session', 'self-logged'] as const;
export type SetSource = (typeof SET_SOURCES)[number];
/** Who logged a performed set: the coach (on the grid) or the athlete (on their phone). */
export const SET_LOGGERS = ['coach', 'athlete'] as const;

// Warm-up and build-up
export const WARMUP_PERCENT_DEFAULT = 60;
export const WARMUP_REPS_MIN = 6;
export const WARMUP_REPS_MAX = 8;
export const WARMUP_PERCENT_MIN = 10;
export const WARMUP_PERCENT_MAX = 120;
export const WARMUP_PERCENT_STEP = 2.5;
export const BUILD_UP_DEFAULT_PERCENTS = [60, 70, 80, 90] as const;
export const BUILD_UP_MAX_SETS = 5;
export const BUILD_UP_PERCENT_MIN = 10;
export const BUILD_UP_PERCENT_MAX = 120;
export const BUILD_UP_PERCENT_STEP = 2.5;
export const PYRAMID_PERCENTS = [70, 80, 90] as const;
export const REVERSE_PYRAMID_PERCENTS = [60, 80, 101, 90, 80] as const;
/** Suggested reps for a percent of max: the first threshold reached applies, else the fallback. */
export const SUGGESTED_REPS_THRESHOLDS = [
  { minPercent: 90, reps: 1 },
  { minPercent: 80, reps: 3 },
  { minPercent: 70, reps: 5 },
] as const;
export const SUGGESTED_REPS_FALLBACK = 8;
export const RM_ANCHORS = [1, 3, 5] as const;
export type RmAnchor = (typeof RM_ANCHORS)[number];
export const DEFAULT_RM_ANCHOR: RmAnchor = 1;
/** A comparison counts as improved when the percent above the previous value exceeds this. */
export const IMPROVED_THRESHOLD_PERCENT = 0.1;

// Live grid sizing
export const GRID_MAX_CLIENTS = 8;
export const RECENT_NOTES_SHOWN = 3;

// Workout builder
export const DEFAULT_WORKOUT_NAME = 'Name Your Amazing Group Workout';
export const BUILDER_DEFAULTS = {
  warmupPercent: 60,
  warmupSets: 2,
  warmupReps: 8,
  compoundReps: 8,
  accessoryReps: 12,
  sets: 1,
  clientsPerGroup: 1,
  maxClientsPerExercise: 1,
} as const;
export const PICKER_SECTION_LIMIT = 4;
/** The picker's 'Last 10 Workouts': the most recently launched ones. */
export const LAST_USED_WORKOUTS = 10;
/**
 * The spec bounds the compounds and custom warm-up editors only; the accessories option of the
 * column editor takes the compound bounds.
 */
export const WARMUP_EDITOR_BOUNDS = {
  compounds: {
    sets: { min: 1, max: 2 },
    pctOfWorking: { min: 10, max: 100 },
    reps: { min: 3, max: 15 },
  },
  accessories: {
    sets: { min: 1, max: 2 },
    pctOfWorking: { min: 10, max: 100 },
    reps: { min: 3, max: 15 },
  },
  custom: {
    sets: { min: 1, max: 2 },
    pctOfWorking: { min: 10, max: 100 },
    reps: { min: 1, max: 30 },
    timerSec: { min: 0, max: 120, step: 10 },
  },
} as const;
export const REPS_EDITOR_BOUNDS = { min: 1, max: 200 } as const;
export const SETS_EDITOR_BOUNDS = {
  compounds: { min: 1, max: 6 },
  accessories: { min: 1, max: 6 },
  custom: { min: 6, max: 15 },
} as const;
export const CLIENT_GROUPING_BOUNDS = {
  clientsPerGroup: { min: 0, max: 12 },
  maxClientsPerExercise: { min: 0, max: 12 },
} as const;

// Presence and live intensity
export const PRESENCE_COLORS = [
  '#F97316',
  '#22C55E',
  '#3B82F6',
  '#A855F7',
  '#EC4899',
  '#14B8A6',
] as const;
export const INTENSITY_LEVELS = [
  'Very very Easy',
  'Maybe Maintain',
  'Make Progress',
  'Super Progress',
  'Tom Platz',
] as const;
export type IntensityLevel = (typeof INTENSITY_LEVELS)[number];
export const DEFAULT_INTENSITY_LEVEL: IntensityLevel = 'Maybe Maintain';

// Input limits (oversized input is rejected rather than stored)
export const NAME_MAX_LENGTH = 100;
export const NOTE_MAX_LENGTH = 2000;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 200;

/**
 * The web build writes this in place of a CSP nonce (Vite's `html.cspNonce`); the server replaces
 * it with a fresh nonce on every page it serves, so injected `<style>` elements (Radix's scroll
 * lock) pass a strict `style-src`.
 */
export const CSP_NONCE_PLACEHOLDER = '__LEVELUP_CSP_NONCE__';

/**
 * The same for the page's one inline script (the early session refresh): the server writes the
 * response's `script-src` nonce in its place.
 */
export const CSP_SCRIPT_NONCE_PLACEHOLDER = '__LEVELUP_CSP_SCRIPT_NONCE__';

// Gym settings (issue 35): units, equipment and the readiness rule.
/** The units a load is shown and typed in; every load is stored in kg. */
export const WEIGHT_UNITS = ['kg', 'lb'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
/** Heaviest bar the settings accept: 50 kg, or its pound equivalent (110 lb). */
export const BAR_MAX = { kg: 50, lb: 110 } as const satisfies Record<WeightUnit, number>;
/** Heaviest plate the settings accept. */
export const PLATE_MAX = { kg: 50, lb: 100 } as const satisfies Record<WeightUnit, number>;
/** Largest dumbbell step, and heaviest dumbbell, the settings accept. */
export const DUMBBELL_STEP_MAX = { kg: 10, lb: 20 } as const satisfies Record<WeightUnit, number>;
export const DUMBBELL_MAX = { kg: 200, lb: 400 } as const satisfies Record<WeightUnit, number>;
/** Bars and plate pairs a gym may list. */
export const BARS_MAX_COUNT = 6;
export const PLATES_MAX_COUNT = 12;
/** Bands a readiness rule may have, and the load change each may make. */
export const READINESS_BANDS_MAX = 10;
export const READINESS_PERCENT_MIN = -50;
export const READINESS_PERCENT_MAX = 20;
/** Target RPE of a set when the workout's 'RIR & Progression' names none. */
export const TARGET_RPE_DEFAULT = 8;
/** How a workout asks for and shows effort: as RPE ('RPE 8') or as reps in reserve ('2 RIR'). */
export const EFFORT_SCALES = ['rpe', 'rir'] as const;
export type EffortScale = (typeof EFFORT_SCALES)[number];
/** The scale of the standard 'RIR & Progression': effort asked and shown as RPE. */
export const EFFORT_SCALE_DEFAULT: EffortScale = 'rpe';
/** What one press of the weight stepper adds, in each unit. */
export const WEIGHT_STEP = { kg: 2.5, lb: 5 } as const satisfies Record<WeightUnit, number>;
