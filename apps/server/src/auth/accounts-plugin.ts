import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/connect';
import { createBackgroundDelivery } from '../mail/background-delivery';
import { createMailer, type Mailer } from '../mail/mailer';
import { createExchangeCodes } from '../oauth/exchange-codes';
import { createGoogleSignIn } from '../oauth/google-sign-in';
import { OAUTH_CALLBACK_PATH, oauthRoutes } from '../oauth/routes';
import { createStateSealer } from '../oauth/state-cookie';
import { publicConfigRoutes } from '../public-config/routes';
import { connectRedis } from '../redis/connect';
import { registerRoutes } from '../users/register-routes';
import { createUserAccounts } from '../users/user-accounts';
import type { AccessTokens } from './access-token';
import { createDeviceCookies } from './device-cookie';
import { passwordResetRoutes } from './password-reset-routes';
import { createPasswordResets } from './password-resets';
import { createLimiterStore, defaultRateLimits, type RateLimits } from './rate-limiter';
import { refreshCookiePolicy } from './refresh-cookie';
import { createRefreshTokenStore } from './refresh-tokens';
import { authRoutes } from './routes';
import { createSignIns } from './sessions';
import { createSignInThrottle } from './sign-in-throttle';

export type AccountsOptions = {
  config: Config;
  db: Database;
  accessTokens: AccessTokens;
  /** The server's signing secret; peppers and cookie keys are derived from it. */
  serverSecret: string;
  now: () => Date;
  /** Defaults to SMTP when `SMTP_URL` is set, else the dev outbox under `DATA_DIR/outbox`. */
  mailer?: Mailer;
  rateLimits?: Partial<RateLimits>;
  /** Prefix of the rate-limit counters' Redis keys. */
  rateLimitKeyPrefix?: string;
};

/**
 * Accounts and sign-in (DESIGN 4.2-4.5): password sign-in and the refresh token, registration,
 * password reset, external sign-in and the public configuration.
 */
export const accountsPlugin: FastifyPluginAsync<AccountsOptions> = async (app, options) => {
  const { config, db, now } = options;
  const accounts = createUserAccounts(db);
  const refreshTokens = createRefreshTokenStore(db, now);
  const cookiePolicy = refreshCookiePolicy(config.publicUrl, config.corsOrigins);
  const deviceCookies = createDeviceCookies(options.serverSecret, cookiePolicy);
  const signIns = createSignIns({
    accessTokens: options.accessTokens,
    refreshTokens,
    cookiePolicy,
    deviceCookies,
    now,
  });

  // With Redis every server process counts the same attempts (DESIGN 4.2). Commands fail at once
  // while Redis is away, so the counters fall back to memory instead of holding requests.
  const redis = config.redisUrl
    ? await connectRedis(
        config.redisUrl,
        (error) => app.log.warn({ err: error }, 'rate-limit redis'),
        { enableOfflineQueue: false },
      )
    : null;
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }
  const limiter = createLimiterStore({ redis, keyPrefix: options.rateLimitKeyPrefix });
  const limits = { ...defaultRateLimits, ...options.rateLimits };

  const mailer = options.mailer ?? createMailer(config, app.log);
  const delivery = createBackgroundDelivery(mailer, app.log);
  app.addHook('onClose', async () => {
    await delivery.drain();
    if (!options.mailer) mailer.close?.();
  });

  await app.register(authRoutes, {
    accounts,
    accessTokens: options.accessTokens,
    refreshTokens,
    signIns,
    cookiePolicy,
    throttle: createSignInThrottle(limiter, limits),
    deviceCookies,
    now,
  });
  await app.register(registerRoutes, { accounts, signIns, limiter, limits });
  await app.register(passwordResetRoutes, {
    resets: createPasswordResets({
      db,
      accounts,
      refreshTokens,
      serverSecret: options.serverSecret,
      now,
    }),
    delivery,
    limiter,
    limits,
  });
  await app.register(oauthRoutes, {
    google: config.google
      ? createGoogleSignIn(config.google, new URL(OAUTH_CALLBACK_PATH, config.publicUrl).toString())
      : undefined,
    sealer: createStateSealer(options.serverSecret, now),
    exchangeCodes: createExchangeCodes(db, now),
    accounts,
    signIns,
    allowedRedirectOrigins: cookiePolicy.allowedOrigins,
    defaultRedirect: new URL('/oauth', config.publicUrl).toString(),
    secureCookies: cookiePolicy.secure,
  });
  await app.register(publicConfigRoutes, { googleEnabled: config.google !== undefined });
};
