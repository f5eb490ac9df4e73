import { type Client, clientSchema } from '@levelup/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientKeys } from '@/lib/api/clients/keys';
import { type ApiClient, apiClient } from '@/lib/api-client';

/** GET /api/clients/{id}: one client, for editing in the intake wizard. */
function getClient(id: string, client: ApiClient = apiClient): Promise<Client> {
  return client.get(`/api/clients/${encodeURIComponent(id)}`, { schema: clientSchema });
}

export function clientQueryOptions(id: string) {
  return queryOptions({ queryKey: clientKeys.detail(id), queryFn: () => getClient(id) });
}

export function useClient(id: string | undefined) {
  return useQuery({ ...clientQueryOptions(id ?? ''), enabled: Boolean(id) });
}
