import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  CSP_NONCE_PLACEHOLDER,
  CSP_SCRIPT_NONCE_PLACEHOLDER,
  serverMessages,
} from '@levelup/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { inRequestLanguage } from '../http/error-language';
import { loadRoutePreloads, type PreloadLinksFor } from './route-preloads';
import { keepSubresourceHeaders } from './security-headers';

const apiPrefixes = [
  '/api/',
  '/oauth/google',
  '/socket.io/',
  '/cast/screen-id',
  '/cast/screen-session',
  '/cast/screen-challenge',
  '/cast/connect',
  '/cast/disconnect',
];

export function isApiPath(url: string) {
  return apiPrefixes.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix));
}

/**
 * The page carries this response's CSP nonces wherever the build left the placeholders (the
 * script one on its inline script), and the preload links of the route it is sent for.
 */
function sendIndexHtml(reply: FastifyReply, template: string, routeLinks: string) {
  const page = routeLinks ? template.replace('</head>', `${routeLinks}</head>`) : template;
  return reply
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(
      page
        .replaceAll(CSP_SCRIPT_NONCE_PLACEHOLDER, reply.cspNonce?.script ?? '')
        .replaceAll(CSP_NONCE_PLACEHOLDER, reply.cspNonce?.style ?? ''),
    );
}

/**
 * Serves the built web app; any other GET that is not an API path falls back to index.html so
 * client-side routes survive a reload. API paths answer a JSON 404. Assets are served from the
 * brotli or gzip file the build wrote beside them when the browser accepts it.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | undefined) {
  const indexPath = webDistDir === undefined ? undefined : path.join(webDistDir, 'index.html');
  const indexTemplate =
    indexPath !== undefined && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  const preloadLinksFor: PreloadLinksFor =
    webDistDir === undefined ? () => '' : loadRoutePreloads(webDistDir, CSP_NONCE_PLACEHOLDER);
  if (webDistDir !== undefined && indexTemplate !== undefined) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The template is never served as a file: it carries the placeholder, not a nonce.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders(reply, filePath) {
        // Hashed bundle files never change and are only ever loaded by a page; anything else
        // (the service worker, the manifest, icons) must be revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
          keepSubresourceHeaders(reply);
        } else {
          reply.header('cache-control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (indexTemplate !== undefined && request.method === 'GET' && !isApiPath(url)) {
      return sendIndexHtml(reply, indexTemplate, preloadLinksFor(url));
    }
    return reply
      .status(404)
      .send(inRequestLanguage(request, { error: 'NOT_FOUND', message: serverMessages.notFound }));
  });
}
