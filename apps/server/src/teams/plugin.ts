import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/connect';
import { teamRoutes } from './routes';
import { createTeamRepository } from './team-repository';

/** A trainer's teams (DESIGN 4.1). */
export const teamsPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(teamRoutes, { teams: createTeamRepository(db) });
};
