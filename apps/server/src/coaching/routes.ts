import { exerciseRecordsResponseSchema, rowIdSchema } from '@levelup/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type PeoplePolicy, personGuard } from '../access/who-may-act';
import type { Database } from '../db/connect';
import { bearerAuth, callers } from '../http/route-docs';
import { bestAndLast } from './records';

const params = z.object({ id: rowIdSchema, exerciseId: rowIdSchema });

/**
 * See PR and Last (spec 2, trainer panel): a client's best set of an exercise and the sets of
 * their last session of it. Read by the client, their trainer and admin and above (DESIGN 4.1).
 */
export const coachingRoutes: FastifyPluginAsyncZod<{ db: Database; people: PeoplePolicy }> = async (
  app,
  { db, people },
) => {
  app.get(
    '/api/clients/:id/exercises/:exerciseId/records',
    {
      preValidation: personGuard(app.authenticate, people),
      schema: {
        tags: ['History'],
        summary: 'A client’s best and last sets of an exercise',
        description: callers.person,
        security: bearerAuth,
        params,
        response: { 200: exerciseRecordsResponseSchema },
      },
    },
    async (request) => bestAndLast(db, request.params.id, request.params.exerciseId),
  );
};
