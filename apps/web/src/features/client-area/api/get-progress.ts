import { type ClientProgress, clientProgressSchema, deviceUtcOffsetMinutes } from '@levelup/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { clientAreaKeys } from './keys';

/** GET /api/users/{id}/progress: level, progress bars and 7 weeks of progression. */
export function getProgress(
  userId: string,
  client: ApiClient = apiClient,
): Promise<ClientProgress> {
  return client.get(`/api/users/${userId}/progress`, {
    query: { tzOffset: deviceUtcOffsetMinutes() },
    schema: clientProgressSchema,
  });
}

function progressQueryOptions(userId: string) {
  return queryOptions({
    queryKey: clientAreaKeys.progress(userId),
    queryFn: () => getProgress(userId),
  });
}

export function useProgress(userId: string | undefined) {
  return useQuery({ ...progressQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
