import { type HistorySessionDetail, historySessionDetailSchema } from '@levelup/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { historyKeys } from './keys';

/** GET /api/history/sessions/{id}: a finished session's read-only summary. */
function getSessionSummary(
  id: string,
  client: ApiClient = apiClient,
): Promise<HistorySessionDetail> {
  return client.get(`/api/history/sessions/${encodeURIComponent(id)}`, {
    schema: historySessionDetailSchema,
  });
}

function sessionSummaryQueryOptions(id: string) {
  return queryOptions({ queryKey: historyKeys.session(id), queryFn: () => getSessionSummary(id) });
}

export function useSessionSummary(id: string | undefined) {
  return useQuery({ ...sessionSummaryQueryOptions(id ?? ''), enabled: Boolean(id) });
}
