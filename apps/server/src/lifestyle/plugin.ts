import type { FastifyPluginAsync } from 'fastify';
import { createPeoplePolicy } from '../access/people-policy';
import type { Database } from '../db/connect';
import { createLifestyleRepository } from './lifestyle-repository';
import { lifestyleRoutes } from './routes';

/** Daily check-ins and today's readiness (spec 1 sections 3 and 7, DESIGN 4.7). */
export const lifestylePlugin: FastifyPluginAsync<{ db: Database; now: () => Date }> = async (
  app,
  { db, now },
) => {
  await app.register(lifestyleRoutes, {
    logs: createLifestyleRepository(db, now),
    people: createPeoplePolicy({ db }),
  });
};
