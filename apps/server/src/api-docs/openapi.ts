import { STATUS_CODES } from 'node:http';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import {
  apiErrorSchema,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_HEADER,
  SCREEN_TOKEN_HEADER,
  serverMessages,
} from '@levelup/shared';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

export const OPENAPI_PATH = '/api/openapi.json';
export const ASYNCAPI_PATH = '/api/asyncapi.json';
export const DOCS_PATH = '/api/docs';

// Transforms and dates have no JSON Schema of their own: they are described as any value rather
// than failing the whole document.
const zodToJsonConfig = { unrepresentable: 'any' as const };

/**
 * Every failure answers this shape (http/errors.ts); these are the statuses most routes share. One
 * example each: Swagger UI offers several through a select element that has no accessible name.
 */
const errorResponses = {
  BadRequest: {
    description: `The body, path or query does not match the route's schema: "${serverMessages.validationFailed}" with the refused fields in \`issues\`, or "${serverMessages.malformedJson}".`,
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/ApiError' },
        example: {
          error: 'VALIDATION_FAILED',
          message: serverMessages.validationFailed,
          issues: [{ path: 'email', message: 'Invalid email address' }],
        },
      },
    },
  },
  Unauthorized: {
    description: `No valid token, or its account is gone or disabled: "${serverMessages.unauthorized}"`,
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/ApiError' },
        example: { error: 'UNAUTHORIZED', message: serverMessages.unauthorized },
      },
    },
  },
  Forbidden: {
    description: `The caller's role or relation to the resource does not allow it: "${serverMessages.forbidden}"`,
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/ApiError' },
        example: { error: 'FORBIDDEN', message: serverMessages.forbidden },
      },
    },
  },
  NotFound: {
    description: `No such resource, or none the caller may know of: "${serverMessages.notFound}"`,
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/ApiError' },
        example: { error: 'NOT_FOUND', message: serverMessages.notFound },
      },
    },
  },
  Error: {
    description: `Any other failure, in the same shape: 409 \`CONFLICT\` (e.g. "${serverMessages.emailTaken}"), 413, 429 \`RATE_LIMITED\` ("${serverMessages.rateLimited}"), 500 \`INTERNAL\` ("${serverMessages.internal}").`,
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/ApiError' },
        example: { error: 'CONFLICT', message: serverMessages.emailTaken },
      },
    },
  },
};

type Operation = {
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string }>;
  requestBody?: unknown;
  responses?: Record<string, unknown>;
};

const ref = (name: keyof typeof errorResponses) => ({
  $ref: `#/components/responses/${name}`,
});

/**
 * The error responses an operation can give, from what it declares: input it validates (400), a
 * token it needs (401, and 403 for a user's token, whose role or relation may not suffice), a
 * resource in its path (404), and any other failure in the same shape.
 */
function addErrorResponses(operation: Operation) {
  const responses = operation.responses ?? {};
  // @fastify/swagger names a response whose schema has no description "Default Response".
  for (const [status, response] of Object.entries(responses)) {
    const named = response as { description?: string };
    if (named.description === 'Default Response') {
      named.description = STATUS_CODES[status] ?? named.description;
    }
  }
  const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
  const required = (operation.security ?? []).every((r) => Object.keys(r).length > 0);
  if (operation.requestBody || (operation.parameters?.length ?? 0) > 0) {
    responses['400'] ??= ref('BadRequest');
  }
  if (schemes.length > 0) responses['401'] ??= ref('Unauthorized');
  if (schemes.includes('bearerAuth') && required) responses['403'] ??= ref('Forbidden');
  if (operation.parameters?.some((p) => p.in === 'path')) responses['404'] ??= ref('NotFound');
  responses.default = ref('Error');
  operation.responses = responses;
}

const docsDescription = [
  'The HTTP API of Level Up, generated from the routes’ own schemas.',
  '',
  `Live sessions change over a Socket.IO connection instead: its events and session ops are described in [the realtime contract (AsyncAPI 3.0)](${ASYNCAPI_PATH}).`,
  '',
  'Every failure answers `{error, message, issues?}` (`ApiError`): `error` is a machine-readable code, `message` a sentence to show, `issues` the refused fields of a 400.',
].join('\n');

/** @fastify/swagger's options: OpenAPI 3.1 from the routes' zod schemas, with auth and errors. */
export function openApiOptions(version: string): FastifyDynamicSwaggerOptions {
  const transformObject = createJsonSchemaTransformObject({ zodToJsonConfig });
  return {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Level Up API', version, description: docsDescription },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'The access token from `POST /api/token/auth`, `/api/token/refresh` or `/api/token/exchange`; short-lived, renewed with the refresh token.',
          },
          screenToken: {
            type: 'apiKey',
            in: 'header',
            name: SCREEN_TOKEN_HEADER,
            description: 'A cast screen’s token, from `GET /cast/screen-id`.',
          },
          refreshCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: REFRESH_TOKEN_COOKIE,
            description:
              'The HttpOnly refresh token cookie the sign-in routes set (path /api/token).',
          },
          refreshHeader: {
            type: 'apiKey',
            in: 'header',
            name: REFRESH_TOKEN_HEADER,
            description: 'The refresh token, for apps that keep no cookies.',
          },
        },
        schemas: {
          ApiError: z.toJSONSchema(apiErrorSchema, { target: 'draft-2020-12' }) as Record<
            string,
            unknown
          >,
        },
        responses: errorResponses,
      },
    },
    transform: createJsonSchemaTransform({ skipList: [], zodToJsonConfig }),
    transformObject: (input) => {
      const document = transformObject(input) as {
        paths?: Record<string, Record<string, Operation>>;
      };
      for (const path of Object.values(document.paths ?? {})) {
        for (const operation of Object.values(path)) addErrorResponses(operation);
      }
      return document as ReturnType<typeof transformObject>;
    },
  };
}
