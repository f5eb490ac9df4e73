import {
  CELL_VERIFICATIONS,
  EXERCISE_TYPES,
  GENDERS,
  type GymSettings,
  type InjuryMark,
  MOTIVATION_LEVELS,
  ROLE_ORDER,
  SESSION_KINDS,
  SET_LOGGERS,
  SET_SOURCES,
  TRAINING_LEVELS,
  WEIGHT_UNITS,
  WORK_TYPES,
  WORKOUT_LEVELS,
} from '@levelup/shared';
import { CHALLENGE_METRICS } from '@levelup/shared/challenges';
import type { FastIntakeEstimate } from '@levelup/shared/coaching';
import { SESSION_STATUSES, type SessionOp, type SessionState } from '@levelup/shared/session';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A gym (issue 35): every account belongs to one, and its settings (the unit, the equipment on
 * its floor, the readiness rule) are what its trainers share. Who may act on whom stays with the
 * trainer (DESIGN 4.1): the gym only scopes settings.
 */
export const gyms = pgTable('gyms', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  // Read back through `storedGymSettings`: a row another version wrote may no longer parse.
  settings: jsonb('settings').$type<GymSettings>().notNull(),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Always stored lowercased; the unique index is what answers 409 on a taken email.
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    role: text('role', { enum: ROLE_ORDER }).notNull(),
    gender: text('gender', { enum: GENDERS }),
    dateOfBirth: date('date_of_birth'),
    weightKg: real('weight_kg'),
    heightCm: real('height_cm'),
    googleSub: text('google_sub'),
    /** A disabled account keeps its history but cannot sign in, and its tokens are refused. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * Set when a client first signs in to an account their coach set up (it had neither password
     * nor Google sign-in), until they dismiss the notice that the coach chose its email.
     */
    coachSetupNotice: boolean('coach_setup_notice').notNull().default(false),
    /** The gym whose settings apply to them: a trainer's own, a client's trainer's. */
    gymId: uuid('gym_id')
      .notNull()
      .references(() => gyms.id),
    /** May change the gym's settings (admin and above may change any gym's). */
    gymAdmin: boolean('gym_admin').notNull().default(false),
    /** The unit they chose to see loads in; null follows their gym's. Loads are stored in kg. */
    weightUnit: text('weight_unit', { enum: WEIGHT_UNITS }),
    /** False shows them on the gym TV by their initials only (issue 31); the coach sees the name. */
    showNameOnTv: boolean('show_name_on_tv').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    index('users_gym_idx').on(t.gymId),
    check(
      'users_weight_unit_check',
      sql`${t.weightUnit} is null or ${t.weightUnit} in ('kg', 'lb')`,
    ),
  ],
);

export const trainingGoals = pgTable('training_goals', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const teams = pgTable('teams', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  colorHex: text('color_hex').notNull(),
  trainerId: uuid('trainer_id').references(() => users.id, { onDelete: 'set null' }),
  score: integer('score').notNull().default(0),
  createdAt: createdAt(),
});

/** One row per client user: a client's id is its user id. */
export const clientProfiles = pgTable(
  'client_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainerId: uuid('trainer_id').references(() => users.id, { onDelete: 'set null' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    trainingLevel: text('training_level', { enum: TRAINING_LEVELS }),
    workType: text('work_type', { enum: WORK_TYPES }),
    motivationLevel: text('motivation_level', { enum: MOTIVATION_LEVELS }),
    thoracicScore: integer('thoracic_score'),
    ankleMobility: integer('ankle_mobility'),
    notes: text('notes'),
    injuries: jsonb('injuries').$type<string[]>().notNull().default([]),
    averageSleep: real('average_sleep'),
    intakeAnswers: jsonb('intake_answers').$type<Record<string, unknown>>(),
    /** Fast Intake's session estimates (`fastIntakeEstimate`), kept for the first suggestions. */
    startingEstimates: jsonb('starting_estimates').$type<FastIntakeEstimate>(),
    lastSessionAt: timestamp('last_session_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('client_profiles_trainer_idx').on(t.trainerId)],
);

export const clientGoals = pgTable(
  'client_goals',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goalId: text('goal_id')
      .notNull()
      .references(() => trainingGoals.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.goalId] })],
);

export const lifestyleLogs = pgTable(
  'lifestyle_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull(),
    /** The client's UTC offset when logging: `day` is the calendar day in their time zone. */
    utcOffsetMinutes: integer('utc_offset_minutes').notNull().default(0),
    sleep: integer('sleep').notNull(),
    stress: integer('stress').notNull(),
    soreness: integer('soreness').notNull(),
    bodyWeight: real('body_weight'),
    noteToTrainer: text('note_to_trainer'),
    injuries: jsonb('injuries').$type<Record<string, InjuryMark>>(),
    workoutIntensity: text('workout_intensity').notNull(),
    readiness: integer('readiness').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('lifestyle_logs_user_day_key').on(t.userId, t.day)],
);

export const exercises = pgTable(
  'exercises',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type', { enum: EXERCISE_TYPES }).notNull(),
    pattern: text('pattern'),
    primaryMuscles: jsonb('primary_muscles').$type<string[]>().notNull().default([]),
    secondaryMuscles: jsonb('secondary_muscles').$type<string[]>().notNull().default([]),
    equipment: text('equipment'),
    unilateral: boolean('unilateral').notNull().default(false),
    loadType: text('load_type'),
    intensity: integer('intensity'),
    effectiveness: integer('effectiveness'),
    athleticism: integer('athleticism'),
    repCarryover: integer('rep_carryover'),
    cues: jsonb('cues').$type<string[]>().notNull().default([]),
    caution: text('caution'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  // Names are unique regardless of case so the wizard's duplicate check matches the database.
  (t) => [uniqueIndex('exercises_name_key').on(sql`lower(${t.name})`)],
);

export const workouts = pgTable(
  'workouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    level: text('level', { enum: WORKOUT_LEVELS }),
    // The builder draft as saved; use counts come from the sessions launched from it.
    structure: jsonb('structure').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('workouts_owner_idx').on(t.ownerId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trainerId: uuid('trainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workoutId: uuid('workout_id').references(() => workouts.id, { onDelete: 'set null' }),
    /**
     * A self-logged training (`kind` 'self-logged') is the client's own: `trainer_id` is the
     * client, it is finished from the start, and nobody joins it (its join code is its id, which
     * no typed code normalises to).
     */
    joinCode: text('join_code').notNull(),
    kind: text('kind', { enum: SESSION_KINDS }).notNull().default('live'),
    status: text('status', { enum: SESSION_STATUSES }).notNull().default('live'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    // The snapshot is the state after `snapshotSeq`; ops after it are replayed on load.
    state: jsonb('state').$type<SessionState>().notNull(),
    snapshotSeq: integer('snapshot_seq').notNull().default(0),
    seq: integer('seq').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_join_code_key').on(t.joinCode),
    index('sessions_trainer_idx').on(t.trainerId),
    // The workout picker's use counts and last launches.
    index('sessions_workout_idx').on(t.workoutId, t.startedAt),
  ],
);

export const sessionOps = pgTable(
  'session_ops',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    opId: text('op_id').notNull(),
    actorId: text('actor_id').notNull(),
    // Read back through parseSessionOp: an op logged by another version may no longer parse.
    op: jsonb('op').$type<SessionOp>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.seq] }),
    uniqueIndex('session_ops_op_id_key').on(t.sessionId, t.opId),
  ],
);

export const sessionParticipants = pgTable(
  'session_participants',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When they joined. */
    createdAt: createdAt(),
    feedbackStatus: text('feedback_status', { enum: ['none', 'pending', 'given'] })
      .notNull()
      .default('none'),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] })],
);

export const sessionLogs = pgTable(
  'session_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    kg: doublePrecision('kg'),
    reps: integer('reps'),
    isWarmup: boolean('is_warmup').notNull().default(false),
    verification: text('verification', { enum: CELL_VERIFICATIONS }).notNull().default('none'),
    flag: text('flag').notNull().default('ok'),
    /** A live session's set, or one the client logged on their own (a self-logged session). */
    source: text('source', { enum: SET_SOURCES }).notNull().default('session'),
    /** The cell's intensity level, or the session's when the cell followed it. */
    intensity: text('intensity'),
    /** Name of the phase the exercise was in when the session ended. */
    phase: text('phase'),
    /** The calendar day the session started (UTC), as history lists it. */
    sessionDate: date('session_date'),
    /**
     * Which set of the client's exercise in the session, from 0 (warm-ups and build-ups first, as
     * the cell listed them). Null on logs from before sets were logged one by one: one per cell.
     */
    setIndex: integer('set_index'),
    /** How hard the set felt, 6 to 10 (RIR = 10 - RPE), when someone said. */
    rpe: doublePrecision('rpe'),
    /** Who logged the set: the coach on the grid or the athlete on their phone; null before. */
    loggedBy: text('logged_by', { enum: SET_LOGGERS }),
    /**
     * What makes a log unique in its session: `set:{exercise}:{client}:{index}` for the sets the
     * end records (`cell:{exercise}:{client}` on logs from before sets), `device:{id}` for sets a
     * device posted with its own id, `self:{id}:{index}` for the sets of a self-logged training,
     * so retries log nothing twice.
     */
    logKey: text('log_key'),
    performedAt: timestamp('performed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('session_logs_client_exercise_idx').on(t.clientId, t.exerciseId),
    uniqueIndex('session_logs_log_key_key').on(t.sessionId, t.logKey),
    check(
      'session_logs_logged_by_check',
      sql`${t.loggedBy} is null or ${t.loggedBy} in ('coach', 'athlete')`,
    ),
  ],
);

/**
 * Per client and exercise, what their logs add up to (kept up to date when a session ends): the
 * best estimated 1RM from verified working sets with the set that made it, the top working set of
 * the last session, and how many sessions in a row left the prescribed rep range.
 */
export const clientExerciseRecords = pgTable(
  'client_exercise_records',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    bestE1rm: doublePrecision('best_e1rm'),
    bestKg: doublePrecision('best_kg'),
    bestReps: integer('best_reps'),
    bestAt: timestamp('best_at', { withTimezone: true }),
    lastKg: doublePrecision('last_kg'),
    lastReps: integer('last_reps'),
    lastAt: timestamp('last_at', { withTimezone: true }),
    lastSessionId: uuid('last_session_id').references(() => sessions.id, { onDelete: 'set null' }),
    mismatchStreak: integer('mismatch_streak').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.exerciseId] })],
);

/** Anonymous feedback: the user id only enforces one answer per session and is never read back. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    effort: integer('effort').notNull(),
    goalHelpfulness: text('goal_helpfulness').notNull(),
    pain: boolean('pain').notNull(),
    satisfied: integer('satisfied').notNull(),
    coach: integer('coach').notNull(),
    clarity: integer('clarity').notNull(),
    enjoyment: integer('enjoyment').notNull(),
    recommend: integer('recommend').notNull(),
    text: text('text'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('feedback_session_user_key').on(t.sessionId, t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * A client's pending change of email: the new address and the hash of the secret mailed to it.
 * The email changes only when that secret comes back; one pending change per account.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_changes_token_hash_key').on(t.tokenHash),
    index('email_changes_user_idx').on(t.userId),
  ],
);

export const oauthCodes = pgTable('oauth_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** A cast screen: the public id is shown on the TV; the token proves the socket is that screen. */
export const castScreens = pgTable(
  'cast_screens',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // A screen's socket is found by its token's hash; a session's screens by the session.
  (t) => [
    uniqueIndex('cast_screens_token_hash_key').on(t.tokenHash),
    index('cast_screens_session_idx').on(t.sessionId),
  ],
);

/**
 * A create request's answer, kept by the key its caller sent (`Idempotency-Key`) for a day: the
 * same key again gets the same answer instead of a second record. A row without a status is a
 * request still running; the primary key makes two at once reserve one row (idempotency/).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: uuid('key').notNull(),
    /** `POST /api/workouts`: a key names one request on one route. */
    route: text('route').notNull(),
    /** A hash of the path parameters and body, so a key sent with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * A trainer's challenge for their clients (issue 31). Scores are not stored: the leaderboard
 * reads them from the logged sets and check-ins in its days whenever it is asked.
 */
export const challenges = pgTable(
  'challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trainerId: uuid('trainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    metric: text('metric', { enum: CHALLENGE_METRICS }).notNull(),
    /** The exercise the e1RM metrics read; null for the others. */
    exerciseId: uuid('exercise_id').references(() => exercises.id, { onDelete: 'set null' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** Closed by its trainer: clients no longer see it, its board stays readable to them. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('challenges_trainer_idx').on(t.trainerId),
    check('challenges_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** Who joined a challenge. */
export const challengeParticipants = pgTable(
  'challenge_participants',
  {
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When they joined. */
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.challengeId, t.userId] }),
    index('challenge_participants_user_idx').on(t.userId),
  ],
);

/**
 * One row whose version grows, in the same transaction, whenever an account's role changes or it
 * is disabled, enabled or removed (migration 0014's triggers). Read in the statement that locks a
 * group's sessions, it tells whether the accounts kept in memory are still as the table says,
 * on every process and without a query of their own.
 */
export const accountVersion = pgTable(
  'account_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('account_version_single_row', sql`${t.id} = 1`)],
);

/**
 * A session imported from another app's export (issue 33): the client's own finished session,
 * and the hash of the file's rows it came from, so importing the same file again adds nothing.
 */
export const importedSessions = pgTable(
  'imported_sessions',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the session's rows as the file wrote them (its date, name and sets). */
    contentHash: text('content_hash').notNull(),
    /** Which export it came from: strong-legacy, strong or hevy. */
    format: text('format').notNull(),
    /** The workout's name in the other app (history shows it where a session names its workout). */
    workoutName: text('workout_name'),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('imported_sessions_client_hash_key').on(t.clientId, t.contentHash)],
);
