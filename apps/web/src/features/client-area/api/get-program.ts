import { type ClientProgram, clientProgramSchema } from '@levelup/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { clientAreaKeys } from './keys';

/** GET /api/users/{id}/program: the workout of the client's latest session. */
export function getProgram(userId: string, client: ApiClient = apiClient): Promise<ClientProgram> {
  return client.get(`/api/users/${userId}/program`, { schema: clientProgramSchema });
}

function programQueryOptions(userId: string) {
  return queryOptions({
    queryKey: clientAreaKeys.program(userId),
    queryFn: () => getProgram(userId),
  });
}

export function useProgram(userId: string | undefined) {
  return useQuery({ ...programQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
