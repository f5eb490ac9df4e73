import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GoalRepository } from './goal-repository';

export const goalRoutes: FastifyPluginAsyncZod<{ goals: GoalRepository }> = async (
  app,
  { goals },
) => {
  app.get('/api/training-goals', { preHandler: app.authenticate }, async () => goals.list());
};
