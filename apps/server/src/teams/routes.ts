import { isAdminOrHigher } from '@levelup/shared';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/authenticate';
import type { Database } from '../db/connect';
import { teams } from '../db/schema';

export const teamRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/teams', { preHandler: app.requireRole('trainer') }, async (request) => {
    const user = currentUser(request);
    const rows = await db
      .select({ id: teams.id, name: teams.name, colorHex: teams.colorHex, score: teams.score })
      .from(teams)
      .where(isAdminOrHigher(user.role) ? undefined : eq(teams.trainerId, user.id))
      .orderBy(asc(teams.name));
    return rows;
  });
};
