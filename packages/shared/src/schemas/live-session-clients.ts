import { z } from 'zod/mini';
import { idSchema } from './common';
import { text } from './text';

/** GET /api/sessions/current: the coach's running session (204 when none). */
export const currentSessionSchema = z.object({
  id: idSchema,
  joinCode: text(),
  startedAt: z.nullable(text()),
});
export type CurrentSession = z.infer<typeof currentSessionSchema>;

/** POST /api/sessions/{id}/clients: puts clients on a running session's grid. */
export const addClientsToSessionBodySchema = z.strictObject({
  clientIds: z.array(idSchema).check(z.minLength(1), z.maxLength(50)),
});
