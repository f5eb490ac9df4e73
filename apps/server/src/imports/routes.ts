import {
  IMPORT_BODY_LIMIT,
  IMPORT_MAX_BYTES,
  importConfirmBodySchema,
  importFileSchema,
  importMessages,
  importPreviewSchema,
  importResultSchema,
  rowIdSchema,
  utcOffsetQuerySchema,
} from '@levelup/shared';
import { inLocale, localeFromAcceptLanguage } from '@levelup/shared/i18n';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type PeoplePolicy, personGuard } from '../access/who-may-act';
import { currentUser } from '../auth';
import { badRequest, payloadTooLarge } from '../http/errors';
import { bearerAuth, callers } from '../http/route-docs';
import type { HistoryImport } from './history-import';
import { ImportFileError } from './import-file-error';

const idParams = z.object({ id: rowIdSchema });

const languageOf = (request: FastifyRequest) =>
  localeFromAcceptLanguage(request.headers['accept-language']);

/** The file over 5 MB is refused before it is read (413). */
function assertSize(request: FastifyRequest, csv: string) {
  if (Buffer.byteLength(csv, 'utf8') > IMPORT_MAX_BYTES) {
    const words = inLocale(importMessages, languageOf(request));
    throw payloadTooLarge(words.tooLarge(IMPORT_MAX_BYTES / (1024 * 1024)));
  }
}

/** A file that cannot be read is a 400 naming its line and column, as an issue too. */
async function answeringFileErrors<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error;
    const message = error.in(languageOf(request));
    const path = [
      error.line === undefined ? null : `line ${error.line}`,
      error.column === undefined ? null : `column ${error.column}`,
    ]
      .filter(Boolean)
      .join(', ');
    throw badRequest(message, [{ path: path || 'csv', message }]);
  }
}

/**
 * Importing history from Strong and Hevy (issue 33), for the client themself, their trainer and
 * admin and above (the access of the client's history: DESIGN 4.1). The file's text comes in the
 * JSON body; `tzOffset` is the uploader's clock, which the files' zoneless times are read on.
 */
export const importRoutes: FastifyPluginAsyncZod<{
  imports: HistoryImport;
  people: PeoplePolicy;
}> = async (app, { imports, people }) => {
  const person = { preValidation: personGuard(app.authenticate, people) };

  app.post(
    '/api/clients/:id/imports/preview',
    {
      ...person,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        summary: 'Preview what a Strong or Hevy CSV export would add to a client’s history',
        tags: ['History'],
        description: callers.person,
        security: bearerAuth,
        params: idParams,
        querystring: utcOffsetQuerySchema,
        body: importFileSchema,
        response: { 200: importPreviewSchema },
      },
    },
    async (request) => {
      assertSize(request, request.body.csv);
      return answeringFileErrors(request, () =>
        imports.preview(request.params.id, request.body, request.query.tzOffset ?? 0),
      );
    },
  );

  app.post(
    '/api/clients/:id/imports',
    {
      ...person,
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { idempotent: true },
      schema: {
        summary: 'Import a Strong or Hevy CSV export into a client’s history',
        tags: ['History'],
        description: callers.person,
        security: bearerAuth,
        params: idParams,
        querystring: utcOffsetQuerySchema,
        body: importConfirmBodySchema,
        response: { 201: importResultSchema },
      },
    },
    async (request, reply) => {
      assertSize(request, request.body.csv);
      const result = await answeringFileErrors(request, () =>
        imports.confirm(
          currentUser(request).id,
          request.params.id,
          request.body,
          request.query.tzOffset ?? 0,
        ),
      );
      return reply.status(201).send(result);
    },
  );
};
