import fp from 'fastify-plugin';
import { createPeoplePolicy } from '../access/who-may-act';
import type { Database } from '../db/connect';
import type { LiveSessionOps } from '../sessions';
import { createClientRepository } from './client-repository';
import { liveSessionClientRoutes } from './live-session-routes';
import { clientRoutes } from './routes';

/**
 * A trainer's clients (DESIGN 4.1), and intake's 'Save & Add to Live': the coach's running session
 * and adding a client to it, through the live session's ops so every device sees it.
 */
export const clientsPlugin = fp<{ db: Database; now: () => Date; liveSessions: LiveSessionOps }>(
  async (app, { db, now, liveSessions }) => {
    await app.register(clientRoutes, {
      clients: createClientRepository(db, now),
      people: createPeoplePolicy({ db }),
    });
    await app.register(liveSessionClientRoutes, { db, sessions: liveSessions });
  },
  { name: 'clients', dependencies: ['authentication', 'realtime'], encapsulate: true },
);
