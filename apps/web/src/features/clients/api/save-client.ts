import { type Client, type ClientIntakePayloadInput, clientSchema } from '@levelup/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '../../../lib/api-client';
import { clientKeys } from './keys';

/** POST /api/clients (no id: a new client) or PUT /api/clients/{id} (an edit). */
export function saveClient(
  { id, payload }: { id?: string; payload: ClientIntakePayloadInput },
  client: ApiClient = apiClient,
): Promise<Client> {
  return id
    ? client.put(`/api/clients/${encodeURIComponent(id)}`, payload, { schema: clientSchema })
    : client.post('/api/clients', payload, { schema: clientSchema });
}

export function saveClientMutationOptions(onSaved: () => Promise<void>) {
  return mutationOptions({
    mutationFn: (input: { id?: string; payload: ClientIntakePayloadInput }) => saveClient(input),
    onSuccess: onSaved,
  });
}

export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation(
    saveClientMutationOptions(() => queryClient.invalidateQueries({ queryKey: clientKeys.all })),
  );
}
