import {
  deviceUtcOffsetMinutes,
  type ReadinessResponse,
  readinessResponseSchema,
} from '@levelup/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { clientAreaKeys } from './keys';

/** GET /api/users/{id}/readiness: today's score on this device's calendar, or null. */
function getReadiness(userId: string, client: ApiClient = apiClient): Promise<ReadinessResponse> {
  return client.get(`/api/users/${userId}/readiness`, {
    query: { tzOffset: deviceUtcOffsetMinutes() },
    schema: readinessResponseSchema,
  });
}

function readinessQueryOptions(userId: string) {
  return queryOptions({
    queryKey: clientAreaKeys.readiness(userId),
    queryFn: () => getReadiness(userId),
    retry: false,
  });
}

export function useReadiness(userId: string | undefined) {
  return useQuery({ ...readinessQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
