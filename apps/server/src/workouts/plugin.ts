import fp from 'fastify-plugin';
import type { Database } from '../db/connect';
import { workoutRoutes } from './routes';
import { createWorkoutRepository } from './workout-repository';
import { createWorkoutService } from './workout-service';

export type WorkoutsOptions = { db: Database; now: () => Date };

/** Workouts (spec 2 "Workout builder" and "Workout select modal"): the repository, rules and routes. */
export const workoutsPlugin = fp<WorkoutsOptions>(
  async (app, { db, now }) => {
    const service = createWorkoutService(createWorkoutRepository({ db, now }));
    await app.register(workoutRoutes, { service });
  },
  { name: 'workouts', dependencies: ['authentication'], encapsulate: true },
);
