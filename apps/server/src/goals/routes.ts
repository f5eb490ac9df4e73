import { trainingGoalSchema } from '@levelup/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, callers } from '../http/route-docs';
import type { GoalRepository } from './goal-repository';

export const goalRoutes: FastifyPluginAsyncZod<{ goals: GoalRepository }> = async (
  app,
  { goals },
) => {
  app.get(
    '/api/training-goals',
    {
      schema: {
        tags: ['Exercises'],
        summary: 'The training goals to choose from',
        description: callers.signedIn,
        security: bearerAuth,
        response: { 200: z.array(trainingGoalSchema) },
      },
      preHandler: app.authenticate,
    },
    async () => goals.list(),
  );
};
