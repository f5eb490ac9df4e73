import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/connect';
import { createClientRepository } from './client-repository';
import { clientRoutes } from './routes';

/** A trainer's clients (DESIGN 4.1). */
export const clientsPlugin: FastifyPluginAsync<{ db: Database; now: () => Date }> = async (
  app,
  { db, now },
) => {
  await app.register(clientRoutes, { clients: createClientRepository(db, now) });
};
