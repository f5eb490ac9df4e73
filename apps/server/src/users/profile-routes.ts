import {
  clientProgramSchema,
  clientProgressSchema,
  intakeAnswersResponseSchema,
  intakeAnswersSchema,
  profileUpdateSchema,
  progressQuerySchema,
  rowIdSchema,
  userSchema,
} from '@levelup/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type PeoplePolicy, personGuard, selfGuard } from '../access/who-may-act';
import { notFound } from '../http/errors';
import { bearerAuth, callers, noContent } from '../http/route-docs';
import type { ProfileRepository } from './profile-repository';

const personParams = z.object({ id: rowIdSchema });

/**
 * A person's profile (spec 1 "Users", "Profile modal"), the client intake questionnaire (saved
 * here rather than only logged, DESIGN 4.8), and the client home's progress and program. Each is
 * for that person, their trainer, and admin and above (DESIGN 4.1).
 */
export const profileRoutes: FastifyPluginAsyncZod<{
  profiles: ProfileRepository;
  people: PeoplePolicy;
  /** A saved profile: live sessions that list the person take their name and bodyweight. */
  onProfileChanged: (userId: string) => void;
}> = async (app, { profiles, people, onProfileChanged }) => {
  const preValidation = personGuard(app.authenticate, people);

  app.get(
    '/api/users/:id',
    {
      preValidation,
      schema: {
        tags: ['Users'],
        summary: 'A person’s profile',
        description: callers.person,
        security: bearerAuth,
        params: personParams,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const user = await profiles.find(request.params.id);
      if (!user) throw notFound();
      return user;
    },
  );

  app.put(
    '/api/users/:id',
    {
      preValidation,
      schema: {
        tags: ['Users'],
        summary: 'Update a person’s profile',
        description: callers.person,
        security: bearerAuth,
        params: personParams,
        body: profileUpdateSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const user = await profiles.update(request.params.id, request.body);
      if (!user) throw notFound();
      onProfileChanged(user.id);
      return user;
    },
  );

  // Only the client may say they have read it: it tells them the coach chose their email.
  app.delete(
    '/api/users/:id/coach-setup-notice',
    {
      preValidation: selfGuard(app.authenticate),
      schema: {
        tags: ['Users'],
        summary: 'Dismiss the notice that the coach set up the account',
        description: callers.self,
        security: bearerAuth,
        params: personParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await profiles.dismissCoachSetupNotice(request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/users/:id/intake',
    {
      preValidation,
      schema: {
        tags: ['Users'],
        summary: 'A client’s intake answers',
        description: callers.person,
        security: bearerAuth,
        params: personParams,
        response: { 200: intakeAnswersResponseSchema },
      },
    },
    async (request) => {
      const answers = await profiles.intake(request.params.id);
      if (answers === undefined) throw notFound();
      return { answers };
    },
  );

  app.put(
    '/api/users/:id/intake',
    {
      preValidation,
      schema: {
        tags: ['Users'],
        summary: 'Save a client’s intake answers',
        description: callers.person,
        security: bearerAuth,
        params: personParams,
        body: intakeAnswersSchema,
        response: { 200: intakeAnswersResponseSchema },
      },
    },
    async (request) => {
      if (!(await profiles.saveIntake(request.params.id, request.body))) throw notFound();
      return { answers: request.body };
    },
  );

  app.get(
    '/api/users/:id/progress',
    {
      preValidation,
      schema: {
        tags: ['Users'],
        summary: 'A client’s progress over time',
        description: callers.person,
        security: bearerAuth,
        params: personParams,
        querystring: progressQuerySchema,
        response: { 200: clientProgressSchema },
      },
    },
    async (request) => profiles.progress(request.params.id, request.query),
  );

  app.get(
    '/api/users/:id/program',
    {
      preValidation,
      schema: {
        tags: ['Users'],
        summary: 'A client’s program',
        description: callers.person,
        security: bearerAuth,
        params: personParams,
        response: { 200: clientProgramSchema },
      },
    },
    async (request) => profiles.program(request.params.id),
  );
};
