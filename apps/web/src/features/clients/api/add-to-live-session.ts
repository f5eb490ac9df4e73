import {
  type CurrentSession,
  createSessionResponseSchema,
  currentSessionSchema,
} from '@levelup/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';

/** GET /api/sessions/current: the coach's running session, or null (204). */
async function getCurrentSession(client: ApiClient = apiClient): Promise<CurrentSession | null> {
  const answer = await client.get('/api/sessions/current');
  return answer === undefined ? null : currentSessionSchema.parse(answer);
}

/**
 * 'Save & Add to Live': puts the client on the coach's running session, starting one when none is
 * running (POST /api/sessions), through POST /api/sessions/{id}/clients. Answers the session id.
 */
async function addClientToLiveSession(
  clientId: string,
  client: ApiClient = apiClient,
): Promise<string> {
  const running = await getCurrentSession(client);
  const sessionId =
    running?.id ??
    (await client.post('/api/sessions', {}, { schema: createSessionResponseSchema })).id;
  await client.post(`/api/sessions/${encodeURIComponent(sessionId)}/clients`, {
    clientIds: [clientId],
  });
  return sessionId;
}

function addToLiveSessionMutationOptions() {
  return mutationOptions({ mutationFn: (clientId: string) => addClientToLiveSession(clientId) });
}

export function useAddToLiveSession() {
  return useMutation(addToLiveSessionMutationOptions());
}
