import { socketMessages } from '@levelup/shared';
import {
  carriesServerRecords,
  isServerOnlyOp,
  type OpCarrying,
  opRule,
  peopleNamedBy,
  type SessionOp,
  type SessionState,
} from '@levelup/shared/session';
import type { PeoplePolicy } from '../access/who-may-act';
import { assertCanManageSession, isAthlete, refusalToApplyAthleteOp } from '../access/who-may-act';
import type { AuthUser } from '../auth';
import type { Database } from '../db/connect';
import { forbidden, notFound, unauthorized } from '../http/errors';
import { coachingFollows, type LiveCoaching } from './live-coaching';
import { clientProfilesOf, exerciseProfilesOf } from './roster-records';
import type { SessionStore } from './session-store';

/** Refuses an op that names someone who is neither on the grid nor waiting beside it. */
function assertOnRoster(state: SessionState, op: SessionOp) {
  const roster = new Set([...state.clients, ...state.availableClients].map((c) => c.id));
  if (!peopleNamedBy(op).every((id) => roster.has(id))) {
    throw forbidden(socketMessages.notOnRoster);
  }
}

export type DeviceOpsDeps = {
  db: Database;
  store: SessionStore;
  people: PeoplePolicy;
  coaching: LiveCoaching;
  /** Ends the session with the device's own `session:end` (see session-end.ts). */
  end(
    user: AuthUser,
    sessionId: string,
    endOp: SessionOp,
  ): Promise<{ seq: number; alreadyEnded: boolean }>;
  /** Runs coaching after a committed op; its failure does not fail the op. */
  coachAfter(work: () => Promise<void>): Promise<void>;
};

/** Who logged a set, as the server says it: the sender's role, whatever the device sent. */
function withLogger(user: AuthUser, op: OpCarrying<'logger'>): SessionOp {
  return { ...op, payload: { ...op.payload, by: isAthlete(user) ? 'athlete' : 'coach' } };
}

/**
 * The ops a trainer's device, or an athlete's phone, sends, checked by the op policy (OP_POLICY
 * in packages/shared).
 */
export function createDeviceOps({ db, store, people, coaching, end, coachAfter }: DeviceOpsDeps) {
  /** Client profiles from the accounts, after the people policy allowed every client named. */
  async function withClientProfiles(
    user: AuthUser,
    sessionId: string,
    op: OpCarrying<'client-profiles'>,
  ): Promise<SessionOp> {
    switch (op.type) {
      case 'clients:add': {
        await people.assertMayActOn(user, op.payload.clientIds, { sessionId });
        const clients = await clientProfilesOf(db, op.payload.clientIds);
        return { ...op, payload: { clientIds: op.payload.clientIds, clients } };
      }
      case 'client:add': {
        await people.assertMayActOn(user, [op.payload.userId], { sessionId });
        const [client] = await clientProfilesOf(db, [op.payload.userId]);
        return { ...op, payload: { userId: op.payload.userId, client } };
      }
      default:
        return op satisfies never;
    }
  }

  /** The library's exercise profiles; an exercise the library lacks is refused. */
  async function withExerciseProfiles(op: OpCarrying<'exercise-profiles'>): Promise<SessionOp> {
    const library = await exerciseProfilesOf(db, op.payload.exerciseIds);
    const known = new Set(library.map((e) => e.id));
    if (!op.payload.exerciseIds.every((id) => known.has(id))) {
      throw notFound(socketMessages.unknownExercise);
    }
    return { ...op, payload: { exerciseIds: op.payload.exerciseIds, exercises: library } };
  }

  return {
    /** Whether the sender's account is read afresh before the session's lock (the op policy's). */
    needsAccountFirst: (op: SessionOp): boolean => opRule(op.type).needsAccountFirst,

    /**
     * Applies an op a trainer's device or an athlete's phone sent (DESIGN 4.1, 4.9; issue 30).
     * The sender's account is read again under the session's lock, in the transaction that
     * commits the op (one read for every op committed with it): a removed or disabled account is
     * refused (401), and a changed role applies from this op. Ops only the server makes are
     * refused. An op whose rule carries server records gets them in place of what the device sent
     * (client profiles once the people policy allowed each client, library profiles of exercises,
     * who logged a set from the sender's role). Any other op naming a person must name someone on
     * the session's roster (the grid or the available list), who got there through the same
     * checks. An athlete's op must be one athletes may send, about themself, while they are on
     * the grid. `session:end` ends the session as the end route does.
     */
    async applyDeviceOp(user: AuthUser, sessionId: string, op: SessionOp) {
      if (isServerOnlyOp(op.type)) throw forbidden(socketMessages.serverOnlyOp);
      if (carriesServerRecords(op, 'session-end')) return end(user, sessionId, op);
      let trusted: SessionOp = op;
      let rosterChecked = true;
      if (carriesServerRecords(op, 'client-profiles')) {
        trusted = await withClientProfiles(user, sessionId, op);
        rosterChecked = false;
      } else if (carriesServerRecords(op, 'exercise-profiles')) {
        trusted = await withExerciseProfiles(op);
      } else if (carriesServerRecords(op, 'logger')) {
        trusted = withLogger(user, op);
      }
      let coach = false;
      const applied = await store.applyClientOp(
        sessionId,
        trusted,
        user.id,
        async (session, actor) => {
          if (!actor) throw unauthorized();
          if (isAthlete(actor)) {
            const refusal = refusalToApplyAthleteOp(actor, await session.state(), trusted);
            if (refusal !== null) throw forbidden(refusal);
            return;
          }
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
  };
}
