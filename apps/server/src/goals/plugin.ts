import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/connect';
import { createGoalRepository } from './goal-repository';
import { goalRoutes } from './routes';

/** The training goals a client's intake picks from. */
export const goalsPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(goalRoutes, { goals: createGoalRepository(db) });
};
