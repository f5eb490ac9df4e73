import { type LifestyleLog, lifestyleLogSchema } from '@levelup/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { type ApiClient, apiClient, isApiClientError } from '@/lib/api-client';

/**
 * GET /api/clients/{id}/lifestyle?limit=1: the client's latest check-in, or null when there is
 * none (an empty list, or a 404 while the route does not exist yet).
 */
async function getLatestLifestyle(
  clientId: string,
  client: ApiClient = apiClient,
): Promise<LifestyleLog | null> {
  try {
    const logs = await client.get(`/api/clients/${encodeURIComponent(clientId)}/lifestyle`, {
      query: { limit: 1 },
      schema: z.array(lifestyleLogSchema),
    });
    return logs[0] ?? null;
  } catch (error) {
    if (isApiClientError(error) && error.status === 404) return null;
    throw error;
  }
}

const lifestyleKeys = {
  latest: (clientId: string) => ['clients', clientId, 'lifestyle', 'latest'] as const,
};

function latestLifestyleQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: lifestyleKeys.latest(clientId),
    queryFn: () => getLatestLifestyle(clientId),
  });
}

export function useLatestLifestyle(clientId: string | null) {
  return useQuery({
    ...latestLifestyleQueryOptions(clientId ?? ''),
    enabled: clientId !== null,
  });
}
