import { randomUUID } from 'node:crypto';
import {
  GRID_MAX_CLIENTS,
  isClient,
  isUuid,
  type PerformedSet,
  serverMessages,
} from '@levelup/shared';
import type {
  AthleteSessionsResponse,
  LiveSessionsResponse,
  SessionStateResponse,
} from '@levelup/shared/session';
import type { PeoplePolicy } from '../access/who-may-act';
import { assertCanManageSession } from '../access/who-may-act';
import type { AuthUser } from '../auth';
import { prescribedRange } from '../coaching';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import { badRequest, conflict, notFound } from '../http/errors';
import { createDeviceOps } from './device-ops';
import { initialSessionState } from './initial-state';
import { createLiveCoaching } from './live-coaching';
import { dayOf } from './performed-sets';
import { newJoinCode } from './random-code';
import { clientProfilesOf, existingExerciseIds } from './roster-records';
import { createSessionEnd } from './session-end';
import { addParticipants, logSets } from './session-logs-repository';
import {
  insertSession,
  sessionByIdOrJoinCode,
  sessionRow,
  startedAtOf,
  unfinishedSessionsAround,
  unfinishedSessionsOf,
} from './session-repository';
import { SERVER_ACTOR, type SessionStore } from './session-store';
import { createWorkoutNames } from './workout-names';

/** A session nobody has touched for this long ends by itself (issue 34). */
export const SESSION_IDLE_END_MS = 12 * 60 * 60 * 1000;

export type SessionServiceDeps = {
  db: Database;
  store: SessionStore;
  /** Other processes' writes, heard so that workout names can be served from memory. */
  changes: ChangeFeed;
  now: () => Date;
  people: PeoplePolicy;
  /** Told when coaching could not follow an op (the op itself stands). */
  onCoachingError?: (error: unknown) => void;
};

/**
 * Creating, joining, ending and logging live sessions (DESIGN 4.6): the product's rules, over the
 * session store and the repositories beside it. Which op a device may send, when, and with which
 * server-made records is the op policy's (OP_POLICY in packages/shared), applied in device-ops.ts.
 */
export function createSessionService({
  db,
  store,
  changes,
  now,
  people,
  onCoachingError = (error) => console.error('live coaching failed', error),
}: SessionServiceDeps) {
  const coaching = createLiveCoaching({ db, store, now });
  const workoutOf = createWorkoutNames(db, changes);
  const ending = createSessionEnd({ db, store, people, now });

  /**
   * Coaching follows a committed op: if it fails, the op still stands and its sender still gets
   * its ok; the flags catch up with the next op that brings coaching.
   */
  async function coachAfter(work: () => Promise<void>) {
    try {
      await work();
    } catch (error) {
      onCoachingError(error);
    }
  }

  const deviceOps = createDeviceOps({ db, store, people, coaching, end: ending.end, coachAfter });

  /** Reads a session's row for an access check, or answers 404. */
  async function findSession(sessionId: string) {
    if (!isUuid(sessionId)) throw notFound(serverMessages.sessionNotFound);
    const row = await sessionRow(db, sessionId);
    if (!row) throw notFound(serverMessages.sessionNotFound);
    return row;
  }

  return {
    findSession,
    end: ending.end,
    endIdle: ending.endIdle,
    onEnded: ending.onEnded,
    coaching,
    needsAccountFirst: deviceOps.needsAccountFirst,
    applyDeviceOp: deviceOps.applyDeviceOp,

    /**
     * The caller's sessions that have not finished, the most recently started first (admin and
     * above get their own too: this is 'Back to live session', not an overview).
     */
    async liveSessions(user: AuthUser): Promise<LiveSessionsResponse> {
      const rows = await unfinishedSessionsOf(db, user.id);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          joinCode: row.joinCode,
          startedAt: (row.startedAt ?? row.createdAt).toISOString(),
          lastActivityAt: row.lastActivityAt.toISOString(),
          workout: row.workout,
        })),
      };
    },

    /**
     * The live sessions whose grid holds the client (issue 30), newest first: where their phone
     * follows the session and logs their sets.
     */
    async sessionsTakingPart(user: AuthUser): Promise<AthleteSessionsResponse> {
      const candidates = await unfinishedSessionsAround(db, user.id);
      const onGrid = await Promise.all(
        candidates.map(async (row) =>
          (await store.readState(row.id)).state.clients.some((c) => c.id === user.id),
        ),
      );
      return {
        sessions: candidates
          .filter((_, index) => onGrid[index])
          .map((row) => ({
            id: row.id,
            startedAt: (row.startedAt ?? row.createdAt).toISOString(),
            workout: row.workout,
          })),
      };
    },

    /**
     * Creates a live session with a unique join code. The session remembers its workout, which is
     * how the workout's use count and last use are known.
     */
    async create(trainer: AuthUser, workoutId?: string) {
      const state = await initialSessionState(db, trainer, workoutId);
      const startedAt = now();
      for (let attempt = 0; ; attempt++) {
        const joinCode = newJoinCode();
        try {
          const values = { trainerId: trainer.id, workoutId: workoutId ?? null, joinCode };
          const row = await insertSession(db, { ...values, startedAt, state });
          return { id: row.id, joinCode };
        } catch (error) {
          // A join code collision is rare (one in hundreds of millions); draw another.
          if (!isUniqueViolation(error) || attempt >= 4) throw error;
        }
      }
    },

    /** The live state, with the workout it was launched from (for 'Custom Workout Loaded'). */
    async state(user: AuthUser, sessionId: string): Promise<SessionStateResponse> {
      // A hot read: served from memory while nothing has changed (see the store's readView).
      const { row, state, seq } = await store.readView(sessionId);
      assertCanManageSession(user, row);
      const workout = await workoutOf(row.workoutId);
      return { state, seq, joinCode: row.joinCode, status: row.status, workout };
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

    /** The session a join names by its id or join code (404 when it names none). */
    async joinedBy(idOrJoinCode: string) {
      const found = await sessionByIdOrJoinCode(db, idOrJoinCode.trim());
      if (!found) throw notFound(serverMessages.sessionNotFound);
      return found;
    },

    /**
     * A user joins a session (found by `joinedBy`). A client is recorded as a participant and,
     * unless already on the grid, a server-made `clients:add` puts them there (or in the available
     * list when the grid is full), so every device sees them arrive.
     */
    async join(user: AuthUser, found: { id: string }) {
      const [profile] = await clientProfilesOf(db, [user.id]);
      if (!profile) throw notFound();

      const seated = await store.transact(found.id, async (session) => {
        if (session.row.status === 'finished') throw conflict(serverMessages.sessionFinished);
        if (!isClient(user.role)) return false;
        await addParticipants(session.tx, found.id, [user.id]);
        const state = await session.state();
        const onGrid = state.clients.some((c) => c.id === user.id);
        const waiting = state.availableClients.some((c) => c.id === user.id);
        if (onGrid || (waiting && state.clients.length >= GRID_MAX_CLIENTS)) return false;
        await session.append(
          {
            id: randomUUID(),
            type: 'clients:add',
            payload: { clientIds: [user.id], clients: [profile] },
          },
          SERVER_ACTOR,
        );
        return true;
      });
      if (seated) await coachAfter(() => coaching.refresh(found.id, { clientIds: [user.id] }));
      return { sessionId: found.id, displayName: profile.firstName };
    },

    /**
     * Appends performed sets sent by a device: every client must be someone the user may act on
     * in this session (else 403 and nothing is written), and every exercise must exist. A set
     * whose id was logged before is skipped; the records take in the new sets at once.
     */
    async appendLogs(user: AuthUser, sessionId: string, logs: readonly PerformedSet[]) {
      const row = await findSession(sessionId);
      assertCanManageSession(user, row);
      await people.assertMayActOn(
        user,
        logs.map((l) => l.clientId),
        { sessionId },
      );
      const knownExercises = await existingExerciseIds(
        db,
        logs.map((l) => l.exerciseId),
      );
      const issues = logs.flatMap((log, index) =>
        knownExercises.has(log.exerciseId)
          ? []
          : [{ path: `logs.${index}.exerciseId`, message: 'Unknown exercise' }],
      );
      if (issues.length > 0) throw badRequest(undefined, issues);
      const performedAt = now();
      const sessionDate = dayOf((await startedAtOf(db, sessionId)) ?? now());
      const { state } = await store.readState(sessionId);
      const count = await db.transaction((tx) =>
        logSets(tx, {
          sessionId,
          sessionDate,
          performedAt,
          // Only a trainer may post them (the check above): the coach logged these sets.
          sets: logs.map(({ id, setIndex, rpe, ...set }) => ({
            ...set,
            setIndex: setIndex ?? null,
            rpe: rpe ?? null,
            loggedBy: 'coach' as const,
            logKey: id === undefined ? null : `device:${id}`,
          })),
          range: (exerciseId) => prescribedRange(state, exerciseId),
        }),
      );
      return { ok: true as const, count };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
