import { z } from 'zod';
import { idSchema, rowIdSchema } from './common';
import { intakeAnswersSchema } from './intake-answers';

/** The client's UTC offset in minutes (east positive), so the server knows their calendar day. */
export const utcOffsetQuerySchema = z.object({
  tzOffset: z.coerce.number().int().min(-840).max(840).optional(),
});
export type UtcOffsetQuery = z.infer<typeof utcOffsetQuerySchema>;

/** The minutes east of UTC of this device now, as `tzOffset` takes them. */
export function deviceUtcOffsetMinutes(date: Date = new Date()): number {
  return -date.getTimezoneOffset() || 0;
}

/** One of the 7 weeks of the client home's progression chart (oldest first). */
export const progressWeekSchema = z.object({
  /** First day of the week (YYYY-MM-DD), in the client's time zone. */
  weekStart: z.string(),
  /** Working sets the coach verified: kg x reps summed. */
  volumeKg: z.number(),
  verifiedSets: z.number().int(),
  checkIns: z.number().int(),
  averageReadiness: z.number().nullable(),
});
export type ProgressWeek = z.infer<typeof progressWeekSchema>;

/** GET /api/users/{id}/progress: the client home's level, progress bars and chart (DESIGN 4.8). */
export const clientProgressSchema = z.object({
  level: z.number().int().min(1),
  /** Experience: 10 per verified working set and 5 per check-in. */
  xp: z.number().int().min(0),
  xpIntoLevel: z.number().int().min(0),
  xpPerLevel: z.number().int().min(1),
  verifiedSets: z.number().int(),
  checkIns: z.number().int(),
  checkInsThisWeek: z.number().int(),
  averageReadinessThisWeek: z.number().nullable(),
  weeks: z.array(progressWeekSchema),
});
export type ClientProgress = z.infer<typeof clientProgressSchema>;

/** GET /api/users/{id}/program: the workout of the client's latest session, if any. */
export const clientProgramSchema = z.object({
  workout: z
    .object({
      id: idSchema,
      name: z.string(),
      level: z.string().nullable(),
      exercises: z.array(z.string()),
    })
    .nullable(),
  sessionDate: z.string().nullable(),
});
export type ClientProgram = z.infer<typeof clientProgramSchema>;

/** GET /api/users/{id}/intake: the saved questionnaire, or null before the first save. */
export const intakeAnswersResponseSchema = z.object({
  answers: intakeAnswersSchema.nullable(),
});
export type IntakeAnswersResponse = z.infer<typeof intakeAnswersResponseSchema>;

/** GET /api/feedback/summary (admin and above): anonymous aggregates, never who gave them. */
export const feedbackSummarySchema = z.object({
  count: z.number().int(),
  averages: z.object({
    effort: z.number().nullable(),
    satisfied: z.number().nullable(),
    coach: z.number().nullable(),
    clarity: z.number().nullable(),
    enjoyment: z.number().nullable(),
    recommend: z.number().nullable(),
  }),
  painReports: z.number().int(),
  comments: z.array(z.string()),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;

export const feedbackSummaryQuerySchema = z.object({ sessionId: rowIdSchema.optional() });

/** One exercise of a session as the client's feedback screen celebrates it. */
export const sessionAchievementSchema = z.object({
  exercise: z.string(),
  verifiedSets: z.number().int(),
  bestKg: z.number(),
  bestReps: z.number().int(),
  /** Above the client's best estimated 1RM of this exercise before the session. */
  personalRecord: z.boolean(),
});
export type SessionAchievement = z.infer<typeof sessionAchievementSchema>;

/** GET /api/users/{id}/sessions/{sessionId}/achievements. */
export const sessionAchievementsSchema = z.object({
  verifiedSets: z.number().int(),
  personalRecords: z.number().int(),
  exercises: z.array(sessionAchievementSchema),
});
export type SessionAchievements = z.infer<typeof sessionAchievementsSchema>;
