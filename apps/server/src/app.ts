import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createAccessTokens } from './auth/access-token';
import { accountsPlugin } from './auth/accounts-plugin';
import { authenticationPlugin } from './auth/authenticate';
import type { RateLimits } from './auth/rate-limiter';
import { createClientRepository } from './clients/client-repository';
import { clientRoutes } from './clients/routes';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connect';
import { createExerciseCatalog } from './exercises/exercise-catalog';
import { exerciseRoutes } from './exercises/routes';
import { goalRoutes } from './goals/routes';
import { healthRoutes } from './health/routes';
import { registerErrorHandling } from './http/errors';
import type { Mailer } from './mail/mailer';
import { registerLiveSessions } from './realtime/live-sessions';
import { teamRoutes } from './teams/routes';
import { registerWebApp } from './web/static';
import { workoutsPlugin } from './workouts/plugin';

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
  /** Sign-in and password-reset limits; unset ones keep their defaults. */
  rateLimits?: Partial<RateLimits>;
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
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(deps.config.logLevel),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(cookie);
  await app.register(cors, {
    origin: deps.config.corsOrigins.length > 0 ? deps.config.corsOrigins : false,
    credentials: true,
  });
  await app.register(rateLimit, { global: false });

  const tokens = createAccessTokens(deps.jwtSecret, now);
  await app.register(authenticationPlugin, { tokens });

  await app.register(accountsPlugin, {
    config: deps.config,
    db,
    accessTokens: tokens,
    serverSecret: deps.jwtSecret,
    now,
    mailer: deps.mailer,
    rateLimits: deps.rateLimits,
  });
  await app.register(healthRoutes, { db, databaseKind: deps.database.kind });
  await app.register(exerciseRoutes, { catalog: createExerciseCatalog(db) });
  await app.register(clientRoutes, { clients: createClientRepository(db, now) });
  await app.register(teamRoutes, { db });
  await app.register(goalRoutes, { db });
  await app.register(workoutsPlugin, { db, now });
  const liveSessions = await registerLiveSessions(app, {
    config: deps.config,
    db,
    now,
    accessTokens: tokens,
  });

  await registerWebApp(app, deps.webDistDir);
  app.decorate('accessTokens', tokens);
  app.decorate('liveSessions', liveSessions);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: import('./auth/access-token').AccessTokens;
    /** The live session store, services and Socket.IO server (realtime/live-sessions.ts). */
    liveSessions: import('./realtime/live-sessions').LiveSessions;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
