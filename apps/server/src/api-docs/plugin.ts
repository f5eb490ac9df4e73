import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callers, publicRoute } from '../http/route-docs';
import { asyncApiDocument } from './asyncapi';
import { ASYNCAPI_PATH, DOCS_PATH, OPENAPI_PATH, openApiOptions } from './openapi';
import { swaggerThemeCss } from './swagger-theme';

const API_VERSION = '1.0.0';

/**
 * Starts collecting the routes' schemas for the OpenAPI description: registered before any
 * feature, so its onRoute hook sees every route.
 */
export async function registerApiDescription(app: FastifyInstance) {
  await app.register(swagger, openApiOptions(API_VERSION));
}

const tags = ['API description'];

/** Each description is a document of its standard, sent whole: only its version is checked. */
const openApiDocumentSchema = z
  .looseObject({ openapi: z.string() })
  .describe('An OpenAPI 3.1 document (https://spec.openapis.org/oas/v3.1.0).');
const asyncApiDocumentSchema = z
  .looseObject({ asyncapi: z.string() })
  .describe(
    'An AsyncAPI 3.0 document (https://www.asyncapi.com/docs/reference/specification/v3.0.0).',
  );

/**
 * The API's own description (issue 33): OpenAPI 3.1 at /api/openapi.json, the realtime contract
 * as AsyncAPI 3.0 at /api/asyncapi.json, and Swagger UI at /api/docs, served from the app's own
 * files. Swagger UI's page loads no inline script or style element, so the app's CSP applies to it
 * unchanged.
 */
export const apiDocsPlugin: FastifyPluginAsyncZod<{ publicUrl: string }> = async (
  app,
  { publicUrl },
) => {
  const url = new URL(publicUrl);
  const asyncApi = asyncApiDocument(url.host, url.protocol === 'https:');

  app.get(
    OPENAPI_PATH,
    {
      schema: {
        tags,
        summary: 'The OpenAPI 3.1 description of this API',
        description: `${callers.anyone} Browsable at ${DOCS_PATH}.`,
        security: publicRoute,
        response: { 200: openApiDocumentSchema },
      },
    },
    // openApiOptions makes it OpenAPI 3.1, never the Swagger 2.0 its type also allows.
    async () => app.swagger() as z.infer<typeof openApiDocumentSchema>,
  );

  app.get(
    ASYNCAPI_PATH,
    {
      schema: {
        tags,
        summary: 'The realtime contract (Socket.IO events and session ops) as AsyncAPI 3.0',
        description: callers.anyone,
        security: publicRoute,
        response: { 200: asyncApiDocumentSchema },
      },
    },
    async () => asyncApi,
  );

  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // No top bar: its box would load a description from anywhere, which the CSP refuses anyway.
    // No deep links: they put a link inside each operation's button, which screen readers cannot
    // reach (axe: nested-interactive).
    uiConfig: { layout: 'BaseLayout', deepLinking: false, defaultModelsExpandDepth: 0 },
    theme: {
      title: 'Level Up API',
      css: [{ filename: 'contrast.css', content: swaggerThemeCss }],
    },
  });
};
