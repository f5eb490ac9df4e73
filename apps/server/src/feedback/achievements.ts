import type { SessionAchievement, SessionAchievements } from '@levelup/shared';
import { isPersonalRecord } from '@levelup/shared/coaching';
import { e1rmOf } from '@levelup/shared/history';
import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { exercises, sessionLogs } from '../db/schema';

export interface LoggedSet {
  exerciseId: string;
  kg: number | null;
  reps: number | null;
}

/**
 * A session's verified working sets per exercise, each with its heaviest set, and whether it beat
 * the client's best estimated 1RM of that exercise from earlier sessions (design 4.7's pr-purple).
 */
export function summariseAchievements(
  sessionSets: readonly LoggedSet[],
  earlierSets: readonly LoggedSet[],
  names: ReadonlyMap<string, string>,
): SessionAchievements {
  const byExercise = new Map<string, LoggedSet[]>();
  for (const set of sessionSets) {
    byExercise.set(set.exerciseId, [...(byExercise.get(set.exerciseId) ?? []), set]);
  }
  const achievements: SessionAchievement[] = [...byExercise].map(([exerciseId, sets]) => {
    const best = sets.reduce((a, b) => (e1rmOf(b) > e1rmOf(a) ? b : a));
    const previousBest = Math.max(
      0,
      ...earlierSets.filter((s) => s.exerciseId === exerciseId).map(e1rmOf),
    );
    return {
      exercise: names.get(exerciseId) ?? '',
      verifiedSets: sets.length,
      bestKg: best.kg ?? 0,
      bestReps: best.reps ?? 0,
      personalRecord: isPersonalRecord(
        { kg: best.kg ?? 0, reps: best.reps ?? 0, isWarmup: false, verification: 'verified' },
        previousBest,
      ),
    };
  });
  return {
    verifiedSets: sessionSets.length,
    personalRecords: achievements.filter((a) => a.personalRecord).length,
    exercises: achievements,
  };
}

/** Reads a client's verified working sets of a session and their earlier ones. */
export async function sessionAchievements(
  db: Database,
  userId: string,
  sessionId: string,
): Promise<SessionAchievements> {
  const verified = and(
    eq(sessionLogs.clientId, userId),
    eq(sessionLogs.verification, 'verified'),
    eq(sessionLogs.isWarmup, false),
  );
  const columns = {
    exerciseId: sessionLogs.exerciseId,
    kg: sessionLogs.kg,
    reps: sessionLogs.reps,
    performedAt: sessionLogs.performedAt,
  };
  const sessionSets = await db
    .select(columns)
    .from(sessionLogs)
    .where(and(verified, eq(sessionLogs.sessionId, sessionId)));
  if (sessionSets.length === 0) return { verifiedSets: 0, personalRecords: 0, exercises: [] };
  const ids = [...new Set(sessionSets.map((s) => s.exerciseId))];
  const firstPerformed = new Date(Math.min(...sessionSets.map((s) => s.performedAt.getTime())));
  const [earlier, named] = await Promise.all([
    db
      .select(columns)
      .from(sessionLogs)
      .where(
        and(
          verified,
          ne(sessionLogs.sessionId, sessionId),
          inArray(sessionLogs.exerciseId, ids),
          lt(sessionLogs.performedAt, firstPerformed),
        ),
      ),
    db
      .select({ id: exercises.id, name: exercises.name })
      .from(exercises)
      .where(inArray(exercises.id, ids)),
  ]);
  return summariseAchievements(sessionSets, earlier, new Map(named.map((e) => [e.id, e.name])));
}
