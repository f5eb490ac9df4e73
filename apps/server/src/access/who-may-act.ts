import {
  isAdminOrHigher,
  isClient,
  isTrainerOrHigher,
  isUuid,
  normaliseScreenId,
  serverMessages,
  socketMessages,
} from '@levelup/shared';
import {
  athletesMaySend,
  peopleNamedBy,
  type SessionOp,
  type SessionState,
} from '@levelup/shared/session';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type AuthUser, currentUser } from '../auth';
import type { Database } from '../db/connect';
import { clientProfiles, sessionParticipants, sessions, users } from '../db/schema';
import type { Transaction } from '../db/transaction';
import { forbidden } from '../http/errors';

/*
 * Who may act on a live session or on a person (DESIGN 4.1), for HTTP routes and socket events
 * alike. Routes and handlers fetch what is needed (the session's row, whether a screen is paired,
 * the socket's rooms) and ask here; none of them decides by itself.
 */

/** A live session is read and changed by its trainer, and by admin and above (DESIGN 4.1). */
export function canManageSession(user: AuthUser, session: { trainerId: string }): boolean {
  return (
    isAdminOrHigher(user.role) || (isTrainerOrHigher(user.role) && user.id === session.trainerId)
  );
}

/** Refuses with 403 (`FORBIDDEN`) unless `user` may manage the session. */
export function assertCanManageSession(user: AuthUser, session: { trainerId: string }) {
  if (!canManageSession(user, session)) throw forbidden();
}

/** Who is on the other end of a socket: a signed-in user, or a cast screen known by its token. */
export type SocketActor = { kind: 'user'; user: AuthUser } | { kind: 'screen'; screenId: string };

/** Why a socket event is refused (the message its `FORBIDDEN` ack carries), or null if allowed. */
export type SocketRefusal = string | null;

/**
 * Whether a user takes part in live sessions as an athlete (a client, on their phone) rather than
 * coaching them (trainer and above).
 */
export const isAthlete = (user: AuthUser): boolean => !isTrainerOrHigher(user.role);

/**
 * Joining a live session's room (DESIGN 4.9): the cast screen paired with it, its trainer and
 * admin and above, and (issue 30) a client on its grid while it is live, who follows it as an
 * athlete (`athleteStateView`). The lookups run only when the answer needs them.
 */
export async function refusalToJoinSession(
  actor: SocketActor,
  lookups: {
    screenIsPaired: (screenId: string) => Promise<boolean>;
    session: () => Promise<{ trainerId: string; status: string }>;
    onGrid: (clientId: string) => Promise<boolean>;
  },
): Promise<SocketRefusal> {
  if (actor.kind === 'screen') {
    return (await lookups.screenIsPaired(actor.screenId)) ? null : socketMessages.notPaired;
  }
  if (isAthlete(actor.user)) {
    if ((await lookups.session()).status === 'finished') return serverMessages.sessionFinished;
    return (await lookups.onGrid(actor.user.id)) ? null : socketMessages.athleteNotOnGrid;
  }
  return canManageSession(actor.user, await lookups.session()) ? null : serverMessages.forbidden;
}

/**
 * Relaying to a joined session (selection, presence, the timer): a trainer's or admin's socket in
 * the session's room. Screens only watch; athletes only log their own sets (`refusalToSendOp`).
 */
export function refusalToChangeSession(actor: SocketActor, joined: boolean): SocketRefusal {
  if (actor.kind !== 'user') return socketMessages.screenReadOnly;
  if (isAthlete(actor.user)) return socketMessages.clientsCannotJoin;
  if (!joined) return socketMessages.notJoined;
  return null;
}

/**
 * Sending an op to a joined session: a coach's socket in the session's room (which session it may
 * change is checked again against the session's row as the op is applied), or an athlete's in
 * the session's athletes' room, for an op the op policy lets athletes send about themself only.
 */
export function refusalToSendOp(
  actor: SocketActor,
  joined: { asCoach: boolean; asAthlete: boolean },
  op: SessionOp,
): SocketRefusal {
  if (actor.kind !== 'user' || !isAthlete(actor.user)) {
    return refusalToChangeSession(actor, joined.asCoach);
  }
  if (!joined.asAthlete) return socketMessages.notJoined;
  return refusalToActAsAthlete(actor.user, op);
}

/** An athlete's op: one athletes may send, about themself alone. */
function refusalToActAsAthlete(user: AuthUser, op: SessionOp): SocketRefusal {
  const people = peopleNamedBy(op);
  const ownOnly = people.length > 0 && people.every((id) => id === user.id);
  return athletesMaySend(op.type) && ownOnly ? null : socketMessages.athleteOwnSetsOnly;
}

/**
 * The same under the session's lock, against the state the op will change: the account as read in
 * that transaction, on the grid now.
 */
export function refusalToApplyAthleteOp(
  user: AuthUser,
  state: SessionState,
  op: SessionOp,
): SocketRefusal {
  const refusal = refusalToActAsAthlete(user, op);
  if (refusal !== null) return refusal;
  return state.clients.some((c) => c.id === user.id) ? null : socketMessages.athleteNotOnGrid;
}

/** Reading a session's ops: any socket that has joined its room (the join checked who it is). */
export function refusalToReadSession(joined: boolean): SocketRefusal {
  return joined ? null : socketMessages.notJoined;
}

/** A cast screen listens in its own room only; no user's socket does. */
export function refusalToJoinScreen(actor: SocketActor, screenId: string): SocketRefusal {
  if (actor.kind !== 'screen' || normaliseScreenId(screenId) !== actor.screenId) {
    return socketMessages.wrongScreen;
  }
  return null;
}

/**
 * Where a write happens, which widens whom a trainer may act on.
 * - `sessionId`: the live session the write belongs to; clients who joined it with its code count
 *   for its trainer.
 * - `tx`: the transaction the caller is in. Pass it when asking from inside one: the embedded
 *   database has a single connection, so a query outside the open transaction would wait for it.
 */
export type PeopleScope = { sessionId?: string; tx?: Transaction };

/**
 * Who may act on whom (DESIGN 4.1), the one rule for every person an HTTP request or a socket op
 * names, whether in its path, its body or its payload:
 *
 * - **everyone** may act on themself;
 * - a **trainer** may act on their own clients (`client_profiles.trainer_id`) and, within one of
 *   their sessions, on the clients who joined that session with its code (`session_participants`);
 * - **admin and above** may act on any account;
 * - a **client** on nobody else.
 *
 * An id that names no account is someone nobody may act on. A route calls it after checking the
 * actor may use the route at all, and before it writes anything:
 *
 * ```ts
 * await people.assertMayActOn(currentUser(request), [request.params.id], { sessionId });
 * ```
 *
 * `assertMayActOn` throws the 403 `AppError` (a socket handler acks it as `FORBIDDEN`);
 * `actableAmong` filters a list (what to write, or what to show) without refusing.
 */
export function createPeoplePolicy({ db }: { db: Database }) {
  /** The ids among `personIds` that `actor` may act on. */
  async function actableAmong(
    actor: AuthUser,
    personIds: Iterable<string>,
    scope: PeopleScope = {},
  ): Promise<Set<string>> {
    const q = scope.tx ?? db;
    const wanted = [...new Set(personIds)].filter(isUuid);
    const allowed = new Set(wanted.filter((id) => id === actor.id));
    const others = wanted.filter((id) => id !== actor.id);
    if (others.length === 0) return allowed;

    if (isAdminOrHigher(actor.role)) {
      const rows = await q.select({ id: users.id }).from(users).where(inArray(users.id, others));
      for (const row of rows) allowed.add(row.id);
      return allowed;
    }
    if (!isTrainerOrHigher(actor.role)) return allowed;

    const own = await q
      .select({ id: clientProfiles.userId })
      .from(clientProfiles)
      .where(and(eq(clientProfiles.trainerId, actor.id), inArray(clientProfiles.userId, others)));
    for (const row of own) allowed.add(row.id);

    const rest = others.filter((id) => !allowed.has(id));
    if (rest.length > 0 && scope.sessionId !== undefined && isUuid(scope.sessionId)) {
      const joined = await q
        .select({ id: sessionParticipants.userId })
        .from(sessionParticipants)
        .innerJoin(sessions, eq(sessions.id, sessionParticipants.sessionId))
        .where(
          and(
            eq(sessionParticipants.sessionId, scope.sessionId),
            eq(sessions.trainerId, actor.id),
            inArray(sessionParticipants.userId, rest),
          ),
        );
      for (const row of joined) allowed.add(row.id);
    }
    return allowed;
  }

  return {
    actableAmong,

    /** Whether `actor` may act on the person `personId`. */
    async mayActOn(actor: AuthUser, personId: string, scope: PeopleScope = {}): Promise<boolean> {
      return (await actableAmong(actor, [personId], scope)).has(personId);
    },

    /** Refuses with 403 (`FORBIDDEN`) unless `actor` may act on every one of `personIds`. */
    async assertMayActOn(
      actor: AuthUser,
      personIds: Iterable<string>,
      scope: PeopleScope = {},
    ): Promise<void> {
      const ids = [...personIds];
      const allowed = await actableAmong(actor, ids, scope);
      if (!ids.every((id) => allowed.has(id))) throw forbidden();
    },
  };
}

export type PeoplePolicy = ReturnType<typeof createPeoplePolicy>;

type Authenticate = (request: FastifyRequest) => Promise<void>;

/**
 * The preValidation of every `/api/users/{id}/...` and `/api/clients/{id}/...` route (DESIGN 4.1):
 * a signed-in user who may act on the person `{id}` names (themself, their trainer, admin and
 * above). It runs before the body is validated, so a stranger learns nothing about the route.
 */
export function personGuard(authenticate: Authenticate, people: PeoplePolicy) {
  return async (request: FastifyRequest) => {
    await authenticate(request);
    const { id } = request.params as { id?: string };
    await people.assertMayActOn(currentUser(request), [id ?? '']);
  };
}

/** The same, for routes only the person themself may use (giving anonymous feedback). */
export function selfGuard(authenticate: Authenticate) {
  return async (request: FastifyRequest) => {
    await authenticate(request);
    const { id } = request.params as { id?: string };
    if (currentUser(request).id !== id) throw forbidden();
  };
}

/**
 * For a client's own account of themself (the training they log on their own): a client, for
 * themself only. Their trainer and admin and above are refused too: what the client logs is what
 * the client says they did.
 */
export function clientSelfGuard(authenticate: Authenticate) {
  const self = selfGuard(authenticate);
  return async (request: FastifyRequest) => {
    await self(request);
    if (!isClient(currentUser(request).role)) throw forbidden();
  };
}
