import { z } from 'zod/mini';
import { PROGRESS_MONTHS } from '../history/client-progress';
import { MUSCLE_GROUPS } from '../history/muscle-groups';
import { idSchema, rowIdSchema } from './common';
import { intakeAnswersSchema } from './intake-answers';
import { text } from './text';

/** The client's UTC offset in minutes (east positive), so the server knows their calendar day. */
export const utcOffsetQuerySchema = z.object({
  tzOffset: z.optional(z.coerce.number().check(z.int(), z.gte(-840), z.lte(840))),
});

/**
 * GET /api/users/{id}/progress: the client's calendar (`tzOffset`), and the progression chart's
 * filters: the muscle group whose volume it shows (none: every exercise) and the period in months
 * (none: the spec's 7 weeks).
 */
export const progressQuerySchema = z.extend(utcOffsetQuerySchema, {
  group: z.optional(z.enum(MUSCLE_GROUPS)),
  months: z.optional(z.pipe(z.coerce.number(), z.literal(PROGRESS_MONTHS))),
});
export type ProgressQuery = z.infer<typeof progressQuerySchema>;

/** The minutes east of UTC of this device now, as `tzOffset` takes them. */
export function deviceUtcOffsetMinutes(date: Date = new Date()): number {
  return -date.getTimezoneOffset() || 0;
}

/** One of the 7 weeks of the client home's progression chart (oldest first). */
export const progressWeekSchema = z.object({
  /** First day of the week (YYYY-MM-DD), in the client's time zone. */
  weekStart: text(),
  /** Working sets that count toward progress (verified or self-logged): kg x reps summed. */
  volumeKg: z.number(),
  verifiedSets: z.number().check(z.int()),
  checkIns: z.number().check(z.int()),
  averageReadiness: z.nullable(z.number()),
});
export type ProgressWeek = z.infer<typeof progressWeekSchema>;

/** GET /api/users/{id}/progress: the client home's level, progress bars and chart (DESIGN 4.8). */
export const clientProgressSchema = z.object({
  level: z.number().check(z.int(), z.gte(1)),
  /** Experience: 10 per counted working set (verified or self-logged) and 5 per check-in. */
  xp: z.number().check(z.int(), z.gte(0)),
  xpIntoLevel: z.number().check(z.int(), z.gte(0)),
  xpPerLevel: z.number().check(z.int(), z.gte(1)),
  verifiedSets: z.number().check(z.int()),
  checkIns: z.number().check(z.int()),
  checkInsThisWeek: z.number().check(z.int()),
  averageReadinessThisWeek: z.nullable(z.number()),
  weeks: z.array(progressWeekSchema),
});
export type ClientProgress = z.infer<typeof clientProgressSchema>;

/** GET /api/users/{id}/program: the workout of the client's latest session, if any. */
export const clientProgramSchema = z.object({
  workout: z.nullable(
    z.object({
      id: idSchema,
      name: text(),
      level: z.nullable(text()),
      exercises: z.array(text()),
    }),
  ),
  sessionDate: z.nullable(text()),
});
export type ClientProgram = z.infer<typeof clientProgramSchema>;

/** GET /api/users/{id}/intake: the saved questionnaire, or null before the first save. */
export const intakeAnswersResponseSchema = z.object({
  answers: z.nullable(intakeAnswersSchema),
});
export type IntakeAnswersResponse = z.infer<typeof intakeAnswersResponseSchema>;

/**
 * GET /api/feedback/summary (admin and above): anonymous aggregates, never who gave them, and
 * `answers` null until FEEDBACK_MIN_RESPONDENTS people have answered (only `count` shows before).
 */
export const feedbackSummarySchema = z.object({
  count: z.number().check(z.int()),
  answers: z.nullable(
    z.object({
      averages: z.object({
        effort: z.nullable(z.number()),
        satisfied: z.nullable(z.number()),
        coach: z.nullable(z.number()),
        clarity: z.nullable(z.number()),
        enjoyment: z.nullable(z.number()),
        recommend: z.nullable(z.number()),
      }),
      painReports: z.number().check(z.int()),
      /** In alphabetical order, so their order tells nothing of who answered when. */
      comments: z.array(text()),
    }),
  ),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;

export const feedbackSummaryQuerySchema = z.object({ sessionId: z.optional(rowIdSchema) });

/** One exercise of a session as the client's feedback screen celebrates it. */
export const sessionAchievementSchema = z.object({
  exercise: text(),
  verifiedSets: z.number().check(z.int()),
  bestKg: z.number(),
  bestReps: z.number().check(z.int()),
  /** Above the client's best estimated 1RM of this exercise before the session. */
  personalRecord: z.boolean(),
});
export type SessionAchievement = z.infer<typeof sessionAchievementSchema>;

/** GET /api/users/{id}/sessions/{sessionId}/achievements. */
export const sessionAchievementsSchema = z.object({
  verifiedSets: z.number().check(z.int()),
  personalRecords: z.number().check(z.int()),
  exercises: z.array(sessionAchievementSchema),
});
export type SessionAchievements = z.infer<typeof sessionAchievementsSchema>;
