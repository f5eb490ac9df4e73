import { type ClientListItem, clientListItemSchema } from '@levelup/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { type ApiClient, apiClient } from '../../../lib/api-client';

/** GET /api/clients: the coach's clients, for the Add clients picker. */
export function getClients(client: ApiClient = apiClient): Promise<ClientListItem[]> {
  return client.get('/api/clients', { schema: z.array(clientListItemSchema) });
}

export const liveClientsKeys = { all: ['clients', 'list'] as const };

export function clientsQueryOptions() {
  return queryOptions({ queryKey: liveClientsKeys.all, queryFn: () => getClients() });
}

/** A failed load gives an empty list (spec 2, section 8). */
export function useClients(enabled = true) {
  return useQuery({ ...clientsQueryOptions(), enabled });
}
