import type { SessionAchievements } from '@levelup/shared';
import {
  feedbackGivenSchema,
  feedbackPayloadSchema,
  feedbackSummaryQuerySchema,
  feedbackSummarySchema,
  isUuid,
  pendingFeedbackResponseSchema,
  rowIdSchema,
  serverMessages,
  sessionAchievementsSchema,
} from '@levelup/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type PeoplePolicy, personGuard, selfGuard } from '../access/who-may-act';
import { conflict, forbidden } from '../http/errors';
import { bearerAuth, callers } from '../http/route-docs';
import type { FeedbackRepository } from './feedback-repository';

const personParams = z.object({ id: rowIdSchema });

/**
 * Post-session feedback (spec 1 "Post-session feedback", DESIGN 4.1). Whether feedback is pending
 * may be read by the person, their trainer and admin and above. Giving it is the person's own act:
 * it is anonymous, so nobody answers in their name. Only admin and above read the totals.
 */
export const feedbackRoutes: FastifyPluginAsyncZod<{
  answers: FeedbackRepository;
  people: PeoplePolicy;
  achievements: (userId: string, sessionId: string) => Promise<SessionAchievements>;
}> = async (app, { answers, people, achievements }) => {
  app.get(
    '/api/users/:id/sessions/:sessionId/achievements',
    {
      preValidation: personGuard(app.authenticate, people),
      schema: {
        tags: ['Feedback'],
        summary: 'What a person achieved in a session',
        description: callers.person,
        security: bearerAuth,
        params: z.object({ id: rowIdSchema, sessionId: rowIdSchema }),
        response: { 200: sessionAchievementsSchema },
      },
    },
    async (request) => achievements(request.params.id, request.params.sessionId),
  );

  app.get(
    '/api/users/:id/feedback/pending',
    {
      preValidation: personGuard(app.authenticate, people),
      schema: {
        tags: ['Feedback'],
        summary: 'The session whose feedback is pending, if any',
        description: callers.person,
        security: bearerAuth,
        params: personParams,
        response: { 200: pendingFeedbackResponseSchema },
      },
    },
    async (request) => ({ sessionId: await answers.pendingSession(request.params.id) }),
  );

  app.post(
    '/api/users/:id/feedback',
    {
      preValidation: selfGuard(app.authenticate),
      schema: {
        tags: ['Feedback'],
        summary: 'Give anonymous feedback on a session',
        description: callers.self,
        security: bearerAuth,
        params: personParams,
        body: feedbackPayloadSchema,
        response: { 201: feedbackGivenSchema },
      },
      config: { idempotent: true },
    },
    async (request, reply) => {
      const { body } = request;
      const result = isUuid(body.sessionId)
        ? await answers.give(request.params.id, body)
        : 'not-participant';
      if (result === 'not-participant') throw forbidden();
      if (result === 'already-given') throw conflict(serverMessages.feedbackAlreadyGiven);
      return reply.status(201).send({ ok: true as const });
    },
  );

  app.get(
    '/api/feedback/summary',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['Feedback'],
        summary: 'Feedback totals',
        description: callers.admins,
        security: bearerAuth,
        querystring: feedbackSummaryQuerySchema,
        response: { 200: feedbackSummarySchema },
      },
    },
    async (request) => answers.summary(request.query.sessionId),
  );
};
