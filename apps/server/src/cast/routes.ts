import {
  castConnectBodySchema,
  castDisconnectBodySchema,
  SCREEN_TOKEN_HEADER,
} from '@levelup/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createGuessLimit,
  currentUser,
  type LimiterStore,
  type RateLimits,
  refuseIfLimited,
} from '../auth';
import type { CastService } from './cast-service';

/** The cast routes of DESIGN 4.6: a screen asks for its id; the session's trainer pairs it. */
export const castRoutes: FastifyPluginAsyncZod<{
  cast: CastService;
  limiter: LimiterStore;
  limits: RateLimits;
}> = async (app, { cast, limiter, limits }) => {
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
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async () => cast.newScreen(),
  );

  app.get(
    '/cast/screen-session',
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request) => {
      const token = request.headers[SCREEN_TOKEN_HEADER];
      return cast.pairedSession(typeof token === 'string' ? token : undefined);
    },
  );

  app.post(
    '/cast/connect',
    { preHandler: app.requireRole('trainer'), schema: { body: castConnectBodySchema } },
    async (request, reply) => {
      const screen = await namedScreen(request, reply, request.body.screenId);
      return cast.connect(currentUser(request), screen, request.body.sessionId);
    },
  );

  app.post(
    '/cast/disconnect',
    { preHandler: app.requireRole('trainer'), schema: { body: castDisconnectBodySchema } },
    async (request, reply) => {
      const { screenId, sessionId } = request.body;
      const screen = screenId === undefined ? null : await namedScreen(request, reply, screenId);
      return cast.disconnect(currentUser(request), { screen, sessionId });
    },
  );
};
