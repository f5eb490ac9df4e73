import { z } from 'zod/mini';
import { rowIdSchema } from './common';

/** PUT /api/clients/{id}/team: the team a client trains in (null: none), kept for every session. */
export const clientTeamBodySchema = z.strictObject({
  teamId: z.nullable(rowIdSchema),
});

/** The answer of PUT /api/clients/{id}/team: the client and the team they are in now. */
export const clientTeamSchema = z.object({
  clientId: rowIdSchema,
  teamId: z.nullable(rowIdSchema),
});
