import type { Role } from '@levelup/shared';
import { hasAtLeastRole } from '@levelup/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../http/errors';
import type { UserAccounts } from '../users';
import type { AccessTokens, AuthUser } from './access-token';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid bearer token is required. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** preHandler factory: a valid bearer token of at least `role` is required. */
    requireRole(role: Role): (request: FastifyRequest) => Promise<void>;
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Verifies the bearer access token on the routes that ask for it, then reads the account it names:
 * a token of an account that is gone or disabled is refused like a forged one (401), and the role
 * every check uses is the account's current role, not the one the token was signed with. So a role
 * change applies from the next request, and the next refresh hands the app a token that says so.
 */
export const authenticationPlugin = fp<{
  tokens: AccessTokens;
  accounts: Pick<UserAccounts, 'activeAccount'>;
}>(
  async (app: FastifyInstance, { tokens, accounts }) => {
    app.decorateRequest('user', null);

    async function authenticate(request: FastifyRequest) {
      const token = bearerToken(request.headers.authorization);
      const claimed = token ? await tokens.verify(token) : null;
      const user = claimed ? await accounts.activeAccount(claimed.id) : null;
      if (!user) throw unauthorized();
      request.user = user;
    }

    app.decorate('authenticate', authenticate);
    app.decorate('requireRole', (role: Role) => async (request: FastifyRequest) => {
      await authenticate(request);
      if (!hasAtLeastRole(request.user?.role, role)) throw forbidden();
    });
  },
  { name: 'authentication' },
);

/** The signed-in user of a route guarded by `authenticate` or `requireRole`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
