import {
  lifestyleListQuerySchema,
  lifestyleLogPayloadSchema,
  lifestyleLogSchema,
  readinessResponseSchema,
  rowIdSchema,
  serverMessages,
  utcOffsetQuerySchema,
} from '@levelup/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type PeoplePolicy, personGuard } from '../access/who-may-act';
import { conflict, notFound } from '../http/errors';
import { bearerAuth, callers } from '../http/route-docs';
import type { LiveCheckIns } from '../sessions';
import type { LifestyleRepository } from './lifestyle-repository';

const personParams = z.object({ id: rowIdSchema });
const entryParams = z.object({ id: rowIdSchema, entryId: rowIdSchema });

/**
 * Daily check-ins (spec 1 "Lifestyle"), under /api/users/{id} and /api/clients/{id}: a client's id
 * is its user id, so both name the same person. Read and written by that person, their trainer,
 * and admin and above (DESIGN 4.1).
 */
export const lifestyleRoutes: FastifyPluginAsyncZod<{
  logs: LifestyleRepository;
  people: PeoplePolicy;
  liveCheckIns: LiveCheckIns;
}> = async (app, { logs, people, liveCheckIns }) => {
  const mayActOnPerson = personGuard(app.authenticate, people);

  /** A check-in changes the client's flags in any live session they are in (DESIGN 4.7). */
  async function refreshLiveFlags(clientId: string) {
    try {
      await liveCheckIns.afterCheckIn(clientId);
    } catch (error) {
      // The check-in is saved; the flags catch up when the client next enters a session.
      app.log.warn({ err: error }, 'live coaching after check-in');
    }
  }

  for (const base of ['/api/users/:id/lifestyle', '/api/clients/:id/lifestyle']) {
    app.get(
      base,
      {
        preValidation: mayActOnPerson,
        schema: {
          tags: ['Check-ins'],
          summary: 'A person’s daily check-ins',
          description: callers.person,
          security: bearerAuth,
          params: personParams,
          querystring: lifestyleListQuerySchema,
          response: { 200: z.array(lifestyleLogSchema) },
        },
      },
      async (request) => logs.list(request.params.id, request.query.limit),
    );

    app.post(
      base,
      {
        preValidation: mayActOnPerson,
        schema: {
          tags: ['Check-ins'],
          summary: 'Add a daily check-in',
          description: callers.person,
          security: bearerAuth,
          params: personParams,
          body: lifestyleLogPayloadSchema,
          response: { 201: lifestyleLogSchema },
        },
        config: { idempotent: true },
      },
      async (request, reply) => {
        const created = await logs.create(request.params.id, request.body);
        if (!created) throw conflict(serverMessages.lifestyleLogExists);
        await refreshLiveFlags(request.params.id);
        return reply.status(201).send(created);
      },
    );

    app.put(
      `${base}/:entryId`,
      {
        preValidation: mayActOnPerson,
        schema: {
          tags: ['Check-ins'],
          summary: 'Change a daily check-in',
          description: callers.person,
          security: bearerAuth,
          params: entryParams,
          body: lifestyleLogPayloadSchema,
          response: { 200: lifestyleLogSchema },
        },
      },
      async (request) => {
        const result = await logs.update(request.params.id, request.params.entryId, request.body);
        if (result.kind === 'not-found') throw notFound();
        if (result.kind === 'taken') throw conflict(serverMessages.lifestyleLogExists);
        await refreshLiveFlags(request.params.id);
        return result.log;
      },
    );
  }

  app.get(
    '/api/users/:id/readiness',
    {
      preValidation: mayActOnPerson,
      schema: {
        tags: ['Check-ins'],
        summary: 'A client’s readiness today',
        description: callers.person,
        security: bearerAuth,
        params: personParams,
        querystring: utcOffsetQuerySchema,
        response: { 200: readinessResponseSchema },
      },
    },
    async (request) => ({
      readiness: await logs.readinessToday(request.params.id, request.query.tzOffset),
    }),
  );
};
