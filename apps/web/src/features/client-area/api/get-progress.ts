import {
  type ClientProgress,
  clientProgressSchema,
  deviceUtcOffsetMinutes,
  type ProgressQuery,
} from '@levelup/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { clientAreaKeys } from './keys';

/** The progression chart's filters: a muscle group and a period, each optional. */
export type ProgressFilter = Pick<ProgressQuery, 'group' | 'months'>;

/**
 * GET /api/users/{id}/progress: level, progress bars and the progression chart's weeks, of one
 * muscle group and period when filtered (unfiltered, the spec's 7 weeks of everything).
 */
export function getProgress(
  userId: string,
  filter: ProgressFilter = {},
  client: ApiClient = apiClient,
): Promise<ClientProgress> {
  return client.get(`/api/users/${userId}/progress`, {
    query: { tzOffset: deviceUtcOffsetMinutes(), group: filter.group, months: filter.months },
    schema: clientProgressSchema,
  });
}

function progressQueryOptions(userId: string, filter: ProgressFilter) {
  return queryOptions({
    queryKey: clientAreaKeys.progress(userId, filter),
    queryFn: () => getProgress(userId, filter),
    // A new filter keeps the chart it had until its weeks arrive, instead of a blank card.
    placeholderData: keepPreviousData,
  });
}

export function useProgress(userId: string | undefined, filter: ProgressFilter = {}) {
  return useQuery({ ...progressQueryOptions(userId ?? '', filter), enabled: Boolean(userId) });
}
