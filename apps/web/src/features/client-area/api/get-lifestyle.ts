import { type LifestyleLog, lifestyleLogSchema } from '@levelup/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { todaysLog } from '../model/local-day';
import { clientAreaKeys } from './keys';

/** The app asks for the newest log only and picks today's entry from it. */
export const TODAY_LIMIT = 1;

/** GET /api/users/{id}/lifestyle?limit=: newest first. */
export function getLifestyle(
  userId: string,
  limit: number,
  client: ApiClient = apiClient,
): Promise<LifestyleLog[]> {
  return client.get(`/api/users/${userId}/lifestyle`, {
    query: { limit },
    schema: z.array(lifestyleLogSchema),
  });
}

export function lifestyleQueryOptions(userId: string, limit = TODAY_LIMIT) {
  return queryOptions({
    queryKey: clientAreaKeys.lifestyle(userId, limit),
    queryFn: () => getLifestyle(userId, limit),
  });
}

/** Today's log of the user (null when none), with the query's loading and error state. */
export function useTodaysLog(userId: string | undefined) {
  const query = useQuery({
    ...lifestyleQueryOptions(userId ?? ''),
    enabled: Boolean(userId),
  });
  return { ...query, log: todaysLog(query.data) };
}
