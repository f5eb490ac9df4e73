import { isAdminOrHigher } from '@levelup/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/authenticate';
import type { ClientRepository } from './client-repository';

/** Trainers see the clients assigned to them; admin and above see every client (DESIGN 4.1). */
export const clientRoutes: FastifyPluginAsyncZod<{ clients: ClientRepository }> = async (
  app,
  { clients },
) => {
  app.get('/api/clients', { preHandler: app.requireRole('trainer') }, async (request) => {
    const user = currentUser(request);
    return clients.list(
      isAdminOrHigher(user.role) ? { kind: 'all' } : { kind: 'trainer', trainerId: user.id },
    );
  });
};
