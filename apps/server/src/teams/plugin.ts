import type { FastifyPluginAsync } from 'fastify';
import { createPeoplePolicy } from '../access/people-policy';
import type { Database } from '../db/connect';
import { teamRoutes } from './routes';
import { createTeamRepository } from './team-repository';

/** A trainer's teams and their clients' places in them (DESIGN 4.1). */
export const teamsPlugin: FastifyPluginAsync<{ db: Database; now: () => Date }> = async (
  app,
  { db, now },
) => {
  await app.register(teamRoutes, {
    teams: createTeamRepository(db, now),
    people: createPeoplePolicy({ db }),
  });
};
