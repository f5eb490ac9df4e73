import {
  invalidateBodySchema,
  loginCredentialsSchema,
  refreshBodySchema,
  refreshResponseSchema,
  serverMessages,
  tokenPairResponseSchema,
  userSchema,
} from '@levelup/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../http/errors';
import { bearerAuth, callers, noContent, publicRoute, refreshTokenAuth } from '../http/route-docs';
import { isActiveAccount, toUser, type UserAccounts } from '../users';
import type { AccessTokens } from './access-token';
import { currentUser } from './authenticate';
import type { DeviceCookies } from './device-cookie';
import { verifyAgainstDecoy, verifyPassword } from './passwords';
import { refuseIfLimited } from './rate-limiter';
import {
  clearRefreshCookie,
  presentedRefreshToken,
  type RefreshCookiePolicy,
  setRefreshCookie,
} from './refresh-cookie';
import type { RefreshTokenStore } from './refresh-tokens';
import type { SignInThrottle } from './sign-in-throttle';
import type { SignIns } from './sign-ins';

export type AuthRouteDeps = {
  accounts: UserAccounts;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokenStore;
  signIns: SignIns;
  cookiePolicy: RefreshCookiePolicy;
  throttle: SignInThrottle;
  deviceCookies: DeviceCookies;
  now: () => Date;
};

/** Password sign-in, the current user, and the refresh token's rotation and revocation (DESIGN 4.2). */
export const authRoutes: FastifyPluginAsyncZod<AuthRouteDeps> = async (app, deps) => {
  const { accounts, throttle, cookiePolicy } = deps;

  app.post(
    '/api/token/auth',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Sign in with email and password',
        description: callers.anyone,
        security: publicRoute,
        body: loginCredentialsSchema,
        response: { 200: tokenPairResponseSchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await accounts.findByEmail(email);
      const attempt = {
        email,
        address: request.ip,
        deviceId: user ? deps.deviceCookies.trustedDevice(request, user.id) : null,
      };
      refuseIfLimited(reply, await throttle.admit(attempt));

      // Unknown emails and password-less accounts spend the same time and fail the same way.
      const valid = user?.passwordHash
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDecoy(password);
      if (!user || !valid || !isActiveAccount(user)) {
        await throttle.failed(attempt);
        throw unauthorized(serverMessages.invalidCredentials);
      }
      await throttle.succeeded(attempt);
      return deps.signIns.start(reply, user);
    },
  );

  app.get(
    '/api/me',
    {
      schema: {
        tags: ['Auth'],
        summary: 'The signed-in user',
        description: callers.signedIn,
        security: bearerAuth,
        response: { 200: userSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = await accounts.findById(currentUser(request).id);
      if (!user) throw unauthorized();
      return toUser(user);
    },
  );

  app.post(
    '/api/token/refresh',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Rotate the refresh token and get a new access token',
        description: callers.anyone,
        security: refreshTokenAuth,
        body: z.nullish(refreshBodySchema),
        response: { 200: refreshResponseSchema },
      },
    },
    async (request, reply) => {
      const presented = presentedRefreshToken(request, request.body?.refreshToken, cookiePolicy);
      const rejected = () => {
        if (presented?.carrier === 'cookie') clearRefreshCookie(reply, cookiePolicy);
        return unauthorized(serverMessages.invalidRefreshToken);
      };
      if (!presented) throw rejected();
      const rotated = await deps.refreshTokens.rotate(presented.token);
      if (!rotated.ok) throw rejected();
      const user = await accounts.findById(rotated.userId);
      if (!user || !isActiveAccount(user)) throw rejected();
      const { token: refreshToken, expiresAt } = rotated.refreshToken;
      setRefreshCookie(reply, cookiePolicy, refreshToken, expiresAt, deps.now());
      const token = await deps.accessTokens.sign({ id: user.id, role: user.role });
      // The user rides along: a page restoring its session renders without a GET /api/me.
      return { token, refreshToken, user: toUser(user) };
    },
  );

  app.post(
    '/api/token/invalidate',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Sign out: revoke the refresh token and its family',
        description: callers.anyone,
        security: refreshTokenAuth,
        body: z.nullish(invalidateBodySchema),
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const presented = presentedRefreshToken(request, request.body?.refreshToken, cookiePolicy);
      if (presented) await deps.refreshTokens.revokeFamily(presented.token);
      clearRefreshCookie(reply, cookiePolicy);
      return reply.status(204).send(null);
    },
  );
};
