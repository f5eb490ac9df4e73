import {
  type ExerciseLibrary,
  exerciseLibrarySchema,
  exerciseNameCheckQuerySchema,
  exerciseNameCheckResponseSchema,
  exercisePayloadSchema,
  exerciseSchema,
} from '@levelup/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth';
import { bearerAuth, callers } from '../http/route-docs';
import type { ExerciseCatalog } from './exercise-catalog';
import type { ExerciseRepository } from './exercise-repository';

const notModified = z
  .null()
  .describe('The library is unchanged since the `ETag` sent in `If-None-Match`.');

/** The exercise library: read by any signed-in user, added to by trainers and above (DESIGN 4.1). */
export const exerciseRoutes: FastifyPluginAsyncZod<{
  catalog: ExerciseCatalog;
  exercises: ExerciseRepository;
}> = async (app, { catalog, exercises }) => {
  app.get(
    '/api/exercises',
    {
      schema: {
        tags: ['Exercises'],
        summary: 'The exercise library (revalidate with ETag)',
        description: callers.signedIn,
        security: bearerAuth,
        response: { 200: exerciseLibrarySchema, 304: notModified },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const { json, etag } = await catalog.snapshot();
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      // The list already serialized (the ETag hashes it): Fastify sends a string as it is.
      return reply.type('application/json; charset=utf-8').send(json as unknown as ExerciseLibrary);
    },
  );

  app.get(
    '/api/exercises/similar',
    {
      preHandler: app.requireRole('trainer'),
      schema: {
        tags: ['Exercises'],
        summary: 'Exercises with a name like the one given',
        description: callers.trainers,
        security: bearerAuth,
        querystring: exerciseNameCheckQuerySchema,
        response: { 200: exerciseNameCheckResponseSchema },
      },
    },
    async (request) => exercises.checkName(request.query.name),
  );

  app.post(
    '/api/exercises',
    {
      preHandler: app.requireRole('trainer'),
      schema: {
        tags: ['Exercises'],
        summary: 'Add a custom exercise to the library',
        description: callers.trainers,
        security: bearerAuth,
        body: exercisePayloadSchema,
        response: { 201: exerciseSchema },
      },
      config: { idempotent: true },
    },
    async (request, reply) => {
      const created = await exercises.create(currentUser(request).id, request.body);
      catalog.changed();
      return reply.status(201).send(created);
    },
  );
};
