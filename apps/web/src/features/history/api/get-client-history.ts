import { type ClientHistory, clientHistorySchema, deviceUtcOffsetMinutes } from '@levelup/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { historyKeys } from './keys';

/** GET /api/clients/{id}/history: e1RM per exercise, weekly volume, readiness over time. */
export function getClientHistory(
  clientId: string,
  client: ApiClient = apiClient,
): Promise<ClientHistory> {
  return client.get(`/api/clients/${encodeURIComponent(clientId)}/history`, {
    query: { tzOffset: deviceUtcOffsetMinutes() },
    schema: clientHistorySchema,
  });
}

function clientHistoryQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: historyKeys.client(clientId),
    queryFn: () => getClientHistory(clientId),
  });
}

export function useClientHistory(clientId: string | undefined) {
  return useQuery({ ...clientHistoryQueryOptions(clientId ?? ''), enabled: Boolean(clientId) });
}
