import {
  clientIntakePayloadSchema,
  clientSchema,
  clientSearchQuerySchema,
  clientUpdatePayloadSchema,
  idSchema,
  isAdminOrHigher,
} from '@levelup/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PeoplePolicy } from '../access/who-may-act';
import { type AuthUser, currentUser } from '../auth';
import { notFound } from '../http/errors';
import { bearerAuth, callers, noContent } from '../http/route-docs';
import type { ClientRepository, ClientScope } from './client-repository';

const clientParams = z.object({ id: idSchema });

function scopeOf(user: AuthUser): ClientScope {
  return isAdminOrHigher(user.role) ? { kind: 'all' } : { kind: 'trainer', trainerId: user.id };
}

/**
 * A trainer's clients (DESIGN 4.1): trainers see, create and edit the clients assigned to them;
 * admin and above, every client. Anyone else named by id is refused by the people policy (403);
 * an id that is no client's answers 404 to those who may act on it.
 */
export const clientRoutes: FastifyPluginAsyncZod<{
  clients: ClientRepository;
  people: PeoplePolicy;
}> = async (app, { clients, people }) => {
  const trainer = { preHandler: app.requireRole('trainer') };

  /**
   * The client `clientId` if `user` may act on them: admin and above may act on anyone, so an id
   * that is no client's is 404 to them; a trainer is refused (403) anyone but their own clients.
   */
  async function ownClient(user: AuthUser, clientId: string) {
    if (!isAdminOrHigher(user.role)) await people.assertMayActOn(user, [clientId]);
    // A trainer may act on themself, but their own account is no client.
    const client = await clients.find(clientId);
    if (!client) throw notFound();
    return client;
  }

  app.get(
    '/api/clients',
    {
      ...trainer,
      schema: {
        tags: ['Clients'],
        summary: 'List clients',
        description: callers.trainers,
        security: bearerAuth,
        response: { 200: z.array(clientSchema) },
      },
    },
    async (request) => clients.list(scopeOf(currentUser(request))),
  );

  app.get(
    '/api/clients/search',
    {
      ...trainer,
      schema: {
        tags: ['Clients'],
        summary: 'Search clients by name',
        description: callers.trainers,
        security: bearerAuth,
        querystring: clientSearchQuerySchema,
        response: { 200: z.array(clientSchema) },
      },
    },
    async (request) => clients.search(scopeOf(currentUser(request)), request.query.q),
  );

  app.post(
    '/api/clients',
    {
      ...trainer,
      schema: {
        tags: ['Clients'],
        summary: 'Add a client (the intake wizard)',
        description: callers.trainers,
        security: bearerAuth,
        body: clientIntakePayloadSchema,
        response: { 201: clientSchema },
      },
      config: { idempotent: true },
    },
    async (request, reply) => {
      const created = await clients.create(currentUser(request).id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/clients/:id',
    {
      ...trainer,
      schema: {
        tags: ['Clients'],
        summary: 'A client',
        description: callers.trainers,
        security: bearerAuth,
        params: clientParams,
        response: { 200: clientSchema },
      },
    },
    async (request) => ownClient(currentUser(request), request.params.id),
  );

  app.put(
    '/api/clients/:id',
    {
      ...trainer,
      schema: {
        tags: ['Clients'],
        summary: 'Update a client',
        description: callers.trainers,
        security: bearerAuth,
        params: clientParams,
        body: clientUpdatePayloadSchema,
        response: { 200: clientSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await ownClient(currentUser(request), id);
      const updated = await clients.update(id, request.body);
      if (!updated) throw notFound();
      return updated;
    },
  );

  app.delete(
    '/api/clients/:id',
    {
      ...trainer,
      schema: {
        tags: ['Clients'],
        summary: 'Release a client',
        description: callers.trainers,
        security: bearerAuth,
        params: clientParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await ownClient(currentUser(request), id);
      await clients.release(id);
      return reply.status(204).send(null);
    },
  );
};
