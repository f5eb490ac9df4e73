import type { FastifyPluginAsync } from 'fastify';
import { createPeoplePolicy } from '../access/people-policy';
import type { Database } from '../db/connect';
import { coachingRoutes } from './routes';

/** A client's records per exercise (the live session's coaching runs inside the sessions). */
export const coachingPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(coachingRoutes, { db, people: createPeoplePolicy({ db }) });
};
