import type { FastifyPluginAsync } from 'fastify';
import { createPeoplePolicy } from '../access/people-policy';
import type { Database } from '../db/connect';
import { createClientRepository } from './client-repository';
import { liveSessionClientRoutes } from './live-session-routes';
import { clientRoutes } from './routes';

/** A trainer's clients (DESIGN 4.1). */
export const clientsPlugin: FastifyPluginAsync<{ db: Database; now: () => Date }> = async (
  app,
  { db, now },
) => {
  await app.register(clientRoutes, {
    clients: createClientRepository(db, now),
    people: createPeoplePolicy({ db }),
  });
};

/**
 * 'Save & Add to Live': the coach's running session and adding a client to it. Registered after
 * the realtime plugin, whose session service applies the op and broadcasts it to every device.
 */
export const liveSessionClientsPlugin: FastifyPluginAsync<{ db: Database }> = async (
  app,
  { db },
) => {
  await app.register(liveSessionClientRoutes, { db, sessions: app.liveSessions.sessions });
};
