import { randomUUID } from 'node:crypto';
import { GRID_MAX_CLIENTS, isClient, type PerformedSet, serverMessages } from '@levelup/shared';
import {
  createSessionState,
  type SessionOp,
  type SessionState,
  type SessionStateResponse,
} from '@levelup/shared/session';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthUser } from '../auth/access-token';
import type { Database } from '../db/connect';
import {
  clientProfiles,
  exercises,
  sessionLogs,
  sessionParticipants,
  sessions,
  teams,
  users,
  workouts,
} from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { isUniqueViolation, isUuid, newJoinCode, normaliseJoinCode } from './random-code';
import { assertCanManageSession } from './session-access';
import type { SessionStore, Transaction } from './session-store';

/** The actor of ops the server makes itself (a client joining, a cast pairing, the end). */
export const SERVER_ACTOR = 'server';

/** The parts of a saved workout the live session is built from; the rest of the draft is ignored. */
const workoutPlanSchema = z.object({
  phases: z
    .array(
      z.object({
        id: z.string(),
        name: z.string().nullish(),
        exerciseIds: z.array(z.string()).optional(),
        exercisePairs: z.array(z.array(z.string())).optional(),
        exerciseParams: z.record(z.string(), z.unknown()).optional(),
      }),
    )
    .optional(),
  activePhaseId: z.string().nullish(),
});

/**
 * A cell counts as a performed set when it holds a weight or reps and the client did not skip it
 * (DNP) and it was not blacked out. Warm-up cells are kept, marked as warm-up.
 */
export function performedSetsOf(state: SessionState): PerformedSet[] {
  const onGrid = new Set(state.clients.map((c) => c.id));
  const sets: PerformedSet[] = [];
  for (const [exerciseId, row] of Object.entries(state.cells)) {
    for (const [clientId, cell] of Object.entries(row)) {
      if (!onGrid.has(clientId)) continue;
      if (cell.kg <= 0 && cell.reps <= 0) continue;
      if (cell.verification === 'dnp' || cell.flag === 'blackout') continue;
      sets.push({
        clientId,
        exerciseId,
        kg: cell.kg,
        reps: cell.reps,
        isWarmup: cell.isWarmup,
        verification: cell.verification,
        flag: cell.flag,
      });
    }
  }
  return sets;
}

async function existingIds(
  q: Database | Transaction,
  table: typeof users | typeof exercises,
  ids: Iterable<string>,
): Promise<Set<string>> {
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return new Set();
  const rows = await q.select({ id: table.id }).from(table).where(inArray(table.id, wanted));
  return new Set(rows.map((r) => r.id));
}

export type SessionServiceDeps = { db: Database; store: SessionStore; now: () => Date };

/** Creating, joining, ending and logging live sessions (DESIGN 4.6). */
export function createSessionService({ db, store, now }: SessionServiceDeps) {
  /**
   * A workout's plan for a new session: its phases (names, exercise order, pairs by letter
   * position, per-exercise params) and the library entries of its exercises, in phase order.
   */
  async function workoutPlan(workoutId: string) {
    if (!isUuid(workoutId)) throw notFound();
    const [workout] = await db
      .select({ structure: workouts.structure })
      .from(workouts)
      .where(eq(workouts.id, workoutId));
    if (!workout) throw notFound();
    const plan = workoutPlanSchema.safeParse(workout.structure);
    if (!plan.success) return undefined;
    const order = [...new Set((plan.data.phases ?? []).flatMap((p) => p.exerciseIds ?? []))].filter(
      isUuid,
    );
    const rows =
      order.length === 0
        ? []
        : await db
            .select({ id: exercises.id, name: exercises.name, type: exercises.type })
            .from(exercises)
            .where(inArray(exercises.id, order));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      exercises: order.flatMap((id) => byId.get(id) ?? []),
      phases: plan.data.phases,
      activePhaseId: plan.data.activePhaseId,
    };
  }

  /**
   * The state a new session starts from: the trainer's clients waiting in the available list
   * (nobody on the grid until they join or the coach adds them), the trainer's teams and, with a
   * workout, its plan. The exercise library is not copied in: pickers search it through
   * GET /api/exercises, so the state holds only the exercises in play.
   */
  async function buildInitialState(trainer: AuthUser, workoutId: string | undefined) {
    const [clientRows, teamRows, plan] = await Promise.all([
      db
        .select({
          id: users.id,
          firstName: users.firstName,
          sex: users.gender,
          teamId: clientProfiles.teamId,
        })
        .from(clientProfiles)
        .innerJoin(users, eq(users.id, clientProfiles.userId))
        .where(eq(clientProfiles.trainerId, trainer.id))
        .orderBy(asc(users.firstName), asc(users.id)),
      db
        .select({ id: teams.id, name: teams.name, colorHex: teams.colorHex, score: teams.score })
        .from(teams)
        .where(eq(teams.trainerId, trainer.id))
        .orderBy(asc(teams.name)),
      workoutId === undefined ? undefined : workoutPlan(workoutId),
    ]);
    return createSessionState({
      availableClients: clientRows,
      teams: teamRows,
      exercises: plan?.exercises,
      phases: plan?.phases,
      activePhaseId: plan?.activePhaseId,
    });
  }

  /** Reads a session's row for an access check, or answers 404. */
  async function findSession(sessionId: string) {
    if (!isUuid(sessionId)) throw notFound(serverMessages.sessionNotFound);
    const [row] = await db
      .select({
        id: sessions.id,
        trainerId: sessions.trainerId,
        status: sessions.status,
        joinCode: sessions.joinCode,
      })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    if (!row) throw notFound(serverMessages.sessionNotFound);
    return row;
  }

  return {
    findSession,

    /**
     * Creates a live session with a unique join code. The session remembers its workout, which is
     * how the workout's use count and last use are known.
     */
    async create(trainer: AuthUser, workoutId?: string) {
      const state = await buildInitialState(trainer, workoutId);
      const startedAt = now();
      for (let attempt = 0; ; attempt++) {
        const joinCode = newJoinCode();
        try {
          const [row] = await db
            .insert(sessions)
            .values({
              trainerId: trainer.id,
              workoutId: workoutId ?? null,
              joinCode,
              status: 'live',
              startedAt,
              state: state as unknown as Record<string, unknown>,
            })
            .returning({ id: sessions.id });
          if (!row) throw new Error('session was not created');
          return { id: row.id, joinCode };
        } catch (error) {
          // A join code collision is rare (one in hundreds of millions); draw another.
          if (!isUniqueViolation(error) || attempt >= 4) throw error;
        }
      }
    },

    /** The live state, with the workout it was launched from (for 'Custom Workout Loaded'). */
    async state(user: AuthUser, sessionId: string): Promise<SessionStateResponse> {
      const row = await findSession(sessionId);
      assertCanManageSession(user, row);
      const [{ state, seq }, [workout]] = await Promise.all([
        store.readState(sessionId),
        db
          .select({ id: workouts.id, name: workouts.name })
          .from(sessions)
          .innerJoin(workouts, eq(workouts.id, sessions.workoutId))
          .where(eq(sessions.id, sessionId)),
      ]);
      return { state, seq, joinCode: row.joinCode, status: row.status, workout: workout ?? null };
    },

    async plan(user: AuthUser, sessionId: string) {
      const row = await findSession(sessionId);
      assertCanManageSession(user, row);
      const { state } = await store.readState(sessionId);
      return {
        exercises: state.exercises,
        phases: state.phases,
        activePhaseId: state.activePhaseId,
      };
    },

    /**
     * Ends the session in one transaction: applies `session:end` (the device's own op when it
     * sent one), records the performed sets of the final state, adds every client on the grid to
     * the participants and marks their feedback pending, and marks the session finished. Ending
     * a finished session changes nothing.
     */
    async end(user: AuthUser, sessionId: string, endOp?: SessionOp) {
      return store.transact(sessionId, async (session) => {
        assertCanManageSession(user, session.row);
        if (session.row.status === 'finished') return { seq: session.row.seq, alreadyEnded: true };
        const finishedAt = now();
        const op: SessionOp =
          endOp?.type === 'session:end'
            ? {
                ...endOp,
                payload: { finishedAt: endOp.payload.finishedAt ?? finishedAt.toISOString() },
              }
            : {
                id: randomUUID(),
                type: 'session:end',
                payload: { finishedAt: finishedAt.toISOString() },
              };
        const seq = await session.append(op, endOp ? user.id : SERVER_ACTOR);
        const state = await session.state();
        const { tx } = session;

        const sets = performedSetsOf(state);
        const knownClients = await existingIds(tx, users, [
          ...state.clients.map((c) => c.id),
          ...sets.map((s) => s.clientId),
        ]);
        const knownExercises = await existingIds(
          tx,
          exercises,
          sets.map((s) => s.exerciseId),
        );
        const rows = sets
          .filter((s) => knownClients.has(s.clientId) && knownExercises.has(s.exerciseId))
          .map((s) => ({ sessionId, ...s, performedAt: finishedAt }));
        if (rows.length > 0) await tx.insert(sessionLogs).values(rows);

        const gridClients = state.clients.map((c) => c.id).filter((id) => knownClients.has(id));
        if (gridClients.length > 0) {
          await tx
            .insert(sessionParticipants)
            .values(gridClients.map((userId) => ({ sessionId, userId })))
            .onConflictDoNothing();
        }
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
        const participantIds = participants.map((p) => p.userId);
        if (participantIds.length > 0) {
          await tx
            .update(clientProfiles)
            .set({ lastSessionAt: finishedAt })
            .where(inArray(clientProfiles.userId, participantIds));
        }
        await tx
          .update(sessions)
          .set({ status: 'finished', finishedAt })
          .where(eq(sessions.id, sessionId));
        session.snapshotAtCommit();
        return { seq, alreadyEnded: false };
      });
    },

    /**
     * A user joins by session id or join code. A client is recorded as a participant and, unless
     * already on the grid, a server-made `clients:add` puts them there (or in the available list
     * when the grid is full), so every device sees them arrive.
     */
    async join(user: AuthUser, idOrJoinCode: string) {
      const key = idOrJoinCode.trim();
      const [found] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(isUuid(key) ? eq(sessions.id, key) : eq(sessions.joinCode, normaliseJoinCode(key)));
      if (!found) throw notFound(serverMessages.sessionNotFound);

      const [profile] = await db
        .select({ firstName: users.firstName, sex: users.gender, teamId: clientProfiles.teamId })
        .from(users)
        .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
        .where(eq(users.id, user.id));
      if (!profile) throw notFound();

      await store.transact(found.id, async (session) => {
        if (session.row.status === 'finished') throw conflict(serverMessages.sessionFinished);
        if (!isClient(user.role)) return;
        await session.tx
          .insert(sessionParticipants)
          .values({ sessionId: found.id, userId: user.id })
          .onConflictDoNothing();
        const state = await session.state();
        const onGrid = state.clients.some((c) => c.id === user.id);
        const waiting = state.availableClients.some((c) => c.id === user.id);
        if (onGrid || (waiting && state.clients.length >= GRID_MAX_CLIENTS)) return;
        await session.append(
          {
            id: randomUUID(),
            type: 'clients:add',
            payload: {
              clientIds: [user.id],
              clients: [
                {
                  id: user.id,
                  firstName: profile.firstName,
                  sex: profile.sex,
                  teamId: profile.teamId,
                },
              ],
            },
          },
          SERVER_ACTOR,
        );
      });
      return { sessionId: found.id, displayName: profile.firstName };
    },

    /** Appends performed sets sent by a device; every client and exercise must exist. */
    async appendLogs(user: AuthUser, sessionId: string, logs: readonly PerformedSet[]) {
      const row = await findSession(sessionId);
      assertCanManageSession(user, row);
      const [knownClients, knownExercises] = await Promise.all([
        existingIds(
          db,
          users,
          logs.map((l) => l.clientId),
        ),
        existingIds(
          db,
          exercises,
          logs.map((l) => l.exerciseId),
        ),
      ]);
      const issues = logs.flatMap((log, index) => [
        ...(knownClients.has(log.clientId)
          ? []
          : [{ path: `logs.${index}.clientId`, message: 'Unknown client' }]),
        ...(knownExercises.has(log.exerciseId)
          ? []
          : [{ path: `logs.${index}.exerciseId`, message: 'Unknown exercise' }]),
      ]);
      if (issues.length > 0) throw badRequest(undefined, issues);
      const performedAt = now();
      if (logs.length > 0) {
        await db.insert(sessionLogs).values(logs.map((l) => ({ sessionId, ...l, performedAt })));
      }
      return { ok: true as const, count: logs.length };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
