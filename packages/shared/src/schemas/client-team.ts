import { z } from 'zod/mini';
import { rowIdSchema } from './common';

/** PUT /api/clients/{id}/team: the team a client trains in (null: none), kept for every session. */
export const clientTeamBodySchema = z.strictObject({
  teamId: z.nullable(rowIdSchema),
});
