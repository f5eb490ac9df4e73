import { type ClientListItem, clientListItemSchema } from '@levelup/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { type ApiClient, apiClient } from '../../../lib/api-client';
import { historyKeys } from './keys';

const clientListSchema = z.array(clientListItemSchema);

/** GET /api/clients: the clients Progress Tracking lets the trainer pick from. */
export function getClients(client: ApiClient = apiClient): Promise<ClientListItem[]> {
  return client.get('/api/clients', { schema: clientListSchema });
}

export function clientsQueryOptions() {
  return queryOptions({ queryKey: historyKeys.clients(), queryFn: () => getClients() });
}

export function useClients() {
  return useQuery(clientsQueryOptions());
}
