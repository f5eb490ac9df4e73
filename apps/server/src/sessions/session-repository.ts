import { isUuid, normaliseJoinCode } from '@levelup/shared';
import { createSessionState, type SessionState } from '@levelup/shared/session';
import { and, desc, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import {
  clientProfiles,
  gyms,
  sessionLogs,
  sessionOps,
  sessionParticipants,
  sessions,
  users,
  workouts,
} from '../db/schema';
import type { Queryable, Transaction } from '../db/transaction';
import { storedGymSettings } from '../gyms';

/** The SQL of session rows beyond the op log: creating, finding, listing and finishing them. */

/**
 * When a session was last touched: its newest op (found through the log's primary key), else its
 * creation. Selection, presence and the timer are not logged, so they do not count: 12 hours of
 * them without an edit is a session left running.
 */
const lastActivityAt = sql`coalesce(
  (select ${sessionOps.createdAt} from ${sessionOps}
    where ${sessionOps.sessionId} = ${sessions.id}
    order by ${sessionOps.seq} desc limit 1),
  ${sessions.startedAt},
  ${sessions.createdAt}
)`.mapWith(sessions.createdAt);

/** Inserts a live session; its join code must be unique (a clash throws a unique violation). */
export async function insertSession(
  db: Database,
  values: {
    trainerId: string;
    workoutId: string | null;
    joinCode: string;
    startedAt: Date;
    state: SessionState;
  },
) {
  const [row] = await db
    .insert(sessions)
    .values({ ...values, status: 'live' })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session was not created');
  return row;
}

/** The row of a client's self-logged training: theirs (as its trainer), finished at `at`. */
const selfLoggedRow = (values: { id: string; clientId: string; at: Date }) => ({
  id: values.id,
  trainerId: values.clientId,
  joinCode: values.id,
  kind: 'self-logged' as const,
  status: 'finished' as const,
  startedAt: values.at,
  finishedAt: values.at,
  state: createSessionState(),
});

/**
 * Inserts the session row of a client's self-logged training: theirs (as its trainer), finished at
 * `at`, with an empty state, and no code to join by (its join code is its id, which a typed code
 * never normalises to). Answers false when a session with this id exists already (a retry).
 */
export async function insertSelfLoggedSession(
  tx: Transaction,
  values: { id: string; clientId: string; at: Date },
): Promise<boolean> {
  const created = await tx
    .insert(sessions)
    .values(selfLoggedRow(values))
    .onConflictDoNothing()
    .returning({ id: sessions.id });
  return created.length > 0;
}

/** The same for many new sessions at once (an imported history), in one statement. */
export async function insertSelfLoggedSessions(
  tx: Transaction,
  values: readonly { id: string; clientId: string; at: Date }[],
): Promise<void> {
  if (values.length === 0) return;
  await tx.insert(sessions).values(values.map(selfLoggedRow));
}

/** A self-logged training as logged: its owner and kind, its day and its sets in order. */
export async function selfLoggedTraining(tx: Transaction, sessionId: string) {
  const [row] = await tx
    .select({ ownerId: sessions.trainerId, kind: sessions.kind })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (!row) return undefined;
  const sets = await tx
    .select({
      exerciseId: sessionLogs.exerciseId,
      sessionDate: sessionLogs.sessionDate,
      kg: sessionLogs.kg,
      reps: sessionLogs.reps,
      rpe: sessionLogs.rpe,
      logKey: sessionLogs.logKey,
    })
    .from(sessionLogs)
    .where(eq(sessionLogs.sessionId, sessionId));
  return { ...row, sets };
}

/** A session's row for an access check, or undefined. */
export async function sessionRow(db: Database, sessionId: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      trainerId: sessions.trainerId,
      status: sessions.status,
      joinCode: sessions.joinCode,
    })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row;
}

/** The session a join names by its id or join code, or undefined. */
export async function sessionByIdOrJoinCode(db: Database, key: string) {
  const [found] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(isUuid(key) ? eq(sessions.id, key) : eq(sessions.joinCode, normaliseJoinCode(key)));
  return found;
}

/** A trainer's sessions that have not finished, the most recently started first. */
export function unfinishedSessionsOf(db: Database, trainerId: string) {
  return db
    .select({
      id: sessions.id,
      joinCode: sessions.joinCode,
      startedAt: sessions.startedAt,
      createdAt: sessions.createdAt,
      lastActivityAt,
      workout: { id: workouts.id, name: workouts.name },
    })
    .from(sessions)
    .leftJoin(workouts, eq(workouts.id, sessions.workoutId))
    .where(and(eq(sessions.trainerId, trainerId), ne(sessions.status, 'finished')))
    .orderBy(desc(sessions.startedAt), desc(sessions.createdAt));
}

/**
 * Unfinished sessions a client may be on the grid of: their trainer's, and those they joined with
 * a code (started since `startedSince`, when given). Whether the grid holds them is the state's
 * to say.
 */
export function unfinishedSessionsAround(
  db: Database,
  clientId: string,
  { startedSince }: { startedSince?: Date } = {},
) {
  const theirTrainers = db
    .select({ id: clientProfiles.trainerId })
    .from(clientProfiles)
    .where(eq(clientProfiles.userId, clientId));
  const joined = db
    .select({ id: sessionParticipants.sessionId })
    .from(sessionParticipants)
    .where(eq(sessionParticipants.userId, clientId));
  return db
    .select({
      id: sessions.id,
      startedAt: sessions.startedAt,
      createdAt: sessions.createdAt,
      workout: { id: workouts.id, name: workouts.name },
    })
    .from(sessions)
    .leftJoin(workouts, eq(workouts.id, sessions.workoutId))
    .where(
      and(
        ne(sessions.status, 'finished'),
        or(inArray(sessions.trainerId, theirTrainers), inArray(sessions.id, joined)),
        startedSince ? gte(sessions.startedAt, startedSince) : undefined,
      ),
    )
    .orderBy(desc(sessions.startedAt), desc(sessions.createdAt));
}

/** Unfinished sessions last touched before `cutoff`, with their trainer's role. */
export function sessionsIdleSince(db: Database, cutoff: Date) {
  const idleBefore = sql`${lastActivityAt} < ${cutoff.toISOString()}::timestamptz`;
  return db
    .select({ id: sessions.id, trainerId: sessions.trainerId, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.trainerId))
    .where(and(ne(sessions.status, 'finished'), idleBefore));
}

/** When the session was last touched (see `lastActivityAt`), or undefined. */
export async function lastActivityOf(q: Queryable, sessionId: string): Promise<Date | undefined> {
  const [row] = await q
    .select({ at: lastActivityAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.at;
}

/** When the session started (else was created), or undefined. */
export async function startedAtOf(q: Queryable, sessionId: string): Promise<Date | undefined> {
  const [row] = await q
    .select({ startedAt: sessions.startedAt, createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.startedAt ?? row?.createdAt;
}

export async function markFinished(tx: Transaction, sessionId: string, finishedAt: Date) {
  await tx
    .update(sessions)
    .set({ status: 'finished', finishedAt })
    .where(eq(sessions.id, sessionId));
}

/**
 * The settings of the gym whose trainer runs the session (issue 35): its unit, equipment and
 * readiness rule, which the session's loads are made from. Null for a session that is not there.
 */
export async function sessionGymSettings(q: Queryable, sessionId: string) {
  if (!isUuid(sessionId)) return null;
  const [row] = await q
    .select({ gymId: gyms.id, settings: gyms.settings })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.trainerId))
    .innerJoin(gyms, eq(gyms.id, users.gymId))
    .where(eq(sessions.id, sessionId));
  return row ? storedGymSettings(row.gymId, row.settings) : null;
}

/** The sessions still live whose trainer belongs to a gym: its settings' change reaches them. */
export function liveSessionsOfGym(q: Queryable, gymId: string) {
  return q
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.trainerId))
    .where(and(ne(sessions.status, 'finished'), eq(users.gymId, gymId)));
}
