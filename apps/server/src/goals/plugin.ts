import fp from 'fastify-plugin';
import type { Database } from '../db/connect';
import { createGoalRepository } from './goal-repository';
import { goalRoutes } from './routes';

/** The training goals a client's intake picks from. */
export const goalsPlugin = fp<{ db: Database }>(
  async (app, { db }) => {
    await app.register(goalRoutes, { goals: createGoalRepository(db) });
  },
  { name: 'goals', dependencies: ['authentication'], encapsulate: true },
);
