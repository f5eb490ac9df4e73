import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, callers, noContent } from '../http/route-docs';
import { type EngineMetrics, GROUP_STAGES } from './engine-metrics';

/** A histogram's figures: how many it recorded, their median, 99th percentile and largest. */
const figuresSchema = z.object({
  count: z.number(),
  p50: z.number(),
  p99: z.number(),
  max: z.number(),
});

const engineFiguresSchema = z.object({
  sinceMs: z.number().describe('How long the measured window has run.'),
  groupStagesMs: z.object(
    Object.fromEntries(GROUP_STAGES.map((stage) => [stage, figuresSchema])) as Record<
      (typeof GROUP_STAGES)[number],
      typeof figuresSchema
    >,
  ),
  sessionsPerGroup: figuresSchema,
  opsPerGroup: figuresSchema,
  eventLoopDelayMs: figuresSchema,
});

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
        response: { 200: engineFiguresSchema },
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
        response: { 204: noContent },
      },
    },
    async (_request, reply) => {
      metrics.reset();
      return reply.status(204).send(null);
    },
  );
};
