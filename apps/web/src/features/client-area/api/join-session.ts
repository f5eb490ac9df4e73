import { type JoinSessionResponse, joinSessionResponseSchema } from '@levelup/shared';
import { type ApiClient, apiClient } from '@/lib/api-client';

/** POST /api/sessions/{idOrJoinCode}/join: the session QR encodes the join code. */
export function joinSession(
  code: string,
  client: ApiClient = apiClient,
): Promise<JoinSessionResponse> {
  return client.post(`/api/sessions/${encodeURIComponent(code)}/join`, undefined, {
    schema: joinSessionResponseSchema,
  });
}
