import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/connect';
import { trainingGoals } from '../db/schema';

export const goalRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/training-goals', { preHandler: app.authenticate }, async () =>
    db.select().from(trainingGoals).orderBy(asc(trainingGoals.name)),
  );
};
