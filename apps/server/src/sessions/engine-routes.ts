import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EngineMetrics } from './engine-metrics';

/**
 * The live engine's figures on this process (group commit stages, group sizes, event-loop delay)
 * for whoever runs the gym's server: master trainers and above, as they see the whole gym. Reset
 * starts a new measured window (the benchmark resets before it measures).
 */
export const engineRoutes: FastifyPluginAsyncZod<{ metrics: EngineMetrics }> = async (
  app,
  { metrics },
) => {
  app.get(
    '/api/health/engine',
    { preHandler: app.requireRole('admin') },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return metrics.snapshot();
    },
  );
  app.post(
    '/api/health/engine/reset',
    { preHandler: app.requireRole('admin') },
    async (_request, reply) => {
      metrics.reset();
      return reply.status(204).send();
    },
  );
};
