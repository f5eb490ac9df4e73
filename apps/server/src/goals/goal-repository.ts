import type { TrainingGoal } from '@levelup/shared';
import { asc } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { trainingGoals } from '../db/schema';

export function createGoalRepository(db: Database) {
  return {
    /** The seeded training goals, by name. */
    async list(): Promise<TrainingGoal[]> {
      return db.select().from(trainingGoals).orderBy(asc(trainingGoals.name));
    },
  };
}

export type GoalRepository = ReturnType<typeof createGoalRepository>;
