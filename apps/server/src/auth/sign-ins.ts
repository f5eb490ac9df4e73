import type { TokenPairResponse } from '@levelup/shared';
import type { FastifyReply } from 'fastify';
import { unauthorized } from '../http/errors';
import { isActiveAccount, toUser, type UserRow } from '../users';
import type { AccessTokens } from './access-token';
import type { DeviceCookies } from './device-cookie';
import { type RefreshCookiePolicy, setRefreshCookie } from './refresh-cookie';
import type { RefreshTokenStore } from './refresh-tokens';

export type SignIns = {
  /**
   * Signs `user` in: a new access token and refresh family, the refresh cookie set on `reply`, and
   * the browser marked as one this account signed in from (its device cookie). A disabled account
   * is refused.
   */
  start(reply: FastifyReply, user: UserRow): Promise<TokenPairResponse>;
};

/** One way in for password sign-in, registration and the external sign-in exchange. */
export function createSignIns(deps: {
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokenStore;
  cookiePolicy: RefreshCookiePolicy;
  deviceCookies: DeviceCookies;
  now: () => Date;
}): SignIns {
  return {
    async start(reply, user) {
      if (!isActiveAccount(user)) throw unauthorized();
      const refresh = await deps.refreshTokens.issue(user.id);
      const token = await deps.accessTokens.sign({ id: user.id, role: user.role });
      setRefreshCookie(reply, deps.cookiePolicy, refresh.token, refresh.expiresAt, deps.now());
      deps.deviceCookies.issue(reply, user.id);
      return { token, refreshToken: refresh.token, user: toUser(user) };
    },
  };
}
