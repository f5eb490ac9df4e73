import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { LOCALES, loadTranslations } from '@levelup/shared/i18n';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiDocsPlugin, registerApiDescription } from './api-docs/plugin';
import { createAccessTokens } from './auth/access-token';
import { createAccountServices } from './auth/account-services';
import { authenticationPlugin } from './auth/authenticate';
import { authPlugin } from './auth/plugin';
import type { RateLimits } from './auth/rate-limiter';
import { castPlugin } from './cast/plugin';
import { createChallengeRepository } from './challenges';
import { challengesPlugin } from './challenges/plugin';
import { clientsPlugin } from './clients/plugin';
import { coachingPlugin } from './coaching/plugin';
import type { Config } from './config';
import { startChangeFeed } from './db/change-feed';
import type { DatabaseHandle } from './db/connect';
import { exercisesPlugin } from './exercises/plugin';
import { feedbackPlugin } from './feedback/plugin';
import { goalsPlugin } from './goals/plugin';
import { gymsPlugin } from './gyms/plugin';
import { healthPlugin } from './health/plugin';
import { historyPlugin } from './history/plugin';
import { answerSerializer } from './http/answer-serializer';
import { registerErrorHandling } from './http/errors';
import { registerIdempotentCreates } from './http/idempotency';
import { createIdempotencyStore } from './http/idempotency-store';
import { registerNoStoreForJson } from './http/no-store';
import { importsPlugin } from './imports/plugin';
import { lifestylePlugin } from './lifestyle/plugin';
import type { Mailer } from './mail/mailer';
import { oauthPlugin } from './oauth/plugin';
import { ownTrainingPlugin } from './own-training/plugin';
import { publicConfigPlugin } from './public-config/plugin';
import { type IdleSessionEnd, realtimePlugin } from './realtime/plugin';
import { connectRedis } from './redis/connect';
import { sessionsPlugin } from './sessions/plugin';
import { teamsPlugin } from './teams/plugin';
import { usersPlugin } from './users/plugin';
import { registerSecurityAndCompression } from './web/security-headers';
import { registerWebApp } from './web/static';
import { workoutsPlugin } from './workouts/plugin';

// The shared schemas are zod/mini, which loads no locale: without this, a field with no spec
// message would answer 400 with a bare 'Invalid input' instead of zod's English wording.
z.config(z.locales.en());

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  jwtSecret: string;
  /** The built web app to serve; omitted in API-only tests. */
  webDistDir?: string;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to SMTP when SMTP_URL is set, else the dev outbox under DATA_DIR/outbox. */
  mailer?: Mailer;
  /** Sign-in, password-reset, registration and code-guess limits; unset ones keep their defaults. */
  rateLimits?: Partial<RateLimits>;
  /** Prefix of the rate-limit counters' Redis keys (tests keep their runs apart with it). */
  rateLimitKeyPrefix?: string;
  /** How often open sockets' accounts are checked (default 15 s); tests shorten it. */
  accountCheckMs?: number;
  /** When untouched sessions end by themselves (default after 12 h, checked every 10 min). */
  idleSessionEnd?: IdleSessionEnd;
  /** Told of every route as it is added (the access matrix and fuzz tests read the route table). */
  onRoute?: (route: RouteOptions) => void;
};

/** Never log secrets: tokens, cookies and query strings (which may carry one-time codes). */
export const loggerOptions = (level: string) => ({
  level,
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-refresh-token"]',
      'res.headers["set-cookie"]',
    ],
    censor: '[redacted]',
  },
  serializers: {
    req: (req: { method: string; url: string; ip?: string }) => ({
      method: req.method,
      url: req.url.split('?')[0],
      ip: req.ip,
    }),
  },
});

/** Builds the configured Fastify instance without listening; tests and `main.ts` share it. */
export async function buildApp(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const db = deps.database.db;
  // Each request is answered in its own language, so every translation is at hand from the start.
  await Promise.all(LOCALES.map(loadTranslations));
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(deps.config.logLevel),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer);
  registerErrorHandling(app);
  registerNoStoreForJson(app);
  registerIdempotentCreates(app, createIdempotencyStore({ db, now }));
  // Before any route, so the OpenAPI description sees them all.
  await registerApiDescription(app);

  await registerSecurityAndCompression(app, { publicUrl: deps.config.publicUrl });
  await app.register(cookie);
  await app.register(cors, {
    origin: deps.config.corsOrigins.length > 0 ? deps.config.corsOrigins : false,
    credentials: true,
  });
  await app.register(rateLimit, { global: false });

  // Caches hear other processes' writes through the database's notifications.
  const changes = await startChangeFeed(deps.database, (error) =>
    app.log.warn({ err: error }, 'change feed'),
  );
  app.addHook('onClose', () => changes.close());

  const tokens = createAccessTokens(deps.jwtSecret, now);
  // With Redis every server process counts the same sign-in attempts (DESIGN 4.2). Commands fail
  // at once while Redis is away, so the counters fall back to memory instead of holding requests.
  const rateLimitRedis = deps.config.redisUrl
    ? await connectRedis(
        deps.config.redisUrl,
        (error) => app.log.warn({ err: error }, 'rate-limit redis'),
        { enableOfflineQueue: false },
      )
    : null;
  if (rateLimitRedis) {
    app.addHook('onClose', async () => {
      await rateLimitRedis.quit();
    });
  }

  // The composition root: each feature's plugin wires its repositories, services and routes, and
  // names the plugins it needs (fastify-plugin `dependencies`). A feature that needs another's
  // services is handed a port here (sessions/ports.ts) instead of reading the other's decorators.
  const core = { config: deps.config, db, now, database: deps.database, changes };
  const accounts = createAccountServices({
    ...core,
    accessTokens: tokens,
    serverSecret: deps.jwtSecret,
    rateLimits: {
      registrationsPerAddress: {
        max: deps.config.registrationsPerAddressPerHour,
        windowSeconds: 60 * 60,
      },
      ...deps.rateLimits,
    },
    rateLimitRedis,
    rateLimitKeyPrefix: deps.rateLimitKeyPrefix,
  });
  await app.register(authenticationPlugin, { tokens, accounts: accounts.accounts });
  app.decorate('accessTokens', tokens);
  await app.register(authPlugin, { ...accounts, mailer: deps.mailer });
  await app.register(usersPlugin, {
    ...accounts,
    // A name, a TV name choice or a bodyweight changed reaches the live sessions listing them.
    onProfileChanged: (userId) => {
      live.sessions.coaching
        .afterProfileChange(userId)
        .catch((error) =>
          app.log.error({ err: error, userId }, 'profile change did not reach sessions'),
        );
    },
  });
  await app.register(oauthPlugin, accounts);
  await app.register(publicConfigPlugin, core);
  await app.register(healthPlugin, core);
  await app.register(exercisesPlugin, core);
  await app.register(teamsPlugin, core);
  await app.register(challengesPlugin, core);
  await app.register(goalsPlugin, core);
  await app.register(gymsPlugin, {
    ...core,
    // A change of plates or readiness rule reaches the gym's live sessions at once.
    onSettingsChanged: (gymId) => {
      live.sessions.coaching
        .afterGymSettings(gymId)
        .catch((error) =>
          app.log.error({ err: error, gymId }, 'gym settings did not reach sessions'),
        );
    },
  });
  await app.register(workoutsPlugin, core);
  await app.register(feedbackPlugin, core);
  await app.register(historyPlugin, core);
  await app.register(ownTrainingPlugin, core);
  await app.register(importsPlugin, core);
  await app.register(coachingPlugin, core);
  await app.register(realtimePlugin, {
    ...core,
    accessTokens: tokens,
    accounts: accounts.accounts,
    accountCheckMs: deps.accountCheckMs,
    idleSessionEnd: deps.idleSessionEnd,
  });
  const live = app.liveSessions;
  const { limiter, limits } = accounts;
  await app.register(sessionsPlugin, {
    service: live.sessions,
    metrics: live.metrics,
    limiter,
    limits,
  });
  await app.register(castPlugin, {
    cast: live.cast,
    // The TV reads the board of the challenge the coach put on it.
    challenges: createChallengeRepository(db, now),
    limiter,
    limits,
  });
  await app.register(clientsPlugin, { ...core, liveSessions: live.sessions });
  await app.register(lifestylePlugin, { ...core, liveCheckIns: live.sessions.coaching });

  await app.register(apiDocsPlugin, { publicUrl: deps.config.publicUrl });

  await registerWebApp(app, deps.webDistDir);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: import('./auth/access-token').AccessTokens;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
