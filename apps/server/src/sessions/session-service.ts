import { randomUUID } from 'node:crypto';
import {
  GRID_MAX_CLIENTS,
  isClient,
  isTrainerOrHigher,
  isUuid,
  normaliseJoinCode,
  type PerformedSet,
  serverMessages,
  socketMessages,
  workoutPlanSchema,
} from '@levelup/shared';
import { isPerformedSet } from '@levelup/shared/coaching';
import {
  createSessionState,
  isServerOnlyOp,
  type LiveSessionsResponse,
  lastInitialOf,
  type opClientProfileSchema,
  type opExerciseProfileSchema,
  peopleNamedBy,
  type SessionOp,
  type SessionState,
  type SessionStateResponse,
} from '@levelup/shared/session';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { assertCanManageSession, type PeoplePolicy } from '../access/who-may-act';
import type { AuthUser } from '../auth';
import { foldIntoRecords, prescribedRange } from '../coaching';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import {
  clientProfiles,
  exercises,
  sessionLogs,
  sessionOps,
  sessionParticipants,
  sessions,
  teams,
  users,
  workouts,
} from '../db/schema';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../http/errors';
import { coachingFollows, createLiveCoaching } from './live-coaching';
import { newJoinCode } from './random-code';
import {
  type LockedSession,
  SERVER_ACTOR,
  type SessionStore,
  type Transaction,
} from './session-store';

/** A session nobody has touched for this long ends by itself (issue 34). */
export const SESSION_IDLE_END_MS = 12 * 60 * 60 * 1000;

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

/**
 * The performed sets of the final state (`isPerformedSet`): a cell never filled in, or still the
 * workout's untouched plan, logs nothing. Warm-up cells are kept, marked as warm-up.
 */
export function performedSetsOf(state: SessionState): LoggedCell[] {
  const onGrid = new Set(state.clients.map((c) => c.id));
  const sets: LoggedCell[] = [];
  for (const [exerciseId, row] of Object.entries(state.cells)) {
    for (const [clientId, cell] of Object.entries(row)) {
      if (!onGrid.has(clientId) || !isPerformedSet(cell)) continue;
      sets.push({
        clientId,
        exerciseId,
        kg: cell.kg,
        reps: cell.reps,
        isWarmup: cell.isWarmup,
        verification: cell.verification,
        flag: cell.flag,
        intensity: cell.intensity ?? state.intensity,
        phase: state.phases.find((p) => p.exerciseIds.includes(exerciseId))?.name ?? null,
      });
    }
  }
  return sets;
}

/** A performed set of the final state, with the cell's intensity and phase. */
export type LoggedCell = Omit<PerformedSet, 'id'> & { intensity: string; phase: string | null };

/** The calendar day (UTC) a session started on, as its logs record it. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

async function existingExerciseIds(
  q: Database | Transaction,
  ids: Iterable<string>,
): Promise<Set<string>> {
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return new Set();
  const rows = await q
    .select({ id: exercises.id })
    .from(exercises)
    .where(inArray(exercises.id, wanted));
  return new Set(rows.map((r) => r.id));
}

type OpClientProfile = z.infer<typeof opClientProfileSchema>;
type OpExerciseProfile = z.infer<typeof opExerciseProfileSchema>;

/** The profiles a `clients:add` op carries, read from the accounts (never taken from a device). */
async function clientProfilesOf(ids: readonly string[], q: Database | Transaction) {
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return [];
  const rows = await q
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      sex: users.gender,
      teamId: clientProfiles.teamId,
    })
    .from(users)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(inArray(users.id, wanted));
  // The op is broadcast and logged: it carries the last name's initial, not the name.
  return rows.map(
    ({ lastName, ...profile }): OpClientProfile => ({
      ...profile,
      lastInitial: lastInitialOf(lastName),
    }),
  );
}

/** The exercise profiles an `exercises:add` op carries, read from the library. */
async function exerciseProfilesOf(ids: readonly string[], q: Database) {
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return [];
  const rows: OpExerciseProfile[] = await q
    .select({ id: exercises.id, name: exercises.name, type: exercises.type })
    .from(exercises)
    .where(inArray(exercises.id, wanted));
  return rows;
}

/** Refuses an op that names someone who is neither on the grid nor waiting beside it. */
function assertOnRoster(state: SessionState, op: SessionOp) {
  const roster = new Set([...state.clients, ...state.availableClients].map((c) => c.id));
  if (!peopleNamedBy(op).every((id) => roster.has(id))) {
    throw forbidden(socketMessages.notOnRoster);
  }
}

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

/** Creating, joining, ending and logging live sessions (DESIGN 4.6). */
export function createSessionService({
  db,
  store,
  changes,
  now,
  people,
  onCoachingError = (error) => console.error('live coaching failed', error),
}: SessionServiceDeps) {
  const coaching = createLiveCoaching({ db, store, now });
  /** Told once a session has ended (committed), e.g. so its TV can be released later. */
  const endListeners: Array<(sessionId: string) => void> = [];

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

  /** When the session started, for its logs' date. */
  async function startedAtOf(q: Database | Transaction, sessionId: string) {
    const [row] = await q
      .select({ startedAt: sessions.startedAt, createdAt: sessions.createdAt })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    return row?.startedAt ?? row?.createdAt ?? now();
  }

  /** Workout names by id, for the state read; dropped whenever any workout changes. */
  const workoutNames = new Map<
    string,
    { epoch: number; workout: { id: string; name: string } | null }
  >();
  let workoutChanges = 0;
  changes.onChange((change) => {
    if (change.topic !== 'workouts') return;
    workoutChanges += 1;
    workoutNames.clear();
  });

  /** The workout a session was launched from, as it is named now (null once it is deleted). */
  async function workoutOf(workoutId: string | null) {
    if (workoutId === null) return null;
    const epoch = changes.epoch();
    const hit = workoutNames.get(workoutId);
    if (hit && changes.live() && hit.epoch === epoch) return hit.workout;
    const heardBefore = workoutChanges;
    const [row] = await db
      .select({ id: workouts.id, name: workouts.name })
      .from(workouts)
      .where(eq(workouts.id, workoutId));
    const workout = row ?? null;
    // A change heard while reading may have overtaken the row read: keep nothing then.
    if (workoutChanges === heardBefore) {
      if (workoutNames.size >= 1000) workoutNames.clear();
      workoutNames.set(workoutId, { epoch, workout });
    }
    return workout;
  }

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
          lastName: users.lastName,
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

  /**
   * Ends the session in one transaction: applies `session:end` (the device's own op when it
   * sent one), records the performed sets of the final state, adds every client on the grid to
   * the participants and marks their feedback pending, and marks the session finished. Only
   * people the ending user may act on get logs, participation and feedback. Ending a finished
   * session changes nothing.
   */
  async function end(user: AuthUser, sessionId: string, endOp?: SessionOp) {
    const ended = await store.transact(sessionId, async (session) => {
      assertCanManageSession(user, session.row);
      if (session.row.status === 'finished') return { seq: session.row.seq, alreadyEnded: true };
      const seq = await finish(session, user, { endOp, finishedAt: now() });
      return { seq, alreadyEnded: false };
    });
    if (!ended.alreadyEnded) for (const listener of endListeners) listener(sessionId);
    return ended;
  }

  /** The end's work on a locked, unfinished session; `finishedAt` dates the end and its logs. */
  async function finish(
    session: LockedSession,
    user: AuthUser,
    { endOp, finishedAt }: { endOp?: SessionOp; finishedAt: Date },
  ) {
    const sessionId = session.row.id;
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
    const allowedClients = await people.actableAmong(
      user,
      [...state.clients.map((c) => c.id), ...sets.map((s) => s.clientId)],
      { sessionId, tx },
    );
    const knownExercises = await existingExerciseIds(
      tx,
      sets.map((s) => s.exerciseId),
    );
    const sessionDate = dayOf(await startedAtOf(tx, sessionId));
    const logged = sets.filter(
      (s) => allowedClients.has(s.clientId) && knownExercises.has(s.exerciseId),
    );
    if (logged.length > 0) {
      // One key per cell: the end runs once under the lock, and the key makes sure of it.
      const inserted = await tx
        .insert(sessionLogs)
        .values(
          logged.map((s) => ({
            sessionId,
            ...s,
            sessionDate,
            logKey: `cell:${s.exerciseId}:${s.clientId}`,
            performedAt: finishedAt,
          })),
        )
        .onConflictDoNothing()
        .returning({ clientId: sessionLogs.clientId, exerciseId: sessionLogs.exerciseId });
      const fresh = new Set(inserted.map((r) => `${r.clientId}:${r.exerciseId}`));
      await foldIntoRecords(tx, {
        sessionId,
        at: finishedAt,
        sets: logged.filter((s) => fresh.has(`${s.clientId}:${s.exerciseId}`)),
        range: (exerciseId) => prescribedRange(state, exerciseId),
      });
    }

    const gridClients = state.clients.map((c) => c.id).filter((id) => allowedClients.has(id));
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
    return seq;
  }

  /**
   * Ends every session nobody has touched for `idleMs` (issue 34), as its trainer ending it would:
   * the same logs (filled cells only), participation and pending feedback, dated at its last
   * activity rather than at the sweep, so history does not show a 12-hour session. Every server
   * process may sweep at once: each candidate is checked again under its row lock, so a session
   * ends once, and one touched since the candidates were read stays live. Answers the ids ended.
   */
  async function endIdle(idleMs: number): Promise<string[]> {
    const cutoff = new Date(now().getTime() - idleMs);
    const idleBefore = sql`${lastActivityAt} < ${cutoff.toISOString()}::timestamptz`;
    const candidates = await db
      .select({ id: sessions.id, trainerId: sessions.trainerId, role: users.role })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.trainerId))
      .where(and(ne(sessions.status, 'finished'), idleBefore));
    const ended: string[] = [];
    for (const candidate of candidates) {
      const owner: AuthUser = { id: candidate.trainerId, role: candidate.role };
      const done = await store.transact(candidate.id, async (session) => {
        if (session.row.status === 'finished') return false;
        const [row] = await session.tx
          .select({ at: lastActivityAt })
          .from(sessions)
          .where(eq(sessions.id, candidate.id));
        if (!row || row.at >= cutoff) return false;
        await finish(session, owner, { finishedAt: row.at });
        return true;
      });
      if (done) {
        ended.push(candidate.id);
        for (const listener of endListeners) listener(candidate.id);
      }
    }
    return ended;
  }

  /**
   * The op as the server will apply it: an add of clients or exercises carries profiles from the
   * server's records (a device's are dropped), after the people policy allowed every client it
   * names; an exercise the library lacks is refused.
   */
  async function withServerRecords(
    user: AuthUser,
    sessionId: string,
    op: SessionOp,
  ): Promise<SessionOp> {
    if (op.type === 'clients:add' || op.type === 'client:add') {
      const ids = op.type === 'clients:add' ? op.payload.clientIds : [op.payload.userId];
      await people.assertMayActOn(user, ids, { sessionId });
      const profiles = await clientProfilesOf(ids, db);
      return op.type === 'clients:add'
        ? { ...op, payload: { clientIds: op.payload.clientIds, clients: profiles } }
        : { ...op, payload: { userId: op.payload.userId, client: profiles[0] } };
    }
    if (op.type === 'exercises:add') {
      const library = await exerciseProfilesOf(op.payload.exerciseIds, db);
      const known = new Set(library.map((e) => e.id));
      if (!op.payload.exerciseIds.every((id) => known.has(id))) {
        throw notFound(socketMessages.unknownExercise);
      }
      return { ...op, payload: { exerciseIds: op.payload.exerciseIds, exercises: library } };
    }
    return op;
  }

  return {
    findSession,
    end,
    endIdle,
    coaching,

    /** Calls `listener` with the id of every session this process ends, after its commit. */
    onEnded(listener: (sessionId: string) => void) {
      endListeners.push(listener);
    },

    /**
     * The caller's sessions that have not finished, the most recently started first (admin and
     * above get their own too: this is 'Back to live session', not an overview).
     */
    async liveSessions(user: AuthUser): Promise<LiveSessionsResponse> {
      const rows = await db
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
        .where(and(eq(sessions.trainerId, user.id), ne(sessions.status, 'finished')))
        .orderBy(desc(sessions.startedAt), desc(sessions.createdAt));
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
              state,
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

    /**
     * Whether `applyDeviceOp` needs the sender's current account before the session's lock: the
     * ops that act on people (their checks run before the lock) or end the session, and those it
     * refuses outright. Any other op has its sender's account read in its own transaction.
     */
    needsAccountFirst(op: SessionOp): boolean {
      return (
        isServerOnlyOp(op.type) ||
        op.type === 'session:end' ||
        op.type === 'clients:add' ||
        op.type === 'client:add'
      );
    },

    /**
     * Applies an op a trainer's device sent (DESIGN 4.1, 4.9). The sender's account is read
     * again under the session's lock, in the transaction that commits the op (one read for every
     * op committed with it): a removed or disabled account is refused (401), and a changed role
     * applies from this op. Ops only the server makes are
     * refused. An op that adds clients must name people the user may act on in this session, and
     * carries their profiles from the accounts, whatever the device sent; `exercises:add` carries
     * the library's profiles and refuses an exercise the library lacks. Any other op naming a
     * person must name someone on the session's roster (the grid or the available list), who got
     * there through the same checks. `session:end` ends the session as the end route does.
     */
    async applyDeviceOp(user: AuthUser, sessionId: string, op: SessionOp) {
      if (isServerOnlyOp(op.type)) throw forbidden(socketMessages.serverOnlyOp);
      if (op.type === 'session:end') return end(user, sessionId, op);
      const trusted = await withServerRecords(user, sessionId, op);
      const rosterChecked = trusted.type !== 'clients:add' && trusted.type !== 'client:add';
      let coach = false;
      const applied = await store.applyClientOp(
        sessionId,
        trusted,
        user.id,
        async (session, actor) => {
          if (!actor) throw unauthorized();
          if (!isTrainerOrHigher(actor.role)) throw forbidden(socketMessages.clientsCannotJoin);
          assertCanManageSession(actor, session.row);
          if (rosterChecked) assertOnRoster(await session.state(), trusted);
          coach = coachingFollows(trusted, await session.state());
        },
      );
      // Coaching follows in its own server-made ops, once the device's op has committed.
      if (coach && !applied.duplicate) {
        await coachAfter(() => coaching.afterDeviceOp(sessionId, trusted));
      }
      return applied;
    },

    /** The session a join names by its id or join code (404 when it names none). */
    async joinedBy(idOrJoinCode: string) {
      const key = idOrJoinCode.trim();
      const [found] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(isUuid(key) ? eq(sessions.id, key) : eq(sessions.joinCode, normaliseJoinCode(key)));
      if (!found) throw notFound(serverMessages.sessionNotFound);
      return found;
    },

    /**
     * A user joins a session (found by `joinedBy`). A client is recorded as a participant and,
     * unless already on the grid, a server-made `clients:add` puts them there (or in the available
     * list when the grid is full), so every device sees them arrive.
     */
    async join(user: AuthUser, found: { id: string }) {
      const [profile] = await clientProfilesOf([user.id], db);
      if (!profile) throw notFound();

      const seated = await store.transact(found.id, async (session) => {
        if (session.row.status === 'finished') throw conflict(serverMessages.sessionFinished);
        if (!isClient(user.role)) return false;
        await session.tx
          .insert(sessionParticipants)
          .values({ sessionId: found.id, userId: user.id })
          .onConflictDoNothing();
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
      const sessionDate = dayOf(await startedAtOf(db, sessionId));
      const { state } = await store.readState(sessionId);
      const count = await db.transaction(async (tx) => {
        if (logs.length === 0) return 0;
        const inserted = await tx
          .insert(sessionLogs)
          .values(
            logs.map(({ id, ...set }) => ({
              sessionId,
              ...set,
              sessionDate,
              logKey: id === undefined ? null : `device:${id}`,
              performedAt,
            })),
          )
          .onConflictDoNothing()
          .returning();
        await foldIntoRecords(tx, {
          sessionId,
          at: performedAt,
          sets: inserted.map((row) => ({ ...row, kg: row.kg ?? 0, reps: row.reps ?? 0 })),
          range: (exerciseId) => prescribedRange(state, exerciseId),
        });
        return inserted.length;
      });
      return { ok: true as const, count };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
