import fp from 'fastify-plugin';
import { createPeoplePolicy } from '../access/who-may-act';
import type { Database } from '../db/connect';
import type { LiveCheckIns } from '../sessions';
import { createLifestyleRepository } from './lifestyle-repository';
import { lifestyleRoutes } from './routes';

/** Daily check-ins and today's readiness (spec 1 sections 3 and 7, DESIGN 4.7). */
export const lifestylePlugin = fp<{ db: Database; now: () => Date; liveCheckIns: LiveCheckIns }>(
  async (app, { db, now, liveCheckIns }) => {
    await app.register(lifestyleRoutes, {
      logs: createLifestyleRepository(db, now),
      people: createPeoplePolicy({ db }),
      liveCheckIns,
    });
  },
  { name: 'lifestyle', dependencies: ['authentication', 'realtime'], encapsulate: true },
);
