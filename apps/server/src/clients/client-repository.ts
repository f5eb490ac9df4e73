import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { clientGoals, clientProfiles, users } from '../db/schema';
import { type ClientView, toClientView } from './client-view';

export type ClientScope = { kind: 'all' } | { kind: 'trainer'; trainerId: string };

export function createClientRepository(db: Database, now: () => Date = () => new Date()) {
  return {
    /** Clients visible in `scope`, ordered by first then last name. */
    async list(scope: ClientScope): Promise<ClientView[]> {
      const rows = await db
        .select({ user: users, profile: clientProfiles })
        .from(users)
        .innerJoin(clientProfiles, eq(clientProfiles.userId, users.id))
        .where(
          and(
            eq(users.role, 'client'),
            scope.kind === 'trainer' ? eq(clientProfiles.trainerId, scope.trainerId) : undefined,
          ),
        )
        .orderBy(asc(users.firstName), asc(users.lastName));
      if (rows.length === 0) return [];
      const goals = await db
        .select()
        .from(clientGoals)
        .where(
          inArray(
            clientGoals.clientId,
            rows.map((row) => row.user.id),
          ),
        );
      const goalsByClient = new Map<string, string[]>();
      for (const goal of goals) {
        goalsByClient.set(goal.clientId, [
          ...(goalsByClient.get(goal.clientId) ?? []),
          goal.goalId,
        ]);
      }
      const today = now();
      return rows.map((row) =>
        toClientView(row.user, row.profile, goalsByClient.get(row.user.id) ?? [], today),
      );
    },
  };
}

export type ClientRepository = ReturnType<typeof createClientRepository>;
