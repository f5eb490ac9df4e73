import { type Client, clientSchema } from '@levelup/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { type ApiClient, apiClient } from '../../api-client';
import { clientKeys } from './keys';

const clientListSchema = z.array(clientSchema);

/**
 * GET /api/clients: the trainer's clients (every client for admin and above), for Manage Clients,
 * Progress Tracking and the live session's Add clients picker.
 */
export function getClients(client: ApiClient = apiClient): Promise<Client[]> {
  return client.get('/api/clients', { schema: clientListSchema });
}

function clientsQueryOptions() {
  return queryOptions({ queryKey: clientKeys.list(), queryFn: () => getClients() });
}

export function useClients({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clientsQueryOptions(), enabled });
}
