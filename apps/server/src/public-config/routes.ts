import { type PublicConfig, publicConfigSchema } from '@levelup/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callers, publicRoute } from '../http/route-docs';

/** GET /api/config: what the signed-out screens need, e.g. whether to offer Google sign-in. */
export const publicConfigRoutes: FastifyPluginAsyncZod<{ googleEnabled: boolean }> = async (
  app,
  { googleEnabled },
) => {
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['System'],
        summary: 'What the signed-out screens need (e.g. whether Google sign-in is offered)',
        description: callers.anyone,
        security: publicRoute,
        response: { 200: publicConfigSchema },
      },
    },
    async (): Promise<PublicConfig> => ({ googleEnabled }),
  );
};
