import fp from 'fastify-plugin';
import type { LimiterStore, RateLimits } from '../auth';
import { sessionRoutes } from './routes';
import type { SessionService } from './session-service';

/** The session routes (DESIGN 4.6), on the session service the realtime plugin wires. */
export const sessionsPlugin = fp<{
  service: SessionService;
  limiter: LimiterStore;
  limits: RateLimits;
}>(
  async (app, options) => {
    await app.register(sessionRoutes, options);
  },
  { name: 'sessions', dependencies: ['authentication', 'realtime'], encapsulate: true },
);
