import { isAdminOrHigher, isTrainerOrHigher, isUuid } from '@levelup/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../auth/access-token';
import type { Database } from '../db/connect';
import { clientProfiles, sessionParticipants, sessions, users } from '../db/schema';
import { forbidden } from '../http/errors';
import type { Transaction } from '../db/transaction';

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
