import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import { publicConfigRoutes } from './routes';

/** What the signed-out screens need to know about the server. */
export const publicConfigPlugin: FastifyPluginAsync<{ config: Config }> = async (
  app,
  { config },
) => {
  await app.register(publicConfigRoutes, { googleEnabled: config.google !== undefined });
};
