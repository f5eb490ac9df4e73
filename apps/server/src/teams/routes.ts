import { clientTeamBodySchema, idSchema, isAdminOrHigher } from '@levelup/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PeoplePolicy } from '../access/who-may-act';
import { currentUser } from '../auth';
import { forbidden, notFound } from '../http/errors';
import type { TeamRepository } from './team-repository';

/** Trainers see their own teams; admin and above see every team (DESIGN 4.1). */
export const teamRoutes: FastifyPluginAsyncZod<{
  teams: TeamRepository;
  people: PeoplePolicy;
}> = async (app, { teams, people }) => {
  app.get('/api/teams', { preHandler: app.requireRole('trainer') }, async (request) => {
    const user = currentUser(request);
    return teams.list(
      isAdminOrHigher(user.role) ? { kind: 'all' } : { kind: 'trainer', trainerId: user.id },
    );
  });

  /**
   * Change Team, kept with the client: a trainer puts their own client in one of their own
   * teams (or none); admin and above, anyone in any team. New sessions start with it.
   */
  app.put(
    '/api/clients/:id/team',
    {
      preHandler: app.requireRole('trainer'),
      schema: { params: z.object({ id: idSchema }), body: clientTeamBodySchema },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      const { teamId } = request.body;
      if (!isAdminOrHigher(user.role)) await people.assertMayActOn(user, [id]);
      if (teamId !== null) {
        const team = await teams.find(teamId);
        if (!team) throw notFound();
        if (!isAdminOrHigher(user.role) && team.trainerId !== user.id) throw forbidden();
      }
      if (!(await teams.assignClient(id, teamId))) throw notFound();
      return { clientId: id, teamId };
    },
  );
};
