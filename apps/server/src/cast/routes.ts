import {
  castConnectBodySchema,
  castDisconnectBodySchema,
  SCREEN_TOKEN_HEADER,
} from '@levelup/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/authenticate';
import type { CastService } from './cast-service';

/** The cast routes of DESIGN 4.6: a screen asks for its id; the session's trainer pairs it. */
export const castRoutes: FastifyPluginAsyncZod<{ cast: CastService }> = async (app, { cast }) => {
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
    async (request) =>
      cast.connect(currentUser(request), request.body.screenId, request.body.sessionId),
  );

  app.post(
    '/cast/disconnect',
    { preHandler: app.requireRole('trainer'), schema: { body: castDisconnectBodySchema } },
    async (request) => cast.disconnect(currentUser(request), request.body),
  );
};
