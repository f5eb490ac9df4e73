import type { PerformedSet, SetLogger, SetSource } from '@levelup/shared';
import type { RepRange } from '@levelup/shared/coaching';
import { and, eq, inArray } from 'drizzle-orm';
import { foldIntoRecords } from '../coaching';
import { clientProfiles, sessionLogs, sessionParticipants } from '../db/schema';
import type { Transaction } from '../db/transaction';

/** A performed set to log, with what makes it unique in its session (null: logged every time). */
export type SetToLog = Omit<PerformedSet, 'id' | 'setIndex' | 'rpe'> & {
  logKey: string | null;
  /** Null for a set that stands for its whole cell. */
  setIndex: number | null;
  rpe: number | null;
  loggedBy: SetLogger | null;
  intensity?: string;
  phase?: string | null;
  /** A live session's set unless said otherwise. */
  source?: SetSource;
};

/**
 * Logs performed sets of a session and folds the new ones into the records, in the caller's
 * transaction: a set whose key was logged before is skipped, so a retry changes nothing. The
 * answer is how many sets were new.
 */
export async function logSets(
  tx: Transaction,
  input: {
    sessionId: string;
    /** The calendar day (UTC) the session started on, as history lists it. */
    sessionDate: string;
    performedAt: Date;
    sets: readonly SetToLog[];
    range: (exerciseId: string) => RepRange | null;
  },
): Promise<number> {
  const { sessionId, sessionDate, performedAt } = input;
  if (input.sets.length === 0) return 0;
  const inserted = await tx
    .insert(sessionLogs)
    .values(input.sets.map((set) => ({ sessionId, ...set, sessionDate, performedAt })))
    .onConflictDoNothing()
    .returning();
  await foldIntoRecords(tx, {
    sessionId,
    at: performedAt,
    sets: inserted.map((row) => ({ ...row, kg: row.kg ?? 0, reps: row.reps ?? 0 })),
    range: input.range,
  });
  return inserted.length;
}

/** Records clients as participants of the session (once each). */
export async function addParticipants(
  tx: Transaction,
  sessionId: string,
  userIds: readonly string[],
) {
  if (userIds.length === 0) return;
  await tx
    .insert(sessionParticipants)
    .values(userIds.map((userId) => ({ sessionId, userId })))
    .onConflictDoNothing();
}

/**
 * Marks the feedback of the session's participants pending (those not asked yet) and dates their
 * last session; answers whose it marked.
 */
export async function askParticipantsForFeedback(
  tx: Transaction,
  sessionId: string,
  finishedAt: Date,
): Promise<string[]> {
  const participants = await tx
    .update(sessionParticipants)
    .set({ feedbackStatus: 'pending' })
    .where(
      and(
        eq(sessionParticipants.sessionId, sessionId),
        eq(sessionParticipants.feedbackStatus, 'none'),
      ),
    )
    .returning({ userId: sessionParticipants.userId });
  const ids = participants.map((p) => p.userId);
  if (ids.length > 0) {
    await tx
      .update(clientProfiles)
      .set({ lastSessionAt: finishedAt })
      .where(inArray(clientProfiles.userId, ids));
  }
  return ids;
}
