import {
  ownTrainingBodySchema,
  ownTrainingResponseSchema,
  rowIdSchema,
  utcOffsetQuerySchema,
} from '@levelup/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientSelfGuard } from '../access/who-may-act';
import { bearerAuth, callers } from '../http/route-docs';
import type { OwnTraining } from './own-training';

const personParams = z.object({ id: rowIdSchema });

/**
 * 'Log an exercise' on the client home (issue 30): a client logs sets they did on their own, for
 * themself only (their trainer and admin are refused: see `clientSelfGuard`).
 */
export const ownTrainingRoutes: FastifyPluginAsyncZod<{
  training: OwnTraining;
  now: () => Date;
}> = async (app, { training, now }) => {
  app.post(
    '/api/users/:id/own-sets',
    {
      preValidation: clientSelfGuard(app.authenticate),
      schema: {
        tags: ['History'],
        summary: 'Log sets trained on one’s own',
        description: callers.self,
        security: bearerAuth,
        params: personParams,
        querystring: utcOffsetQuerySchema,
        body: ownTrainingBodySchema(now),
        response: { 201: ownTrainingResponseSchema },
      },
    },
    async (request, reply) => {
      const logged = await training.log(request.params.id, request.body, request.query.tzOffset);
      return reply.status(201).send(logged);
    },
  );
};
