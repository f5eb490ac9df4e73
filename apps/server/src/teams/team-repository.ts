import type { Team } from '@levelup/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { teams } from '../db/schema';

export type TeamScope = { kind: 'all' } | { kind: 'trainer'; trainerId: string };

export function createTeamRepository(db: Database) {
  return {
    /** Teams visible in `scope`, by name. */
    async list(scope: TeamScope): Promise<Team[]> {
      return db
        .select({ id: teams.id, name: teams.name, colorHex: teams.colorHex, score: teams.score })
        .from(teams)
        .where(scope.kind === 'trainer' ? eq(teams.trainerId, scope.trainerId) : undefined)
        .orderBy(asc(teams.name));
    },
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
