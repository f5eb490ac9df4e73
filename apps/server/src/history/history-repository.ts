import type {
  ClientHistory,
  ClientTraining,
  HistorySession,
  HistorySessionDetail,
  ImportFormat,
  SessionKind,
} from '@levelup/shared';
import {
  addDays,
  clientProgress,
  countsTowardProgress,
  dayAt,
  exerciseTrends,
  type HistoryLog,
  PROGRESS_WEEKS,
  personalRecordsOf,
  summariseSession,
} from '@levelup/shared/history';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import {
  exercises,
  importedSessions,
  lifestyleLogs,
  sessionLogs,
  sessionParticipants,
  sessions,
  users,
  workouts,
} from '../db/schema';

/** The trainer's Session History shows this many sessions, newest first. */
export const HISTORY_LIST_LIMIT = 100;
/** Readiness over time: the client's latest check-ins, oldest first. */
export const READINESS_POINTS = 120;
/** A client's own list of trainings shows this many, newest first. */
export const CLIENT_TRAININGS_LIMIT = 20;

/**
 * The `session_logs` columns the history reads, named one by one: the live-session work adds
 * columns to the table that the history does not need.
 */
const logColumns = {
  sessionId: sessionLogs.sessionId,
  clientId: sessionLogs.clientId,
  exerciseId: sessionLogs.exerciseId,
  kg: sessionLogs.kg,
  reps: sessionLogs.reps,
  isWarmup: sessionLogs.isWarmup,
  verification: sessionLogs.verification,
  flag: sessionLogs.flag,
  setIndex: sessionLogs.setIndex,
  rpe: sessionLogs.rpe,
  loggedBy: sessionLogs.loggedBy,
  source: sessionLogs.source,
  performedAt: sessionLogs.performedAt,
};

const displayName = (u: { firstName: string; lastName: string | null }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ');

type SessionRow = {
  id: string;
  kind: SessionKind;
  startedAt: Date | null;
  finishedAt: Date | null;
  createdAt: Date;
  workoutName: string | null;
  importedFrom: ImportFormat | null;
};

/** Past sessions, their read-only summaries and a client's progress, from `session_logs`. */
export function createHistoryRepository(db: Database, now: () => Date) {
  async function logsOfSessions(sessionIds: readonly string[]): Promise<HistoryLog[]> {
    if (sessionIds.length === 0) return [];
    return db
      .select(logColumns)
      .from(sessionLogs)
      .where(inArray(sessionLogs.sessionId, sessionIds));
  }

  /** Every log of the clients named, for the exercises named: the earlier sessions to compare. */
  async function logsOfClients(
    clientIds: readonly string[],
    exerciseIds: readonly string[],
  ): Promise<HistoryLog[]> {
    if (clientIds.length === 0 || exerciseIds.length === 0) return [];
    return db
      .select(logColumns)
      .from(sessionLogs)
      .where(
        and(
          inArray(sessionLogs.clientId, [...new Set(clientIds)]),
          inArray(sessionLogs.exerciseId, [...new Set(exerciseIds)]),
        ),
      );
  }

  async function namesOf(table: 'users' | 'exercises', ids: readonly string[]) {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map<string, string>();
    if (table === 'exercises') {
      const rows = await db
        .select({ id: exercises.id, name: exercises.name })
        .from(exercises)
        .where(inArray(exercises.id, wanted));
      return new Map(rows.map((r) => [r.id, r.name]));
    }
    const rows = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, wanted));
    return new Map(rows.map((r) => [r.id, displayName(r)]));
  }

  /** The sessions a client took part in or has sets in. */
  function sessionsOfClient(clientId: string): SQL {
    const joined = db
      .select({ id: sessionParticipants.sessionId })
      .from(sessionParticipants)
      .where(eq(sessionParticipants.userId, clientId));
    const logged = db
      .select({ id: sessionLogs.sessionId })
      .from(sessionLogs)
      .where(eq(sessionLogs.clientId, clientId));
    return sql`(${inArray(sessions.id, joined)} or ${inArray(sessions.id, logged)})`;
  }

  /** The sessions with their clients (grid participants and anyone with logged sets). */
  async function describe(rows: readonly SessionRow[]) {
    const ids = rows.map((r) => r.id);
    const [participants, logs] = await Promise.all([
      ids.length === 0
        ? []
        : db
            .select({
              sessionId: sessionParticipants.sessionId,
              userId: sessionParticipants.userId,
            })
            .from(sessionParticipants)
            .where(inArray(sessionParticipants.sessionId, ids)),
      logsOfSessions(ids),
    ]);
    const earlier = await logsOfClients(
      logs.map((l) => l.clientId),
      logs.map((l) => l.exerciseId),
    );
    const clientIds = [...participants.map((p) => p.userId), ...logs.map((l) => l.clientId)];
    const names = await namesOf('users', clientIds);
    return rows.map((row) => {
      const own = logs.filter((l) => l.sessionId === row.id);
      const people = [
        ...new Set([
          ...participants.filter((p) => p.sessionId === row.id).map((p) => p.userId),
          ...own.map((l) => l.clientId),
        ]),
      ];
      const summaries = summariseSession(row.id, earlier);
      const session: HistorySession = {
        id: row.id,
        date: (row.finishedAt ?? row.startedAt ?? row.createdAt).toISOString(),
        workoutName: row.workoutName,
        selfLogged: row.kind === 'self-logged',
        importedFrom: row.importedFrom,
        clients: people
          .map((id) => ({ id, name: names.get(id) ?? '' }))
          .sort((a, b) => a.name.localeCompare(b.name)),
        sets: own.length,
        personalRecords: personalRecordsOf(summaries),
      };
      return { session, summaries };
    });
  }

  const sessionColumns = {
    id: sessions.id,
    kind: sessions.kind,
    startedAt: sessions.startedAt,
    finishedAt: sessions.finishedAt,
    createdAt: sessions.createdAt,
    // An imported session has no workout of this app: it keeps the name its own app gave it.
    workoutName: sql<string | null>`coalesce(${workouts.name}, ${importedSessions.workoutName})`,
    importedFrom: sql<ImportFormat | null>`${importedSessions.format}`,
  };

  return {
    /**
     * Finished live sessions, newest first: all of them for admin and above (`trainerId` null),
     * else the trainer's own. With `clientId`, only those the client took part in or has sets in,
     * and the trainings the client logged themself (whoever asks may act on the client).
     */
    async listSessions(filter: {
      trainerId: string | null;
      clientId?: string;
    }): Promise<HistorySession[]> {
      const live: SQL[] = [eq(sessions.kind, 'live')];
      if (filter.trainerId) live.push(eq(sessions.trainerId, filter.trainerId));
      const conditions: SQL[] = [eq(sessions.status, 'finished')];
      if (filter.clientId) {
        const ownTraining = and(
          eq(sessions.kind, 'self-logged'),
          eq(sessions.trainerId, filter.clientId),
        );
        conditions.push(sessionsOfClient(filter.clientId));
        const either = or(and(...live), ownTraining);
        if (either) conditions.push(either);
      } else {
        conditions.push(...live);
      }
      const rows = await db
        .select(sessionColumns)
        .from(sessions)
        .leftJoin(workouts, eq(workouts.id, sessions.workoutId))
        .leftJoin(importedSessions, eq(importedSessions.sessionId, sessions.id))
        .where(and(...conditions))
        // Postgres sorts nulls first when descending; a session without an end goes last.
        .orderBy(sql`${sessions.finishedAt} desc nulls last`, desc(sessions.createdAt))
        .limit(HISTORY_LIST_LIMIT);
      return (await describe(rows)).map((d) => d.session);
    },

    /**
     * A session's owner (for a self-logged training, the client who logged it), kind and status,
     * for the access check; null when there is no such session.
     */
    async sessionOwner(sessionId: string) {
      const [row] = await db
        .select({ trainerId: sessions.trainerId, kind: sessions.kind, status: sessions.status })
        .from(sessions)
        .where(eq(sessions.id, sessionId));
      return row ?? null;
    },

    /** A finished session's read-only summary, per client and exercise. */
    async sessionDetail(sessionId: string): Promise<HistorySessionDetail | null> {
      const [row] = await db
        .select(sessionColumns)
        .from(sessions)
        .leftJoin(workouts, eq(workouts.id, sessions.workoutId))
        .leftJoin(importedSessions, eq(importedSessions.sessionId, sessions.id))
        .where(and(eq(sessions.id, sessionId), eq(sessions.status, 'finished')));
      if (!row) return null;
      const [described] = await describe([row]);
      if (!described) return null;
      const { session, summaries } = described;
      const exerciseNames = await namesOf(
        'exercises',
        summaries.map((s) => s.exerciseId),
      );
      return {
        session,
        clients: session.clients.map((client) => ({
          ...client,
          exercises: summaries
            .filter((s) => s.clientId === client.id)
            .map(({ clientId: _, ...s }) => ({ ...s, name: exerciseNames.get(s.exerciseId) ?? '' }))
            .sort((a, b) => a.name.localeCompare(b.name)),
        })),
      };
    },

    /**
     * A client's progress: the client home's figures (the same function and rule as
     * GET /api/users/{id}/progress), e1RM over time per exercise and readiness over time.
     */
    async clientHistory(clientId: string, utcOffsetMinutes = 0): Promise<ClientHistory | null> {
      const [person] = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, clientId));
      if (!person) return null;
      const [logs, checkIns, checkInCount, trainingRows] = await Promise.all([
        db
          .select(logColumns)
          .from(sessionLogs)
          .where(eq(sessionLogs.clientId, clientId))
          .orderBy(asc(sessionLogs.performedAt)),
        db
          .select({ day: lifestyleLogs.day, readiness: lifestyleLogs.readiness })
          .from(lifestyleLogs)
          .where(eq(lifestyleLogs.userId, clientId))
          .orderBy(desc(lifestyleLogs.day))
          .limit(READINESS_POINTS),
        db.$count(lifestyleLogs, eq(lifestyleLogs.userId, clientId)),
        db
          .select(sessionColumns)
          .from(sessions)
          .leftJoin(workouts, eq(workouts.id, sessions.workoutId))
          .leftJoin(importedSessions, eq(importedSessions.sessionId, sessions.id))
          .where(and(eq(sessions.status, 'finished'), sessionsOfClient(clientId)))
          .orderBy(sql`${sessions.finishedAt} desc nulls last`, desc(sessions.createdAt))
          .limit(CLIENT_TRAININGS_LIMIT),
      ]);
      const today = dayAt(now(), utcOffsetMinutes);
      const firstDay = addDays(today, -7 * PROGRESS_WEEKS);
      const counted = logs.filter(countsTowardProgress);
      const progress = clientProgress(
        { verifiedSets: counted.length, checkIns: checkInCount },
        {
          checkIns: checkIns.filter((c) => c.day >= firstDay),
          sets: counted.map((s) => ({
            day: dayAt(s.performedAt, utcOffsetMinutes),
            kg: s.kg,
            reps: s.reps,
          })),
        },
        today,
      );
      const trends = exerciseTrends(logs, utcOffsetMinutes);
      const trainingIds = new Set(trainingRows.map((row) => row.id));
      const trainingLogs = logs.filter((l) => trainingIds.has(l.sessionId));
      const names = await namesOf('exercises', [
        ...trends.map((t) => t.exerciseId),
        ...trainingLogs.map((l) => l.exerciseId),
      ]);
      const trainings = trainingRows.map((row): ClientTraining => {
        const own = trainingLogs.filter((l) => l.sessionId === row.id);
        return {
          id: row.id,
          date: (row.finishedAt ?? row.startedAt ?? row.createdAt).toISOString(),
          selfLogged: row.kind === 'self-logged',
          importedFrom: row.importedFrom,
          workoutName: row.workoutName,
          exercises: [...new Set(own.map((l) => names.get(l.exerciseId) ?? ''))].sort((a, b) =>
            a.localeCompare(b),
          ),
          sets: own.length,
        };
      });
      return {
        client: { id: person.id, name: displayName(person) },
        progress,
        exercises: trends
          .map((t) => ({ ...t, name: names.get(t.exerciseId) ?? '' }))
          .sort((a, b) => a.name.localeCompare(b.name)),
        readiness: [...checkIns].reverse(),
        trainings,
      };
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
