import fp from 'fastify-plugin';
import type { LimiterStore, RateLimits } from '../auth';
import type { ChallengeBoards } from '../challenges';
import type { CastService } from './cast-service';
import { castRoutes } from './routes';

/** The cast routes (DESIGN 4.6), on the cast service the realtime plugin wires. */
export const castPlugin = fp<{
  cast: CastService;
  challenges: ChallengeBoards;
  limiter: LimiterStore;
  limits: RateLimits;
}>(
  async (app, options) => {
    await app.register(castRoutes, options);
  },
  { name: 'cast', dependencies: ['authentication', 'realtime'], encapsulate: true },
);
