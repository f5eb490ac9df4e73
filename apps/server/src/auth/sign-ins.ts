import type { TokenPairResponse } from '@levelup/shared';
import type { FastifyReply } from 'fastify';
import type { UserRow } from '../users/user-accounts';
import { toUser } from '../users/user-view';
import type { AccessTokens } from './access-token';
import { type RefreshCookiePolicy, setRefreshCookie } from './refresh-cookie';
import type { RefreshTokenStore } from './refresh-tokens';

export type SignIns = {
  /** Signs `user` in: a new access token and refresh family, the refresh cookie set on `reply`. */
  start(reply: FastifyReply, user: UserRow): Promise<TokenPairResponse>;
};

/** One way in for password sign-in, registration and the external sign-in exchange. */
export function createSignIns(deps: {
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokenStore;
  cookiePolicy: RefreshCookiePolicy;
  now: () => Date;
}): SignIns {
  return {
    async start(reply, user) {
      const refresh = await deps.refreshTokens.issue(user.id);
      const token = await deps.accessTokens.sign({ id: user.id, role: user.role });
      setRefreshCookie(reply, deps.cookiePolicy, refresh.token, refresh.expiresAt, deps.now());
      return { token, refreshToken: refresh.token, user: toUser(user) };
    },
  };
}
