import { isUuid, type Team } from '@levelup/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { clientProfiles, teams } from '../db/schema';

export type TeamScope = { kind: 'all' } | { kind: 'trainer'; trainerId: string };

export function createTeamRepository(db: Database, now: () => Date = () => new Date()) {
  return {
    /** Teams visible in `scope`, by name. */
    async list(scope: TeamScope): Promise<Team[]> {
      return db
        .select({ id: teams.id, name: teams.name, colorHex: teams.colorHex, score: teams.score })
        .from(teams)
        .where(scope.kind === 'trainer' ? eq(teams.trainerId, scope.trainerId) : undefined)
        .orderBy(asc(teams.name));
    },

    /** A team with its owner, or null. */
    async find(teamId: string) {
      const [team] = await db
        .select({ id: teams.id, trainerId: teams.trainerId })
        .from(teams)
        .where(eq(teams.id, teamId));
      return team ?? null;
    },

    /** Puts a client in a team (or none); false when `clientId` is no client. */
    async assignClient(clientId: string, teamId: string | null): Promise<boolean> {
      if (!isUuid(clientId)) return false;
      const updated = await db
        .update(clientProfiles)
        .set({ teamId, updatedAt: now() })
        .where(eq(clientProfiles.userId, clientId))
        .returning({ id: clientProfiles.userId });
      return updated.length > 0;
    },
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
