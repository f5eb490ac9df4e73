import { z } from 'zod/mini';
import { NAME_MAX_LENGTH } from '../constants';
import { challengeMessages as m, validationMessages } from '../messages';
import { calendarDateSchema, idSchema, rowIdSchema } from '../schemas/common';
import { text } from '../schemas/text';

/**
 * What a challenge measures (issue 31): total verified volume, the best e1RM in one exercise, the
 * e1RM per kg of bodyweight in one exercise, or the longest run of daily check-ins.
 */
export const CHALLENGE_METRICS = ['volume', 'e1rm', 'relative', 'streak'] as const;
export const challengeMetricSchema = z.enum(CHALLENGE_METRICS, { error: m.metricRequired });
export type ChallengeMetric = z.infer<typeof challengeMetricSchema>;

/** The metrics that read one exercise's sets: the challenge names it. */
export const metricNeedsExercise = (metric: ChallengeMetric): boolean =>
  metric === 'e1rm' || metric === 'relative';

/**
 * POST /api/challenges and PUT /api/challenges/{id}: a trainer's challenge. An exercise is named
 * by the e1RM metrics and ignored by the others; the dates are calendar days, both included.
 */
export const challengeInputSchema = z
  .object({
    name: text({ error: m.nameRequired }).check(
      z.trim(),
      z.minLength(1, m.nameRequired),
      z.maxLength(NAME_MAX_LENGTH, validationMessages.tooLong(NAME_MAX_LENGTH)),
    ),
    metric: challengeMetricSchema,
    exerciseId: z.optional(z.nullable(rowIdSchema)),
    startDate: calendarDateSchema,
    endDate: calendarDateSchema,
  })
  .check(
    z.refine((c) => !metricNeedsExercise(c.metric) || Boolean(c.exerciseId), {
      message: m.exerciseRequired,
      path: ['exerciseId'],
    }),
    z.refine((c) => c.endDate >= c.startDate, { message: m.endBeforeStart, path: ['endDate'] }),
  );
export type ChallengeInput = z.input<typeof challengeInputSchema>;
export type ChallengeValues = z.infer<typeof challengeInputSchema>;

/** A challenge as the list answers it, to its trainer and to their clients. */
export const challengeSchema = z.object({
  id: idSchema,
  trainerId: idSchema,
  name: text(),
  metric: challengeMetricSchema,
  exerciseId: z.nullable(idSchema),
  exerciseName: z.nullable(text()),
  startDate: text(),
  endDate: text(),
  closed: z.boolean(),
  /**
   * Its last day has passed (in UTC, the days its scores are counted in): the board is final and
   * nobody joins any more.
   */
  ended: z.boolean(),
  participants: z.number(),
  /** Whether the caller takes part (always false for a trainer). */
  joined: z.boolean(),
});
export type Challenge = z.infer<typeof challengeSchema>;
export const challengeListSchema = z.array(challengeSchema);

/** One place on a leaderboard; `rank` is shared by equal scores (1, 1, 3). */
export const leaderboardEntrySchema = z.object({
  userId: idSchema,
  name: text(),
  score: z.number(),
  rank: z.number(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** GET /api/challenges/{id}/leaderboard: the ranked participants and those left off, with why. */
export const leaderboardSchema = z.object({
  challengeId: idSchema,
  metric: challengeMetricSchema,
  entries: z.array(leaderboardEntrySchema),
  excluded: z.array(z.object({ userId: idSchema, name: text(), reason: text() })),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/**
 * GET /cast/screen-challenge: the board of the challenge the coach put on the gym TV, with what
 * the TV says above it. A client who chose not to show their name on the TV is named by initials.
 */
export const screenChallengeSchema = z.object({
  name: text(),
  metric: challengeMetricSchema,
  exerciseName: z.nullable(text()),
  startDate: text(),
  endDate: text(),
  ended: z.boolean(),
  board: leaderboardSchema,
});
export type ScreenChallenge = z.infer<typeof screenChallengeSchema>;
