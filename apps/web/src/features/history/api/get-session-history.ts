import { type HistorySession, historySessionListSchema } from '@levelup/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { historyKeys } from './keys';

/** GET /api/history/sessions: the trainer's finished sessions, newest first; one client's with `clientId`. */
export function getSessionHistory(
  clientId?: string,
  client: ApiClient = apiClient,
): Promise<HistorySession[]> {
  return client.get('/api/history/sessions', {
    query: { clientId },
    schema: historySessionListSchema,
  });
}

function sessionHistoryQueryOptions(clientId?: string) {
  return queryOptions({
    queryKey: historyKeys.sessions(clientId),
    queryFn: () => getSessionHistory(clientId),
  });
}

export function useSessionHistory(clientId?: string) {
  return useQuery(sessionHistoryQueryOptions(clientId));
}
