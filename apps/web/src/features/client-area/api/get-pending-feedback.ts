import { type PendingFeedbackResponse, pendingFeedbackResponseSchema } from '@levelup/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { clientAreaKeys } from './keys';

/** GET /api/users/{id}/feedback/pending: the session awaiting the client's rating, if any. */
export function getPendingFeedback(
  userId: string,
  client: ApiClient = apiClient,
): Promise<PendingFeedbackResponse> {
  return client.get(`/api/users/${userId}/feedback/pending`, {
    schema: pendingFeedbackResponseSchema,
  });
}

export function pendingFeedbackQueryOptions(userId: string) {
  return queryOptions({
    queryKey: clientAreaKeys.pendingFeedback(userId),
    queryFn: () => getPendingFeedback(userId),
    retry: false,
  });
}

/** Runs when the client area opens; its failure only warns (spec 1 section 8). */
export function usePendingFeedback(userId: string | undefined) {
  return useQuery({ ...pendingFeedbackQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
