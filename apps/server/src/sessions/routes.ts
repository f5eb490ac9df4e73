import {
  createSessionBodySchema,
  idSchema,
  joinCodeSchema,
  joinSessionResponseSchema,
  sessionLogsBodySchema,
  sessionLogsSavedSchema,
  sessionOpAppliedSchema,
} from '@levelup/shared';
import {
  athleteSessionsResponseSchema,
  liveSessionsResponseSchema,
  sessionPlanSchema,
  sessionStateResponseSchema,
  startedSessionResponseSchema,
} from '@levelup/shared/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createGuessLimit,
  currentUser,
  type LimiterStore,
  type RateLimits,
  refuseIfLimited,
} from '../auth';
import { bearerAuth, callers } from '../http/route-docs';
import type { SessionService } from './session-service';

const sessionParams = z.object({ id: idSchema });

/** The session routes of DESIGN 4.6; live changes go through the socket (realtime/). */
export const sessionRoutes: FastifyPluginAsyncZod<{
  service: SessionService;
  limiter: LimiterStore;
  limits: RateLimits;
}> = async (app, { service, limiter, limits }) => {
  const joinGuesses = createGuessLimit(limiter, 'session-join', {
    perAccount: limits.joinGuessesPerAccount,
    perAddress: limits.joinGuessesPerAddress,
  });

  app.post(
    '/api/sessions',
    {
      preHandler: app.requireRole('trainer'),
      // The web app posts an empty object, or nothing at all.
      schema: {
        tags: ['Live sessions'],
        summary: 'Start a live session',
        description: callers.trainers,
        security: bearerAuth,
        body: z.nullish(createSessionBodySchema),
        response: { 201: startedSessionResponseSchema },
      },
      config: { idempotent: true },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const created = await service.create(user, request.body?.workoutId);
      // Its state comes with it: the live screen the trainer is sent to paints without a second
      // round trip.
      return reply.status(201).send({ ...created, session: await service.state(user, created.id) });
    },
  );

  // 'Back to live session' on the dashboard and in the header: trainers only, each their own.
  app.get(
    '/api/sessions/live',
    {
      schema: {
        tags: ['Live sessions'],
        summary: 'The trainer’s live sessions',
        description: callers.trainers,
        security: bearerAuth,
        response: { 200: liveSessionsResponseSchema },
      },
      preHandler: app.requireRole('trainer'),
    },
    async (request) => service.liveSessions(currentUser(request)),
  );

  // A client's 'Back to live session': the live sessions whose grid holds them (issue 30).
  app.get(
    '/api/sessions/taking-part',
    {
      schema: {
        tags: ['Live sessions'],
        summary: 'The live sessions whose grid holds the signed-in client',
        description: callers.signedIn,
        security: bearerAuth,
        response: { 200: athleteSessionsResponseSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => service.sessionsTakingPart(currentUser(request)),
  );

  app.get(
    '/api/sessions/:id/state',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Live sessions'],
        summary: 'A live session’s state',
        description: callers.signedIn,
        security: bearerAuth,
        params: sessionParams,
        response: { 200: sessionStateResponseSchema },
      },
    },
    async (request) => service.state(currentUser(request), request.params.id),
  );

  app.get(
    '/api/sessions/:id/plan',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Live sessions'],
        summary: 'A live session’s plan',
        description: callers.signedIn,
        security: bearerAuth,
        params: sessionParams,
        response: { 200: sessionPlanSchema },
      },
    },
    async (request) => service.plan(currentUser(request), request.params.id),
  );

  app.post(
    '/api/sessions/:id/end',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Live sessions'],
        summary: 'End a live session',
        description: callers.signedIn,
        security: bearerAuth,
        params: sessionParams,
        response: { 200: sessionOpAppliedSchema },
      },
    },
    async (request) => {
      const { seq } = await service.end(currentUser(request), request.params.id);
      return { ok: true as const, seq };
    },
  );

  app.post(
    '/api/sessions/:id/logs',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Live sessions'],
        summary: 'Log sets in a live session',
        description: callers.signedIn,
        security: bearerAuth,
        params: sessionParams,
        body: sessionLogsBodySchema,
        response: { 201: sessionLogsSavedSchema },
      },
    },
    async (request, reply) => {
      const result = await service.appendLogs(
        currentUser(request),
        request.params.id,
        request.body.logs,
      );
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/sessions/:idOrJoinCode/join',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Live sessions'],
        summary: 'Join a live session by id or join code',
        description: callers.signedIn,
        security: bearerAuth,
        params: z.object({ idOrJoinCode: joinCodeSchema }),
        response: { 200: joinSessionResponseSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const guesser = { accountId: user.id, address: request.ip };
      refuseIfLimited(reply, await joinGuesses.admit(guesser));
      const session = await service.joinedBy(request.params.idOrJoinCode);
      await joinGuesses.hit(guesser);
      return service.join(user, session);
    },
  );
};
