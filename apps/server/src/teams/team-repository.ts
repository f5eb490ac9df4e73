import { isUuid, type Team, type TeamValues } from '@levelup/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { clientProfiles, teams } from '../db/schema';

export type TeamScope = { kind: 'all' } | { kind: 'trainer'; trainerId: string };

const columns = { id: teams.id, name: teams.name, colorHex: teams.colorHex, score: teams.score };

export function createTeamRepository(db: Database, now: () => Date = () => new Date()) {
  return {
    /** Teams visible in `scope`, by name. */
    async list(scope: TeamScope): Promise<Team[]> {
      return db
        .select(columns)
        .from(teams)
        .where(scope.kind === 'trainer' ? eq(teams.trainerId, scope.trainerId) : undefined)
        .orderBy(asc(teams.name));
    },

    /** A team with its owner, or null. */
    async find(teamId: string) {
      if (!isUuid(teamId)) return null;
      const [team] = await db
        .select({ ...columns, trainerId: teams.trainerId })
        .from(teams)
        .where(eq(teams.id, teamId));
      return team ?? null;
    },

    /** A new team of `trainerId`, scored from 0. */
    async create(trainerId: string, values: TeamValues): Promise<Team> {
      const [team] = await db
        .insert(teams)
        .values({ trainerId, ...values })
        .returning(columns);
      if (!team) throw new Error('team not inserted');
      return team;
    },

    /** Renames and recolours a team; its score and its clients stay. */
    async update(teamId: string, values: TeamValues): Promise<Team | null> {
      const [team] = await db
        .update(teams)
        .set(values)
        .where(eq(teams.id, teamId))
        .returning(columns);
      return team ?? null;
    },

    /**
     * Deletes a team; its clients are left without one, their profiles marked changed now as
     * when a trainer moves them (the foreign key would clear them too, without the time).
     */
    async remove(teamId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(clientProfiles)
          .set({ teamId: null, updatedAt: now() })
          .where(eq(clientProfiles.teamId, teamId));
        await tx.delete(teams).where(eq(teams.id, teamId));
      });
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
