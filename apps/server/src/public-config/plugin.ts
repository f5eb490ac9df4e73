import fp from 'fastify-plugin';
import type { Config } from '../config';
import { publicConfigRoutes } from './routes';

/** What the signed-out screens need to know about the server. */
export const publicConfigPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(publicConfigRoutes, { googleEnabled: config.google !== undefined });
  },
  { name: 'public-config', encapsulate: true },
);
