import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { serverMessages } from '@levelup/shared';
import type { FastifyInstance } from 'fastify';

const apiPrefixes = [
  '/api/',
  '/oauth/google',
  '/socket.io/',
  '/cast/screen-id',
  '/cast/screen-session',
  '/cast/connect',
  '/cast/disconnect',
];

export function isApiPath(url: string) {
  return apiPrefixes.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix));
}

/**
 * Serves the built web app; any other GET that is not an API path falls back to index.html so
 * client-side routes survive a reload. API paths answer a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | undefined) {
  const hasWebApp = webDistDir !== undefined && existsSync(path.join(webDistDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        // Hashed bundle files never change; index.html must always be revalidated.
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (hasWebApp && request.method === 'GET' && !isApiPath(url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: 'NOT_FOUND', message: serverMessages.notFound });
  });
}
