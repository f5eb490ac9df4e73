import type { Config } from '../config';
import type { Database } from '../db/connect';
import { createUserAccounts } from '../users/user-accounts';
import type { AccessTokens } from './access-token';
import { createKeyedLimiter, defaultRateLimits, type RateLimits } from './rate-limiter';
import { refreshCookiePolicy } from './refresh-cookie';
import { createRefreshTokenStore } from './refresh-tokens';
import { createSignIns } from './sign-ins';

export type AccountServicesDeps = {
  config: Config;
  db: Database;
  accessTokens: AccessTokens;
  /** The server's signing secret; peppers and cookie keys are derived from it. */
  serverSecret: string;
  now: () => Date;
  /** Sign-in and password-reset limits; unset ones keep their defaults. */
  rateLimits?: Partial<RateLimits>;
};

/**
 * What the account features share (DESIGN 4.2-4.5): the user accounts, the refresh tokens and
 * their cookie, the one way to sign someone in, and one rate limiter, so password sign-in,
 * registration, password reset and external sign-in count against the same limits. The app makes
 * it once and hands it to the auth, users and oauth plugins.
 */
export function createAccountServices(deps: AccountServicesDeps) {
  const { config, now } = deps;
  const refreshTokens = createRefreshTokenStore(deps.db, now);
  const cookiePolicy = refreshCookiePolicy(config.publicUrl, config.corsOrigins);
  return {
    ...deps,
    accounts: createUserAccounts(deps.db),
    refreshTokens,
    cookiePolicy,
    signIns: createSignIns({
      accessTokens: deps.accessTokens,
      refreshTokens,
      cookiePolicy,
      now,
    }),
    limiter: createKeyedLimiter(now),
    limits: { ...defaultRateLimits, ...deps.rateLimits },
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;
