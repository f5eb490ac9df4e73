import {
  FEEDBACK_MIN_RESPONDENTS,
  type FeedbackPayload,
  type FeedbackSummary,
} from '@levelup/shared';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { feedback, sessionParticipants, sessions } from '../db/schema';

export type GiveResult = 'given' | 'not-participant' | 'already-given';

const average = (values: readonly number[]) =>
  values.length === 0
    ? null
    : Math.round((values.reduce((sum, v) => sum + v, 0) / values.length) * 10) / 10;

/** Post-session feedback: one answer per session and user, read back only as anonymous totals. */
export function createFeedbackRepository(db: Database) {
  return {
    /** The latest finished session the user took part in and has not rated yet. */
    async pendingSession(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessionParticipants)
        .innerJoin(sessions, eq(sessions.id, sessionParticipants.sessionId))
        .where(
          and(
            eq(sessionParticipants.userId, userId),
            eq(sessionParticipants.feedbackStatus, 'pending'),
            eq(sessions.status, 'finished'),
            isNotNull(sessions.finishedAt),
          ),
        )
        .orderBy(desc(sessions.finishedAt))
        .limit(1);
      return row?.id ?? null;
    },

    async give(userId: string, answer: FeedbackPayload): Promise<GiveResult> {
      return db.transaction(async (tx) => {
        const [participant] = await tx
          .select({ status: sessionParticipants.feedbackStatus })
          .from(sessionParticipants)
          .where(
            and(
              eq(sessionParticipants.sessionId, answer.sessionId),
              eq(sessionParticipants.userId, userId),
            ),
          );
        if (!participant) return 'not-participant';
        const [stored] = await tx
          .insert(feedback)
          .values({ ...answer, userId })
          .onConflictDoNothing()
          .returning({ id: feedback.id });
        if (!stored) return 'already-given';
        await tx
          .update(sessionParticipants)
          .set({ feedbackStatus: 'given' })
          .where(
            and(
              eq(sessionParticipants.sessionId, answer.sessionId),
              eq(sessionParticipants.userId, userId),
            ),
          );
        return 'given';
      });
    },

    /**
     * Totals over every answer, or one session's: never who gave them, and none at all until
     * FEEDBACK_MIN_RESPONDENTS people answered (fewer could be told apart by the roster).
     */
    async summary(sessionId?: string): Promise<FeedbackSummary> {
      const rows = await db
        .select({
          effort: feedback.effort,
          satisfied: feedback.satisfied,
          coach: feedback.coach,
          clarity: feedback.clarity,
          enjoyment: feedback.enjoyment,
          recommend: feedback.recommend,
          pain: feedback.pain,
          text: feedback.text,
        })
        .from(feedback)
        .where(sessionId ? eq(feedback.sessionId, sessionId) : undefined);
      if (rows.length < FEEDBACK_MIN_RESPONDENTS) return { count: rows.length, answers: null };
      const of = (key: 'effort' | 'satisfied' | 'coach' | 'clarity' | 'enjoyment' | 'recommend') =>
        average(rows.map((r) => r[key]));
      return {
        count: rows.length,
        answers: {
          averages: {
            effort: of('effort'),
            satisfied: of('satisfied'),
            coach: of('coach'),
            clarity: of('clarity'),
            enjoyment: of('enjoyment'),
            recommend: of('recommend'),
          },
          painReports: rows.filter((r) => r.pain).length,
          comments: rows.flatMap((r) => (r.text ? [r.text] : [])).sort(),
        },
      };
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
