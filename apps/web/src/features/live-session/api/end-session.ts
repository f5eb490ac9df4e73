import { z } from 'zod/mini';
import { type ApiClient, apiClient } from '@/lib/api-client';

const endSessionResponseSchema = z.object({ ok: z.literal(true), seq: z.number() });
type EndSessionResponse = z.infer<typeof endSessionResponseSchema>;

/** POST /api/sessions/{id}/end: the server applies and broadcasts `session:end` and saves the logs. */
export function endSession(
  sessionId: string,
  client: ApiClient = apiClient,
): Promise<EndSessionResponse> {
  return client.post(
    `/api/sessions/${encodeURIComponent(sessionId)}/end`,
    {},
    { schema: endSessionResponseSchema },
  );
}
