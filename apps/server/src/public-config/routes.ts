import type { PublicConfig } from '@levelup/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/config: what the signed-out screens need, e.g. whether to offer Google sign-in. */
export const publicConfigRoutes: FastifyPluginAsyncZod<{ googleEnabled: boolean }> = async (
  app,
  { googleEnabled },
) => {
  app.get('/api/config', async (): Promise<PublicConfig> => ({ googleEnabled }));
};
