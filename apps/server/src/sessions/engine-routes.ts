import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth, callers } from '../http/route-docs';
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
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: ['System'],
        summary:
          'The live engine on this process: group commit stages, group sizes, event-loop delay (ms)',
        description: callers.admins,
        security: bearerAuth,
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return metrics.snapshot();
    },
  );
  app.post(
    '/api/health/engine/reset',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: ['System'],
        summary: 'Start a new measured window of the live engine figures',
        description: callers.admins,
        security: bearerAuth,
      },
    },
    async (_request, reply) => {
      metrics.reset();
      return reply.status(204).send();
    },
  );
};
