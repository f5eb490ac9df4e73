import type { FeedbackPayloadInput } from '@levelup/shared';
import { type ApiClient, apiClient } from '@/lib/api-client';

/**
 * POST /api/users/{id}/feedback: once per session (409 after), except that the same key again
 * answers as the first time.
 */
export async function submitFeedback(
  userId: string,
  payload: FeedbackPayloadInput,
  idempotencyKey: string,
  client: ApiClient = apiClient,
): Promise<void> {
  await client.post(`/api/users/${userId}/feedback`, payload, { idempotencyKey });
}
