import { randomUUID } from 'node:crypto';
import {
  addClientsToSessionBodySchema,
  currentSessionSchema,
  idSchema,
  sessionOpAppliedSchema,
} from '@levelup/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth';
import type { Database } from '../db/connect';
import { sessions } from '../db/schema';
import { bearerAuth, callers, noContent } from '../http/route-docs';
import type { LiveSessionOps } from '../sessions';

/**
 * What intake's 'Save & Add to Live' needs: the coach's running session, and putting a client on
 * it. The add goes through the session service as a `clients:add` op, with the people policy's
 * check and the client's profile from the accounts, so every device in the session sees it.
 */
export const liveSessionClientRoutes: FastifyPluginAsyncZod<{
  db: Database;
  sessions: LiveSessionOps;
}> = async (app, { db, sessions: service }) => {
  app.get(
    '/api/sessions/current',
    {
      schema: {
        tags: ['Live sessions'],
        summary: 'The trainer’s running session, if any',
        description: callers.trainers,
        security: bearerAuth,
        response: { 200: currentSessionSchema, 204: noContent },
      },
      preHandler: app.requireRole('trainer'),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const [running] = await db
        .select({ id: sessions.id, joinCode: sessions.joinCode, startedAt: sessions.startedAt })
        .from(sessions)
        .where(and(eq(sessions.trainerId, user.id), eq(sessions.status, 'live')))
        .orderBy(desc(sessions.startedAt), desc(sessions.createdAt))
        .limit(1);
      if (!running) return reply.status(204).send(null);
      return currentSessionSchema.parse({
        ...running,
        startedAt: running.startedAt?.toISOString() ?? null,
      });
    },
  );

  app.post(
    '/api/sessions/:id/clients',
    {
      preHandler: app.requireRole('trainer'),
      schema: {
        tags: ['Live sessions'],
        summary: 'Put a client on a live session’s grid',
        description: callers.trainers,
        security: bearerAuth,
        params: z.object({ id: idSchema }),
        body: addClientsToSessionBodySchema,
        response: { 200: sessionOpAppliedSchema },
      },
    },
    async (request) => {
      const { seq } = await service.applyDeviceOp(currentUser(request), request.params.id, {
        id: randomUUID(),
        type: 'clients:add',
        payload: { clientIds: request.body.clientIds },
      });
      return { ok: true as const, seq };
    },
  );
};
