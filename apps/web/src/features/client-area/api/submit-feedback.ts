import type { FeedbackPayloadInput } from '@levelup/shared';
import { type ApiClient, apiClient } from '../../../lib/api-client';

/** POST /api/users/{id}/feedback: once per session (409 after). */
export async function submitFeedback(
  userId: string,
  payload: FeedbackPayloadInput,
  client: ApiClient = apiClient,
): Promise<void> {
  await client.post(`/api/users/${userId}/feedback`, payload);
}
