import {
  clientHistorySchema,
  exportQuerySchema,
  historySessionDetailSchema,
  historySessionListSchema,
  historySessionQuerySchema,
  isAdminOrHigher,
  rowIdSchema,
  utcOffsetQuerySchema,
} from '@levelup/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type PeoplePolicy, personGuard } from '../access/who-may-act';
import { currentUser } from '../auth';
import type { Database } from '../db/connect';
import { forbidden, notFound } from '../http/errors';
import { bearerAuth, callers } from '../http/route-docs';
import { exportZip, readPersonData } from './data-export';
import type { HistoryRepository } from './history-repository';

const idParams = z.object({ id: rowIdSchema });

/**
 * The export is a file to download (`Content-Disposition: attachment`), sent as it is: one JSON
 * document with `format=json`, otherwise a zip of CSV files.
 */
const exportFile = {
  description:
    'The client’s data as a file: JSON with `format=json`, otherwise a zip of CSV files.',
  content: {
    'application/json': {
      schema: z.custom<string>().meta({
        type: 'object',
        description: '`exportedAt`, the profile and every record of the client.',
      }),
    },
    'application/zip': {
      schema: z.custom<Buffer>().meta({
        type: 'string',
        contentMediaType: 'application/zip',
        description: 'One CSV file per kind of record.',
      }),
    },
  },
};

/** A file name part from a person's name: letters and digits only, never empty. */
const fileSafe = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase() || 'client';

/**
 * History (issue 13): a trainer's finished sessions and their read-only summaries (the trainer
 * who ran them, admin and above; a client's self-logged training, their trainer and admin and
 * above); a client's progress and their data export (the client, their trainer, admin and above:
 * DESIGN 4.1).
 */
export const historyRoutes: FastifyPluginAsyncZod<{
  history: HistoryRepository;
  people: PeoplePolicy;
  db: Database;
  now: () => Date;
}> = async (app, { history, people, db, now }) => {
  const trainer = { preValidation: app.requireRole('trainer') };
  const person = { preValidation: personGuard(app.authenticate, people) };

  app.get(
    '/api/history/sessions',
    {
      ...trainer,
      schema: {
        tags: ['History'],
        summary: 'Finished sessions',
        description: callers.trainers,
        security: bearerAuth,
        querystring: historySessionQuerySchema,
        response: { 200: historySessionListSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { clientId } = request.query;
      if (clientId) await people.assertMayActOn(user, [clientId]);
      return history.listSessions({
        trainerId: isAdminOrHigher(user.role) ? null : user.id,
        clientId,
      });
    },
  );

  app.get(
    '/api/history/sessions/:id',
    {
      ...trainer,
      schema: {
        tags: ['History'],
        summary: 'A finished session’s summary',
        description: callers.trainers,
        security: bearerAuth,
        params: idParams,
        response: { 200: historySessionDetailSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const owner = await history.sessionOwner(request.params.id);
      if (!owner) throw notFound();
      // A self-logged training is its client's: their trainer and admin and above read it.
      if (owner.kind === 'self-logged') await people.assertMayActOn(user, [owner.trainerId]);
      else if (owner.trainerId !== user.id && !isAdminOrHigher(user.role)) throw forbidden();
      // A live session has no summary yet: the live screen shows it.
      const detail =
        owner.status === 'finished' ? await history.sessionDetail(request.params.id) : null;
      if (!detail) throw notFound();
      return detail;
    },
  );

  app.get(
    '/api/clients/:id/history',
    {
      ...person,
      schema: {
        tags: ['History'],
        summary: 'A client’s training history',
        description: callers.person,
        security: bearerAuth,
        params: idParams,
        querystring: utcOffsetQuerySchema,
        response: { 200: clientHistorySchema },
      },
    },
    async (request) => {
      const found = await history.clientHistory(request.params.id, request.query.tzOffset);
      if (!found) throw notFound();
      return found;
    },
  );

  app.get(
    '/api/clients/:id/export',
    {
      ...person,
      schema: {
        tags: ['History'],
        summary: 'Export a client’s history',
        description: callers.person,
        security: bearerAuth,
        params: idParams,
        querystring: exportQuerySchema,
        response: { 200: exportFile },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // Feedback is anonymous: only its author gets it back (DESIGN 4.1).
      const data = await readPersonData(db, request.params.id, {
        withFeedback: user.id === request.params.id,
      });
      if (!data) throw notFound();
      const stamp = now();
      const base = `levelup-${fileSafe(String(data.profile.firstName ?? ''))}-${stamp.toISOString().slice(0, 10)}`;
      reply.header('cache-control', 'no-store');
      if (request.query.format === 'json') {
        return reply
          .type('application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="${base}.json"`)
          .send(JSON.stringify({ exportedAt: stamp.toISOString(), ...data }, null, 2));
      }
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${base}.zip"`)
        .send(Buffer.from(exportZip(data, stamp)));
    },
  );
};
