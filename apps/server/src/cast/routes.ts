import {
  castConnectBodySchema,
  castConnectedSchema,
  castDisconnectBodySchema,
  castDisconnectedSchema,
  castScreenSessionSchema,
  challengeMessages,
  SCREEN_TOKEN_HEADER,
  screenIdResponseSchema,
} from '@levelup/shared';
import { screenChallengeSchema } from '@levelup/shared/challenges';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertScreenMayShowChallenge } from '../access/challenge-access';
import {
  createGuessLimit,
  currentUser,
  type LimiterStore,
  type RateLimits,
  refuseIfLimited,
} from '../auth';
import type { ChallengeBoards } from '../challenges';
import { notFound } from '../http/errors';
import { bearerAuth, callers, publicRoute, screenAuth } from '../http/route-docs';
import type { CastService } from './cast-service';

/** The cast routes of DESIGN 4.6: a screen asks for its id; the session's trainer pairs it. */
export const castRoutes: FastifyPluginAsyncZod<{
  cast: CastService;
  challenges: ChallengeBoards;
  limiter: LimiterStore;
  limits: RateLimits;
}> = async (app, { cast, challenges, limiter, limits }) => {
  // Naming a screen id that exists says so (200, 403 or 409 instead of 404), when pairing and
  // when unpairing alike, so both count against the same guesses.
  const screenGuesses = createGuessLimit(limiter, 'cast-screen', {
    perAccount: limits.screenGuessesPerAccount,
    perAddress: limits.screenGuessesPerAddress,
  });
  /** The screen a trainer names (404 when unknown), counted as a guess unless it exists. */
  async function namedScreen(request: FastifyRequest, reply: FastifyReply, screenId: string) {
    const guesser = { accountId: currentUser(request).id, address: request.ip };
    refuseIfLimited(reply, await screenGuesses.admit(guesser));
    const screen = await cast.findScreen(screenId);
    await screenGuesses.hit(guesser);
    return screen;
  }

  app.get(
    '/cast/screen-id',
    // Public (a TV has no account), so each address gets a modest number of new screens.
    {
      schema: {
        tags: ['Cast'],
        summary: 'A new cast screen: its id and token',
        description: callers.anyone,
        security: publicRoute,
        response: { 200: screenIdResponseSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async () => cast.newScreen(),
  );

  const screenToken = (request: FastifyRequest) => {
    const token = request.headers[SCREEN_TOKEN_HEADER];
    return typeof token === 'string' ? token : undefined;
  };

  app.get(
    '/cast/screen-session',
    {
      schema: {
        tags: ['Cast'],
        summary: 'The session a screen is paired with, and what it shows',
        description: callers.screen,
        security: screenAuth,
        response: { 200: castScreenSessionSchema },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => cast.pairedSession(screenToken(request)),
  );

  // Issue 31: the board of the challenge the coach put on the TV, asked as the screen (the TV has
  // no account). Only the challenge the session's state names, and only its trainer's own.
  app.get(
    '/cast/screen-challenge',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['Cast'],
        summary: 'The board of the challenge the screen shows',
        description: callers.screen,
        security: screenAuth,
        response: { 200: screenChallengeSchema },
      },
    },
    async (request) => {
      const { trainerId, castView } = await cast.pairedView(screenToken(request));
      const challengeId = castView?.challengeId;
      const challenge = challengeId ? await challenges.find(challengeId) : null;
      // A closed challenge has left the coach's choices: the TV shows no board for it.
      if (!challenge || challenge.closed) throw notFound(challengeMessages.noChallengeOnScreen);
      assertScreenMayShowChallenge(trainerId, challenge);
      const { name, metric, exerciseName, startDate, endDate, ended } = challenge;
      return {
        name,
        metric,
        exerciseName,
        startDate,
        endDate,
        ended,
        board: await challenges.leaderboard(challenge, 'tv'),
      };
    },
  );

  app.post(
    '/cast/connect',
    {
      preHandler: app.requireRole('trainer'),
      schema: {
        tags: ['Cast'],
        summary: 'Pair a screen with a live session',
        description: callers.trainers,
        security: bearerAuth,
        body: castConnectBodySchema,
        response: { 200: castConnectedSchema },
      },
    },
    async (request, reply) => {
      const screen = await namedScreen(request, reply, request.body.screenId);
      return cast.connect(currentUser(request), screen, request.body.sessionId);
    },
  );

  app.post(
    '/cast/disconnect',
    {
      preHandler: app.requireRole('trainer'),
      schema: {
        tags: ['Cast'],
        summary: 'Unpair a screen',
        description: callers.trainers,
        security: bearerAuth,
        body: castDisconnectBodySchema,
        response: { 200: castDisconnectedSchema },
      },
    },
    async (request, reply) => {
      const { screenId, sessionId } = request.body;
      const screen = screenId === undefined ? null : await namedScreen(request, reply, screenId);
      return cast.disconnect(currentUser(request), { screen, sessionId });
    },
  );
};
