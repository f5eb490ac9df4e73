import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/connect';
import { createExerciseCatalog } from './exercise-catalog';
import { exerciseRoutes } from './routes';

/** The exercise library, served from a cached snapshot. */
export const exercisesPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(exerciseRoutes, { catalog: createExerciseCatalog(db) });
};
