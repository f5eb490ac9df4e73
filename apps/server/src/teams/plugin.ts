import fp from 'fastify-plugin';
import { createPeoplePolicy } from '../access/who-may-act';
import type { Database } from '../db/connect';
import { teamRoutes } from './routes';
import { createTeamRepository } from './team-repository';

/** A trainer's teams and their clients' places in them (DESIGN 4.1). */
export const teamsPlugin = fp<{ db: Database; now: () => Date }>(
  async (app, { db, now }) => {
    await app.register(teamRoutes, {
      teams: createTeamRepository(db, now),
      people: createPeoplePolicy({ db }),
    });
  },
  { name: 'teams', dependencies: ['authentication'], encapsulate: true },
);
