import { challengeMessages, idSchema, isAdminOrHigher, isClient } from '@levelup/shared';
import {
  type Challenge,
  challengeInputSchema,
  challengeListSchema,
  challengeSchema,
  leaderboardSchema,
  metricNeedsExercise,
} from '@levelup/shared/challenges';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assertMayManageChallenge,
  assertMayReadChallenge,
  assertMayTakePart,
} from '../access/challenge-access';
import { type AuthUser, currentUser } from '../auth';
import { badRequest, conflict, notFound } from '../http/errors';
import { bearerAuth, callers } from '../http/route-docs';
import type { ChallengeRepository } from './challenge-repository';

const params = z.object({ id: idSchema });

/**
 * Challenges (issue 31): trainers create, edit and close their own for their clients; clients
 * list their trainer's open ones, join and leave them, and read their boards. Who may act is
 * decided in access/challenge-access.ts.
 */
export const challengeRoutes: FastifyPluginAsyncZod<{ challenges: ChallengeRepository }> = async (
  app,
  { challenges },
) => {
  const trainer = app.requireRole('trainer');
  const signedIn = app.authenticate;

  const clientsTrainer = (user: AuthUser) =>
    isClient(user.role) ? challenges.trainerOfClient(user.id) : Promise.resolve(null);

  async function existing(id: string, viewerId: string | null = null): Promise<Challenge> {
    const challenge = await challenges.find(id, viewerId);
    if (!challenge) throw notFound();
    return challenge;
  }

  async function assertExerciseKnown(values: {
    metric: Challenge['metric'];
    exerciseId?: string | null;
  }) {
    if (!metricNeedsExercise(values.metric) || !values.exerciseId) return;
    if (!(await challenges.exerciseExists(values.exerciseId))) {
      throw badRequest(challengeMessages.exerciseRequired, [
        { path: 'exerciseId', message: challengeMessages.exerciseRequired },
      ]);
    }
  }

  app.get(
    '/api/challenges',
    {
      preValidation: signedIn,
      schema: {
        tags: ['Challenges'],
        summary: 'List challenges (a client sees their trainer’s open ones)',
        description: callers.signedIn,
        security: bearerAuth,
        response: { 200: challengeListSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (isClient(user.role)) {
        return challenges.list({
          kind: 'client',
          clientId: user.id,
          trainerId: await challenges.trainerOfClient(user.id),
        });
      }
      return challenges.list(
        isAdminOrHigher(user.role) ? { kind: 'all' } : { kind: 'trainer', trainerId: user.id },
      );
    },
  );

  app.post(
    '/api/challenges',
    {
      preValidation: trainer,
      // A double press or a retry under one Idempotency-Key makes one challenge.
      config: { idempotent: true },
      schema: {
        tags: ['Challenges'],
        summary: 'Create a challenge',
        description: callers.trainers,
        security: bearerAuth,
        body: challengeInputSchema,
        response: { 201: challengeSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await assertExerciseKnown(request.body);
      const id = await challenges.create(user.id, request.body);
      return reply.code(201).send(await existing(id));
    },
  );

  app.put(
    '/api/challenges/:id',
    {
      preValidation: trainer,
      schema: {
        tags: ['Challenges'],
        summary: 'Edit a challenge',
        description: callers.trainers,
        security: bearerAuth,
        params,
        body: challengeInputSchema,
        response: { 200: challengeSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      assertMayManageChallenge(user, await existing(id));
      await assertExerciseKnown(request.body);
      await challenges.update(id, request.body);
      return existing(id);
    },
  );

  app.post(
    '/api/challenges/:id/close',
    {
      preValidation: trainer,
      schema: {
        tags: ['Challenges'],
        summary: 'Close a challenge',
        description: callers.trainers,
        security: bearerAuth,
        params,
        response: { 200: challengeSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      assertMayManageChallenge(user, await existing(id));
      await challenges.close(id);
      return existing(id);
    },
  );

  app.post(
    '/api/challenges/:id/participants',
    {
      preValidation: signedIn,
      schema: {
        tags: ['Challenges'],
        summary: 'Join a challenge',
        description: callers.signedIn,
        security: bearerAuth,
        params,
        response: { 200: challengeSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      const challenge = await existing(id, user.id);
      assertMayTakePart(user, challenge, await clientsTrainer(user));
      if (challenge.closed) throw conflict(challengeMessages.closedChallenge);
      if (challenge.ended) throw conflict(challengeMessages.endedChallenge);
      await challenges.join(id, user.id);
      return existing(id, user.id);
    },
  );

  app.delete(
    '/api/challenges/:id/participants',
    {
      preValidation: signedIn,
      schema: {
        tags: ['Challenges'],
        summary: 'Leave a challenge',
        description: callers.signedIn,
        security: bearerAuth,
        params,
        response: { 200: challengeSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      assertMayTakePart(user, await existing(id, user.id), await clientsTrainer(user));
      await challenges.leave(id, user.id);
      return existing(id, user.id);
    },
  );

  app.get(
    '/api/challenges/:id/leaderboard',
    {
      preValidation: signedIn,
      schema: {
        tags: ['Challenges'],
        summary: 'A challenge’s leaderboard',
        description: callers.signedIn,
        security: bearerAuth,
        params,
        response: { 200: leaderboardSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const challenge = await existing(request.params.id);
      assertMayReadChallenge(user, challenge, await clientsTrainer(user));
      return challenges.leaderboard(challenge);
    },
  );
};
