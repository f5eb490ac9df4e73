import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/connect';
import { callers, publicRoute } from '../http/route-docs';

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
      },
    },
    async (_request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok', database: databaseKind };
      } catch (error) {
        app.log.error({ err: error }, 'health check failed');
        return reply.status(503).send({ status: 'unavailable', database: databaseKind });
      }
    },
  );
};
