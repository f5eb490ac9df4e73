import { type StartedSessionResponse, startedSessionResponseSchema } from '@levelup/shared/session';
import { type ApiClient, apiClient } from '@/lib/api-client';

/**
 * POST /api/sessions: a new live session, hydrated from the workout's plan when one is given,
 * with its state; the same key again answers the same session.
 */
export function createSession(
  workoutId: string | null,
  idempotencyKey: string,
  client: ApiClient = apiClient,
): Promise<StartedSessionResponse> {
  return client.post('/api/sessions', workoutId ? { workoutId } : {}, {
    schema: startedSessionResponseSchema,
    idempotencyKey,
  });
}
