import { apiErrorSchema, serverMessages } from '@levelup/shared';
import {
  inboundEventSchemas,
  SESSION_OP_TYPES,
  SESSION_PROTOCOL_VERSION,
} from '@levelup/shared/session';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeAccess } from './access-matrix-cases';
import { testDatabaseKinds, useTestApp } from './test-app';

/**
 * Issue 33: the API describes itself. /api/openapi.json is a valid OpenAPI 3.1 document listing
 * every route with its callers and errors; /api/asyncapi.json, the socket's events and ops;
 * /api/docs shows the first under the app's own CSP.
 */

type Registered = { method: string; url: string; schema: Record<string, unknown> | undefined };

/** Each route as it was registered (copied then: Fastify changes some route objects afterwards). */
function captureRoutes() {
  const routes: Registered[] = [];
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      routes.push({
        method: String(method).toUpperCase(),
        url: route.url,
        schema: route.schema as Record<string, unknown> | undefined,
      });
    }
  };
  return { routes, onRoute };
}

/** HEAD twins of GETs and the viewer's own files (hidden) are not operations of the API. */
const isOperation = (route: Registered) => route.method !== 'HEAD' && route.schema?.hide !== true;
const operationKey = (route: Registered) =>
  `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`;

/** The routes registered without what the description needs of them. */
function undescribed(routes: Registered[]) {
  const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
  return routes
    .filter(isOperation)
    .filter(({ schema }) => {
      const tags = schema?.tags;
      const response = schema?.response;
      return !(
        text(schema?.summary) &&
        text(schema?.description) &&
        Array.isArray(tags) &&
        tags.length > 0 &&
        Array.isArray(schema?.security) &&
        typeof response === 'object' &&
        response !== null &&
        Object.keys(response).length > 0
      );
    })
    .map((route) => `${route.method} ${route.url}`);
}

type Operation = {
  summary: string;
  security: Array<Record<string, string[]>>;
  responses: Record<string, { $ref?: string }>;
};
type OpenApi = {
  openapi: string;
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, unknown>;
    responses: Record<string, { content: Record<string, { example: object }> }>;
  };
};

/** Every `$ref` in a document, to check each points at something in it. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
  );
}
function resolvePointer(document: unknown, ref: string) {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      document,
    );
}

describe.each(testDatabaseKinds)('API description (%s)', (kind) => {
  const table = captureRoutes();
  const t = useTestApp(kind, { deps: { onRoute: table.onRoute } });

  const openApi = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    return res.json() as OpenApi;
  };

  it('serves a valid OpenAPI 3.1 document whose references all resolve', async () => {
    const document = await openApi();
    const validator = new Validator();
    const result = await validator.validate(document as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    const dangling = refsIn(document).filter((ref) => resolvePointer(document, ref) === undefined);
    expect(dangling).toEqual([]);
  });

  it('lists every registered route, and no other', async () => {
    const document = await openApi();
    const listed = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = table.routes.filter(isOperation).map(operationKey);
    expect(registered.length).toBeGreaterThan(70);
    expect([...listed].sort()).toEqual([...new Set(registered)].sort());
  });

  it('has a summary, description, tags, security and response for every route', () => {
    // The check itself catches a route registered without them, or without its answer's schema.
    const described = {
      tags: ['New'],
      summary: 'New',
      description: 'Anyone.',
      security: [],
      response: { 200: z.object({}) },
    };
    const { response: _, ...unanswered } = described;
    expect(
      undescribed([
        { method: 'GET', url: '/api/new', schema: { tags: ['New'] } },
        { method: 'GET', url: '/api/unanswered', schema: unanswered },
        { method: 'GET', url: '/api/described', schema: described },
      ]),
    ).toEqual(['GET /api/new', 'GET /api/unanswered']);
    expect(
      undescribed(table.routes),
      'add tags, summary, description (callers.*), security (http/route-docs.ts) and the response schema of each status to these routes’ schema',
    ).toEqual([]);
  });

  it('documents the auth the access matrix checks', () => {
    const anonymous = new Map(routeAccess.map((d) => [d.route, d.expect.anonymous]));
    const wrong = table.routes.filter(isOperation).flatMap((route) => {
      const key = `${route.method} ${route.url}`;
      const security = (route.schema?.security ?? []) as Array<Record<string, string[]>>;
      const tokenRequired = security.length > 0 && security.every((r) => Object.keys(r).length > 0);
      const expected = anonymous.get(key);
      if (tokenRequired && expected !== 401)
        return [`${key}: needs a token, anonymous gets ${expected}`];
      if (!tokenRequired && security.length === 0 && expected === 401)
        return [`${key}: documented public, anonymous gets 401`];
      return [];
    });
    expect(wrong).toEqual([]);
  });

  it('gives every operation the shared error shape, with the messages the server sends', async () => {
    const document = await openApi();
    const { ApiError, ...others } = document.components.schemas;
    const { $schema: _, ...expected } = z.toJSONSchema(apiErrorSchema, {
      target: 'draft-2020-12',
    });
    expect(ApiError).toEqual(expected);
    expect(others).toBeDefined();
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        expect(operation.responses.default, `${method} ${path}`).toEqual({
          $ref: '#/components/responses/Error',
        });
        if (operation.security.some((r) => 'bearerAuth' in r)) {
          expect(operation.responses['401'], `${method} ${path}`).toEqual({
            $ref: '#/components/responses/Unauthorized',
          });
        }
      }
    }
    // What the description shows is what a caller gets.
    const refused = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(refused.statusCode).toBe(401);
    expect(apiErrorSchema.parse(refused.json())).toEqual({
      error: 'UNAUTHORIZED',
      message: serverMessages.unauthorized,
    });
    expect(
      document.components.responses.Unauthorized?.content['application/json']?.example,
    ).toEqual(refused.json());
  });

  it('describes the socket: every event the server reads, every op, and links it from the docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/asyncapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json() as {
      asyncapi: string;
      info: { version: string };
      operations: Record<string, { action: string; messages: Array<{ $ref: string }> }>;
      channels: { socket: { messages: Record<string, { name: string }> } };
      components: { schemas: { SessionOp: { oneOf?: unknown[]; anyOf?: unknown[] } } };
    };
    expect(document.asyncapi).toBe('3.0.0');
    expect(document.info.version).toBe(String(SESSION_PROTOCOL_VERSION));
    // AsyncAPI 3.0 allows only these characters in the keys of operations and messages.
    const keys = [
      ...Object.keys(document.operations),
      ...Object.keys(document.channels.socket.messages),
    ];
    expect(keys.filter((key) => !/^[A-Za-z0-9_-]+$/.test(key))).toEqual([]);
    const received = Object.entries(document.operations)
      .filter(([, operation]) => operation.action === 'receive')
      .map(([key]) => document.channels.socket.messages[key]?.name);
    expect(received.sort()).toEqual(Object.keys(inboundEventSchemas).sort());
    const { SessionOp } = document.components.schemas;
    const opTypes = (SessionOp.oneOf ?? SessionOp.anyOf ?? []).map(
      (option) => (option as { properties: { type: { const: string } } }).properties.type.const,
    );
    expect(opTypes.sort()).toEqual([...SESSION_OP_TYPES].sort());
    const dangling = refsIn(document).filter((ref) => resolvePointer(document, ref) === undefined);
    expect(dangling).toEqual([]);

    expect((await openApi()).info.description).toContain('(/api/asyncapi.json)');
  });

  it('serves the docs page and its files from the app, under the app’s own CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+';/);
    expect(csp).toMatch(/style-src 'self' 'nonce-[^']+';/);
    expect(csp).not.toContain('unsafe');
    // Every script and stylesheet is a file of the app's own origin.
    const files = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      expect(file).toMatch(/^\.\/static\//);
      const res = await t.app.inject({ method: 'GET', url: `/api/docs/${file.slice(2)}` });
      expect(res.statusCode, file).toBe(200);
    }
    expect(page.body).not.toMatch(/<script>|<style/);
  });
});
