import fp from 'fastify-plugin';
import { createPeoplePolicy } from '../access/who-may-act';
import type { Database } from '../db/connect';
import { coachingRoutes } from './routes';

/** A client's records per exercise (the live session's coaching is sessions/live-coaching.ts). */
export const coachingPlugin = fp<{ db: Database }>(
  async (app, { db }) => {
    await app.register(coachingRoutes, { db, people: createPeoplePolicy({ db }) });
  },
  { name: 'coaching', dependencies: ['authentication'], encapsulate: true },
);
