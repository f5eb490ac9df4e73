import fp from 'fastify-plugin';
import type { LimiterStore, RateLimits } from '../auth';
import type { EngineMetrics } from './engine-metrics';
import { engineRoutes } from './engine-routes';
import { sessionRoutes } from './routes';
import type { SessionService } from './session-service';

/** The session routes (DESIGN 4.6), on the session service the realtime plugin wires. */
export const sessionsPlugin = fp<{
  service: SessionService;
  metrics: EngineMetrics;
  limiter: LimiterStore;
  limits: RateLimits;
}>(
  async (app, { metrics, ...options }) => {
    await app.register(sessionRoutes, options);
    await app.register(engineRoutes, { metrics });
  },
  { name: 'sessions', dependencies: ['authentication', 'realtime'], encapsulate: true },
);
