import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/connect';
import { callers, publicRoute } from '../http/route-docs';

/** Whether the server reaches its database, and which kind it is (`pglite` or `postgres`). */
const healthSchema = (status: 'ok' | 'unavailable') =>
  z.object({ status: z.literal(status), database: z.string() });

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database; databaseKind: string }> = async (
  app,
  { db, databaseKind },
) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['System'],
        summary: 'Health check, with the kind of database',
        description: callers.anyone,
        security: publicRoute,
        response: { 200: healthSchema('ok'), 503: healthSchema('unavailable') },
      },
    },
    async (_request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const, database: databaseKind };
      } catch (error) {
        app.log.error({ err: error }, 'health check failed');
        return reply.status(503).send({ status: 'unavailable' as const, database: databaseKind });
      }
    },
  );
};
