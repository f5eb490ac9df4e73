import {
  invalidateBodySchema,
  loginCredentialsSchema,
  refreshBodySchema,
  serverMessages,
} from '@levelup/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../http/errors';
import type { UserAccounts } from '../users/user-accounts';
import { toUser } from '../users/user-view';
import type { AccessTokens } from './access-token';
import { currentUser } from './authenticate';
import { verifyAgainstDecoy, verifyPassword } from './passwords';
import { type KeyedLimiter, type RateLimits, refuseIfLimited } from './rate-limiter';
import {
  clearRefreshCookie,
  presentedRefreshToken,
  type RefreshCookiePolicy,
  setRefreshCookie,
} from './refresh-cookie';
import type { RefreshTokenStore } from './refresh-tokens';
import type { SignIns } from './sign-ins';

export type AuthRouteDeps = {
  accounts: UserAccounts;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokenStore;
  signIns: SignIns;
  cookiePolicy: RefreshCookiePolicy;
  limiter: KeyedLimiter;
  limits: RateLimits;
  now: () => Date;
};

/** Password sign-in, the current user, and the refresh token's rotation and revocation (DESIGN 4.2). */
export const authRoutes: FastifyPluginAsyncZod<AuthRouteDeps> = async (app, deps) => {
  const { accounts, limiter, limits, cookiePolicy } = deps;

  app.post(
    '/api/token/auth',
    { schema: { body: loginCredentialsSchema } },
    async (request, reply) => {
      const { email, password } = request.body;
      refuseIfLimited(reply, limiter.hit(`sign-in:address:${request.ip}`, limits.signInPerAddress));
      const emailKey = `sign-in:email:${email}`;
      refuseIfLimited(reply, limiter.blockedFor(emailKey, limits.signInFailuresPerEmail));

      const user = await accounts.findByEmail(email);
      // Unknown emails and password-less accounts spend the same time and fail the same way.
      const valid = user?.passwordHash
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDecoy(password);
      if (!user || !valid) {
        limiter.hit(emailKey, limits.signInFailuresPerEmail);
        throw unauthorized(serverMessages.invalidCredentials);
      }
      limiter.reset(emailKey);
      return deps.signIns.start(reply, user);
    },
  );

  app.get('/api/me', { preHandler: app.authenticate }, async (request) => {
    const user = await accounts.findById(currentUser(request).id);
    if (!user) throw unauthorized();
    return toUser(user);
  });

  app.post(
    '/api/token/refresh',
    { schema: { body: refreshBodySchema.nullish() } },
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
      if (!user) throw rejected();
      const { token: refreshToken, expiresAt } = rotated.refreshToken;
      setRefreshCookie(reply, cookiePolicy, refreshToken, expiresAt, deps.now());
      const token = await deps.accessTokens.sign({ id: user.id, role: user.role });
      return { token, refreshToken };
    },
  );

  app.post(
    '/api/token/invalidate',
    { schema: { body: invalidateBodySchema.nullish() } },
    async (request, reply) => {
      const presented = presentedRefreshToken(request, request.body?.refreshToken, cookiePolicy);
      if (presented) await deps.refreshTokens.revokeFamily(presented.token);
      clearRefreshCookie(reply, cookiePolicy);
      return reply.status(204).send();
    },
  );
};
