import fp from 'fastify-plugin';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/connect';
import { createExerciseCatalog } from './exercise-catalog';
import { createExerciseRepository } from './exercise-repository';
import { exerciseRoutes } from './routes';

/** The exercise library, served from a cached snapshot, and the wizard's additions to it. */
export const exercisesPlugin = fp<{ db: Database; changes: ChangeFeed }>(
  async (app, { db, changes }) => {
    await app.register(exerciseRoutes, {
      catalog: createExerciseCatalog(db, changes),
      exercises: createExerciseRepository(db),
    });
  },
  { name: 'exercises', dependencies: ['authentication'], encapsulate: true },
);
