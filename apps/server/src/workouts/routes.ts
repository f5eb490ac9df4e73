import {
  idSchema,
  storedWorkoutSchema,
  workoutListQuerySchema,
  workoutListSchema,
  workoutSavedResponseSchema,
  workoutSaveSchema,
} from '@levelup/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth';
import { bearerAuth, callers, noContent } from '../http/route-docs';
import type { WorkoutService } from './workout-service';

const workoutParams = z.object({ id: idSchema });

/**
 * The workouts API (spec 2, section 7). Trainers and above only: the role is checked before the
 * body, so a client learns nothing about what a valid workout looks like.
 */
export const workoutRoutes: FastifyPluginAsyncZod<{ service: WorkoutService }> = async (
  app,
  { service },
) => {
  const trainerOnly = app.requireRole('trainer');

  app.get(
    '/api/workouts',
    {
      preValidation: trainerOnly,
      schema: {
        tags: ['Workouts'],
        summary: 'List workouts',
        description: callers.trainers,
        security: bearerAuth,
        querystring: workoutListQuerySchema,
        response: { 200: workoutListSchema },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/api/workouts/:id',
    {
      preValidation: trainerOnly,
      schema: {
        tags: ['Workouts'],
        summary: 'A workout',
        description: callers.trainers,
        security: bearerAuth,
        params: workoutParams,
        response: { 200: storedWorkoutSchema },
      },
    },
    async (request) => service.get(request.params.id),
  );

  app.post(
    '/api/workouts',
    {
      preValidation: trainerOnly,
      schema: {
        tags: ['Workouts'],
        summary: 'Create a workout',
        description: callers.trainers,
        security: bearerAuth,
        body: workoutSaveSchema,
        response: { 201: workoutSavedResponseSchema },
      },
      config: { idempotent: true },
    },
    async (request, reply) => {
      const created = await service.create(currentUser(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/workouts/:id',
    {
      preValidation: trainerOnly,
      schema: {
        tags: ['Workouts'],
        summary: 'Save a workout',
        description: callers.trainers,
        security: bearerAuth,
        params: workoutParams,
        body: workoutSaveSchema,
        response: { 200: workoutSavedResponseSchema },
      },
    },
    async (request) => service.update(currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/workouts/:id',
    {
      preValidation: trainerOnly,
      schema: {
        tags: ['Workouts'],
        summary: 'Delete a workout',
        description: callers.trainers,
        security: bearerAuth,
        params: workoutParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await service.remove(currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
