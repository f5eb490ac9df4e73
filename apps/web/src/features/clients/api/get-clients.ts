import { type Client, clientSchema } from '@levelup/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { type ApiClient, apiClient } from '../../../lib/api-client';
import { clientKeys } from './keys';

const clientListSchema = z.array(clientSchema);

/** GET /api/clients: the trainer's clients (every client for admin and above). */
export function getClients(client: ApiClient = apiClient): Promise<Client[]> {
  return client.get('/api/clients', { schema: clientListSchema });
}

export function clientsQueryOptions() {
  return queryOptions({ queryKey: clientKeys.list(), queryFn: () => getClients() });
}

export function useClients() {
  return useQuery(clientsQueryOptions());
}
