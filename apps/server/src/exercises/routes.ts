import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/connect';
import { exercises } from '../db/schema';

export const exerciseRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/exercises', { preHandler: app.authenticate }, async () => {
    const rows = await db.select().from(exercises).orderBy(asc(exercises.name));
    return rows.map(({ createdBy: _createdBy, createdAt: _createdAt, ...exercise }) => exercise);
  });
};
