import { randomUUID } from 'node:crypto';
import type { SessionOp } from '@levelup/shared/session';
import type { PeoplePolicy } from '../access/who-may-act';
import { assertCanManageSession } from '../access/who-may-act';
import type { AuthUser } from '../auth';
import { prescribedRange } from '../coaching';
import type { Database } from '../db/connect';
import { dayOf, endLogKey, performedSetsOf } from './performed-sets';
import { existingExerciseIds } from './roster-records';
import { addParticipants, askParticipantsForFeedback, logSets } from './session-logs-repository';
import { lastActivityOf, markFinished, sessionsIdleSince, startedAtOf } from './session-repository';
import { type LockedSession, SERVER_ACTOR, type SessionStore } from './session-store';

export type SessionEndDeps = {
  db: Database;
  store: SessionStore;
  people: PeoplePolicy;
  now: () => Date;
};

/** Ending live sessions: by their trainer, by a device's `session:end`, or when left idle. */
export function createSessionEnd({ db, store, people, now }: SessionEndDeps) {
  /** Told once a session has ended (committed), e.g. so its TV can be released later. */
  const endListeners: Array<(sessionId: string) => void> = [];
  const ended = (sessionId: string) => {
    for (const listener of endListeners) listener(sessionId);
  };

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
    const sessionDate = dayOf((await startedAtOf(tx, sessionId)) ?? now());
    await logSets(tx, {
      sessionId,
      sessionDate,
      performedAt: finishedAt,
      // One key per set: the end runs once under the lock, and the key makes sure of it.
      sets: sets
        .filter((s) => allowedClients.has(s.clientId) && knownExercises.has(s.exerciseId))
        .map((s) => ({ ...s, logKey: endLogKey(s) })),
      range: (exerciseId) => prescribedRange(state, exerciseId),
    });
    await addParticipants(
      tx,
      sessionId,
      state.clients.map((c) => c.id).filter((id) => allowedClients.has(id)),
    );
    await askParticipantsForFeedback(tx, sessionId, finishedAt);
    await markFinished(tx, sessionId, finishedAt);
    session.snapshotAtCommit();
    return seq;
  }

  return {
    /** Calls `listener` with the id of every session this process ends, after its commit. */
    onEnded(listener: (sessionId: string) => void) {
      endListeners.push(listener);
    },

    /**
     * Ends the session in one transaction: applies `session:end` (the device's own op when it
     * sent one), records the performed sets of the final state, adds every client on the grid to
     * the participants and marks their feedback pending, and marks the session finished. Only
     * people the ending user may act on get logs, participation and feedback. Ending a finished
     * session changes nothing.
     */
    async end(user: AuthUser, sessionId: string, endOp?: SessionOp) {
      const result = await store.transact(sessionId, async (session) => {
        assertCanManageSession(user, session.row);
        if (session.row.status === 'finished') return { seq: session.row.seq, alreadyEnded: true };
        const seq = await finish(session, user, { endOp, finishedAt: now() });
        return { seq, alreadyEnded: false };
      });
      if (!result.alreadyEnded) ended(sessionId);
      return result;
    },

    /**
     * Ends every session nobody has touched for `idleMs` (issue 34), as its trainer ending it
     * would: the same logs (filled cells only), participation and pending feedback, dated at its
     * last activity rather than at the sweep, so history does not show a 12-hour session. Every
     * server process may sweep at once: each candidate is checked again under its row lock, so a
     * session ends once, and one touched since the candidates were read stays live. Answers the
     * ids ended.
     */
    async endIdle(idleMs: number): Promise<string[]> {
      const cutoff = new Date(now().getTime() - idleMs);
      const endedIds: string[] = [];
      for (const candidate of await sessionsIdleSince(db, cutoff)) {
        const owner: AuthUser = { id: candidate.trainerId, role: candidate.role };
        const done = await store.transact(candidate.id, async (session) => {
          if (session.row.status === 'finished') return false;
          const at = await lastActivityOf(session.tx, candidate.id);
          if (!at || at >= cutoff) return false;
          await finish(session, owner, { finishedAt: at });
          return true;
        });
        if (done) {
          endedIds.push(candidate.id);
          ended(candidate.id);
        }
      }
      return endedIds;
    },
  };
}
