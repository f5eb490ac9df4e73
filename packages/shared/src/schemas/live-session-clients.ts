import { z } from 'zod';
import { idSchema } from './common';

/** GET /api/sessions/current: the coach's running session (204 when none). */
export const currentSessionSchema = z.object({
  id: idSchema,
  joinCode: z.string(),
  startedAt: z.string().nullable(),
});
export type CurrentSession = z.infer<typeof currentSessionSchema>;

/** POST /api/sessions/{id}/clients: puts clients on a running session's grid. */
export const addClientsToSessionBodySchema = z.strictObject({
  clientIds: z.array(idSchema).min(1).max(50),
});
export type AddClientsToSessionBody = z.infer<typeof addClientsToSessionBodySchema>;
