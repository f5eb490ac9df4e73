import { randomUUID } from 'node:crypto';
import {
  clientIssuesOf,
  coachingFlag,
  injuredFor,
  isLowReadiness,
  isMismatch,
  isPersonalRecord,
  percentAboveBest,
  plannedSet,
  readinessChange,
  suggestionMax,
} from '@levelup/shared/coaching';
import {
  type ClientIssues,
  type ClientReadiness,
  type CoachEntry,
  coachChangesFor,
  exercisePlanParams,
  NO_CLIENT_ISSUES,
  readinessOf,
  type SessionClient,
  type SessionGym,
  type SessionOp,
  type SessionOpOf,
  type SessionState,
  sameGym,
  sameReadiness,
  sessionBodyweight,
} from '@levelup/shared/session';
import { checkInsToday, exerciseFacts, recordsOf, seededMaxes } from '../coaching';
import type { Database } from '../db/connect';
import { clientProfilesOf } from './roster-records';
import {
  liveSessionsOfGym,
  sessionGymSettings,
  unfinishedSessionsAround,
} from './session-repository';
import { SERVER_ACTOR, type SessionStore } from './session-store';

export interface CoachingScope {
  /** Only these clients' cells and issues (default: everyone on the grid). */
  clientIds?: readonly string[];
  /** Only these exercises' cells (default: every exercise on the grid). */
  exerciseIds?: readonly string[];
}

/** How recent a still-open session must be for a check-in to reach it. */
const LIVE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A client without an entry has no issues, so nothing needs saying until there are some. */
function sameIssues(a: ClientIssues | undefined, b: ClientIssues): boolean {
  return JSON.stringify(a ?? NO_CLIENT_ISSUES) === JSON.stringify(b);
}

/**
 * Coaching in a live session (DESIGN 4.7), made by the server so every device and the TV see the
 * same thing: when a client or exercise enters, when a set is verified and when a client checks
 * in, the server reads the client's records and today's check-in and appends `cells:coach` (the
 * previous set, the e1RM, the best, the percent above it, the flag, and the workout's plan for
 * cells nobody has filled in) and `client:issues` ops for whatever changed.
 */
export function createLiveCoaching({
  db,
  store,
  now,
}: {
  db: Database;
  store: SessionStore;
  now: () => Date;
}) {
  async function refresh(sessionId: string, scope: CoachingScope = {}) {
    const { state: seen } = await store.readState(sessionId);
    if (seen.finished) return;
    const clientIds = seen.clients
      .map((c) => c.id)
      .filter((id) => !scope.clientIds || scope.clientIds.includes(id));
    const exerciseIds = seen.exercises
      .map((e) => e.id)
      .filter((id) => !scope.exerciseIds || scope.exerciseIds.includes(id));
    // Everything the rules read is fetched before the lock, so the lock is held only to compare.
    const allExerciseIds = seen.exercises.map((e) => e.id);
    const [records, checkIns, facts, seeds, gym] = await Promise.all([
      recordsOf(db, clientIds, allExerciseIds),
      checkInsToday(db, clientIds, now()),
      exerciseFacts(db, allExerciseIds),
      seededMaxes(db, clientIds),
      sessionGymSettings(db, sessionId),
    ]);

    await store.transact(sessionId, async (session) => {
      if (session.row.status === 'finished') return;
      let state = await session.state();
      // The gym's floor and the clients' readiness come first: the plan's loads are made from them.
      const floor: SessionGym | null = gym ? { unit: gym.unit, equipment: gym.equipment } : null;
      if (floor && !sameGym(state.gym, floor)) {
        await session.append({ id: randomUUID(), type: 'gym:floor', payload: floor }, SERVER_ACTOR);
        state = await session.state();
      }
      for (const clientId of clientIds) {
        const score = checkIns.get(clientId)?.readiness;
        const readiness: ClientReadiness | null =
          typeof score === 'number' && gym
            ? { score, percent: readinessChange(score, gym.readinessRule) }
            : null;
        if (sameReadiness(readinessOf(state, clientId), readiness)) continue;
        await session.append(
          { id: randomUUID(), type: 'client:readiness', payload: { userId: clientId, readiness } },
          SERVER_ACTOR,
        );
        state = await session.state();
      }
      if (clientIds.length === 0) return;
      const entries: CoachEntry[] = [];
      for (const clientId of clientIds) {
        const checkIn = checkIns.get(clientId);
        for (const exerciseId of exerciseIds) {
          const cell = state.cells[exerciseId]?.[clientId];
          if (!cell) continue;
          const record = records.get(clientId, exerciseId);
          const best = record?.bestE1rm ?? null;
          const e1rm = suggestionMax(best, seeds.get(clientId));
          const plan = plannedSet(exercisePlanParams(state, exerciseId), e1rm);
          const wanted = {
            previousKg: record?.lastKg ?? null,
            previousReps: record?.lastReps ?? null,
            e1rm,
            bestE1rm: best,
            percentAboveMax: cell.verification === 'verified' ? percentAboveBest(cell, best) : null,
            flag: coachingFlag({
              neverDone: !record,
              injured: injuredFor(facts.get(exerciseId)?.primaryMuscles ?? [], checkIn?.marks),
              lowReadiness: isLowReadiness(checkIn?.readiness),
              mismatch: isMismatch(record?.mismatchStreak ?? 0),
              personalRecord: isPersonalRecord(cell, best),
            }),
            ...(plan ? { plan } : {}),
          };
          const entry = coachChangesFor(cell, wanted);
          if (entry) entries.push({ exerciseId, userId: clientId, ...entry });
        }
      }
      if (entries.length > 0) {
        await session.append(
          { id: randomUUID(), type: 'cells:coach', payload: { cells: entries } },
          SERVER_ACTOR,
        );
      }
      for (const clientId of clientIds) {
        const checkIn = checkIns.get(clientId);
        const onGrid = state.exercises.map((e) => e.id);
        const issues = clientIssuesOf({
          readiness: checkIn?.readiness ?? null,
          marks: checkIn?.marks ?? null,
          note: checkIn?.note ?? null,
          neverDone: onGrid
            .filter((id) => !records.get(clientId, id))
            .map((id) => facts.get(id)?.name ?? id),
          mismatched: onGrid
            .filter((id) => isMismatch(records.get(clientId, id)?.mismatchStreak ?? 0))
            .map((id) => facts.get(id)?.name ?? id),
        });
        const current = Object.hasOwn(state.clientIssues, clientId)
          ? state.clientIssues[clientId]
          : undefined;
        if (sameIssues(current, issues)) continue;
        await session.append(
          { id: randomUUID(), type: 'client:issues', payload: { userId: clientId, issues } },
          SERVER_ACTOR,
        );
      }
    });
  }

  /**
   * After a device's op committed: a client or exercise entering gets its history and flags; a
   * verification (or a change to a verified cell) is checked against the best e1RM. The caller
   * decides which cell updates matter (`coachingFollows`).
   */
  async function afterDeviceOp(sessionId: string, op: SessionOp) {
    switch (op.type) {
      case 'clients:add':
        return refresh(sessionId, { clientIds: op.payload.clientIds });
      case 'client:add':
        return refresh(sessionId, { clientIds: [op.payload.userId] });
      case 'exercises:add':
        return refresh(sessionId, { exerciseIds: op.payload.exerciseIds });
      case 'exercises:remove':
        // No cell to coach, but the badge may name an exercise that left the grid.
        return refresh(sessionId, { exerciseIds: [] });
      case 'cell:verify':
      case 'cell:update':
        return refresh(sessionId, {
          clientIds: [op.payload.userId],
          exerciseIds: [op.payload.exerciseId],
        });
      default:
        return;
    }
  }

  /**
   * After a client's check-in: every live session with that client on the grid (their trainer's,
   * or one they joined) gets their flags and issues again.
   */
  async function afterCheckIn(clientId: string) {
    const live = await unfinishedSessionsAround(db, clientId, {
      // A session left open for days is not where the client trains today.
      startedSince: new Date(now().getTime() - LIVE_WINDOW_MS),
    });
    for (const { id } of live) {
      const { state } = await store.readState(id);
      if (state.clients.some((c) => c.id === clientId)) {
        await refresh(id, { clientIds: [clientId] });
      }
    }
  }

  /**
   * After a gym's settings changed: its live sessions take the new floor (loads round to the new
   * plates) and readiness rule at once, not at their next coaching.
   */
  async function afterGymSettings(gymId: string) {
    for (const { id } of await liveSessionsOfGym(db, gymId)) await refresh(id);
  }

  /**
   * After a person changed their profile: every unfinished session that lists them (their
   * trainer's, or one they joined) takes their name, TV name choice and bodyweight as they are
   * now, so a TV stops showing a name the moment its owner turns it off.
   */
  async function afterProfileChange(userId: string) {
    const [profile] = await clientProfilesOf(db, [userId]);
    if (!profile) return;
    const wanted: ClientProfilePayload = {
      userId,
      firstName: profile.firstName,
      lastInitial: profile.lastInitial ?? null,
      tvInitials: profile.tvInitials === true,
      bodyweightKg: sessionBodyweight(profile.bodyweightKg),
    };
    for (const { id } of await unfinishedSessionsAround(db, userId)) {
      await store.transact(id, async (session) => {
        if (session.row.status === 'finished') return;
        const state = await session.state();
        const listed = [...state.clients, ...state.availableClients].find((c) => c.id === userId);
        if (!listed || sameProfile(listed, wanted)) return;
        await session.append(
          { id: randomUUID(), type: 'client:profile', payload: wanted },
          SERVER_ACTOR,
        );
      });
    }
  }

  return { refresh, afterDeviceOp, afterCheckIn, afterGymSettings, afterProfileChange };
}

type ClientProfilePayload = SessionOpOf<'client:profile'>['payload'];

function sameProfile(client: SessionClient, profile: ClientProfilePayload): boolean {
  return (
    client.firstName === profile.firstName &&
    (client.lastInitial ?? null) === profile.lastInitial &&
    (client.tvInitials === true) === profile.tvInitials &&
    (client.bodyweightKg ?? null) === profile.bodyweightKg
  );
}

/**
 * Whether an op changes what coaching says, given the cell it touches as it was before: entering
 * clients and exercises, verifications, and edits of a verified (or once verified) set.
 */
export function coachingFollows(op: SessionOp, before: SessionState): boolean {
  switch (op.type) {
    case 'clients:add':
    case 'client:add':
    case 'exercises:add':
    case 'exercises:remove':
    case 'cell:verify':
      return true;
    case 'cell:update': {
      const cell = before.cells[op.payload.exerciseId]?.[op.payload.userId];
      return !!cell && (cell.verification === 'verified' || cell.percentAboveMax !== undefined);
    }
    default:
      return false;
  }
}

export type LiveCoaching = ReturnType<typeof createLiveCoaching>;
