import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/connect';
import { createUserAccounts } from '../users';
import type { AccessTokens } from './access-token';
import { createDeviceCookies } from './device-cookie';
import { createLimiterStore, defaultRateLimits, type RateLimits } from './rate-limiter';
import { refreshCookiePolicy } from './refresh-cookie';
import { createRefreshTokenStore } from './refresh-tokens';
import { createSignInThrottle } from './sign-in-throttle';
import { createSignIns } from './sign-ins';

export type AccountServicesDeps = {
  config: Config;
  db: Database;
  /** Lets the accounts be cached where changes are heard at once (see createUserAccounts). */
  changes?: ChangeFeed;
  accessTokens: AccessTokens;
  /** The server's signing secret; peppers and cookie keys are derived from it. */
  serverSecret: string;
  now: () => Date;
  /** Sign-in and password-reset limits; unset ones keep their defaults. */
  rateLimits?: Partial<RateLimits>;
  /**
   * Where the rate-limit counters live: Redis, so every server process counts the same attempts
   * (DESIGN 4.2), or null for this process's memory.
   */
  rateLimitRedis: Redis | null;
  /** Prefix of the rate-limit counters' Redis keys (tests keep their runs apart with it). */
  rateLimitKeyPrefix?: string;
};

/**
 * What the account features share (DESIGN 4.2-4.5): the user accounts, the refresh tokens and
 * their cookie, the device cookie of browsers an account signed in from, the one way to sign
 * someone in, and one store of rate-limit counters, so password sign-in, registration, password
 * reset and external sign-in count against the same limits. The app makes it once and hands it to
 * the auth, users and oauth plugins.
 */
export function createAccountServices(deps: AccountServicesDeps) {
  const { config, now } = deps;
  const refreshTokens = createRefreshTokenStore(deps.db, now);
  const cookiePolicy = refreshCookiePolicy(config.publicUrl, config.corsOrigins);
  const deviceCookies = createDeviceCookies(deps.serverSecret, cookiePolicy);
  const limiter = createLimiterStore({
    redis: deps.rateLimitRedis,
    keyPrefix: deps.rateLimitKeyPrefix,
  });
  const limits = { ...defaultRateLimits, ...deps.rateLimits };
  return {
    ...deps,
    accounts: createUserAccounts(deps.db, deps.changes),
    refreshTokens,
    cookiePolicy,
    deviceCookies,
    signIns: createSignIns({
      accessTokens: deps.accessTokens,
      refreshTokens,
      cookiePolicy,
      deviceCookies,
      now,
    }),
    limiter,
    limits,
    throttle: createSignInThrottle(limiter, limits),
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;
