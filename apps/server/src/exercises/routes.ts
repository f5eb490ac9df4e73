import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ExerciseCatalog } from './exercise-catalog';

export const exerciseRoutes: FastifyPluginAsyncZod<{ catalog: ExerciseCatalog }> = async (
  app,
  { catalog },
) => {
  app.get('/api/exercises', { preHandler: app.authenticate }, async (request, reply) => {
    const { json, etag } = await catalog.snapshot();
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(json);
  });
};
