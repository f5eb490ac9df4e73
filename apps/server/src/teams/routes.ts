import { isAdminOrHigher } from '@levelup/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/authenticate';
import type { TeamRepository } from './team-repository';

/** Trainers see their own teams; admin and above see every team (DESIGN 4.1). */
export const teamRoutes: FastifyPluginAsyncZod<{ teams: TeamRepository }> = async (
  app,
  { teams },
) => {
  app.get('/api/teams', { preHandler: app.requireRole('trainer') }, async (request) => {
    const user = currentUser(request);
    return teams.list(
      isAdminOrHigher(user.role) ? { kind: 'all' } : { kind: 'trainer', trainerId: user.id },
    );
  });
};
