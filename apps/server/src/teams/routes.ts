import {
  clientTeamBodySchema,
  clientTeamSchema,
  idSchema,
  isAdminOrHigher,
  teamInputSchema,
  teamListSchema,
  teamSchema,
} from '@levelup/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PeoplePolicy } from '../access/who-may-act';
import { type AuthUser, currentUser } from '../auth';
import { forbidden, notFound } from '../http/errors';
import { bearerAuth, callers, noContent } from '../http/route-docs';
import type { TeamRepository } from './team-repository';

const params = z.object({ id: idSchema });

/**
 * Trainers see, create, rename, recolour and delete their own teams; admin and above, every team
 * (DESIGN 4.1). Another trainer's team is 403, as with challenges: trainers may know the others'
 * teams exist. A live session keeps the teams it started with (its state holds them).
 */
export const teamRoutes: FastifyPluginAsyncZod<{
  teams: TeamRepository;
  people: PeoplePolicy;
}> = async (app, { teams, people }) => {
  // Before the body is read: a caller who may not act is refused whatever they sent.
  const trainer = app.requireRole('trainer');

  /** `user` may change the team: it is theirs, or they are admin and above; 404 when none. */
  async function assertMayManage(user: AuthUser, id: string) {
    const team = await teams.find(id);
    if (!team) throw notFound();
    if (!isAdminOrHigher(user.role) && team.trainerId !== user.id) throw forbidden();
  }

  app.get(
    '/api/teams',
    {
      preValidation: trainer,
      schema: {
        tags: ['Teams'],
        summary: 'List teams',
        description: callers.trainers,
        security: bearerAuth,
        response: { 200: teamListSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return teams.list(
        isAdminOrHigher(user.role) ? { kind: 'all' } : { kind: 'trainer', trainerId: user.id },
      );
    },
  );

  app.post(
    '/api/teams',
    {
      preValidation: trainer,
      // A double press or a retry under one Idempotency-Key makes one team.
      config: { idempotent: true },
      schema: {
        tags: ['Teams'],
        summary: 'Create a team',
        description: callers.trainers,
        security: bearerAuth,
        body: teamInputSchema,
        response: { 201: teamSchema },
      },
    },
    async (request, reply) => {
      const team = await teams.create(currentUser(request).id, request.body);
      return reply.code(201).send(team);
    },
  );

  app.put(
    '/api/teams/:id',
    {
      preValidation: trainer,
      schema: {
        tags: ['Teams'],
        summary: 'Rename or recolour a team',
        description: callers.trainers,
        security: bearerAuth,
        params,
        body: teamInputSchema,
        response: { 200: teamSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await assertMayManage(currentUser(request), id);
      const team = await teams.update(id, request.body);
      if (!team) throw notFound();
      return team;
    },
  );

  app.delete(
    '/api/teams/:id',
    {
      preValidation: trainer,
      schema: {
        tags: ['Teams'],
        summary: 'Delete a team',
        description: callers.trainers,
        security: bearerAuth,
        params,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await assertMayManage(currentUser(request), id);
      await teams.remove(id);
      return reply.status(204).send(null);
    },
  );

  /**
   * Change Team, kept with the client: a trainer puts their own client in one of their own
   * teams (or none); admin and above, anyone in any team. New sessions start with it.
   */
  app.put(
    '/api/clients/:id/team',
    {
      preValidation: trainer,
      schema: {
        tags: ['Teams'],
        summary: 'Put a client in a team, or in none',
        description: callers.trainers,
        security: bearerAuth,
        params,
        body: clientTeamBodySchema,
        response: { 200: clientTeamSchema },
      },
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
