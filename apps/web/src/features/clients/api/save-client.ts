import { type Client, type ClientIntakePayloadInput, clientSchema } from '@levelup/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '@/lib/api/clients/keys';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { type IdempotencyKeys, useIdempotencyKeys } from '@/lib/idempotency-key';

/**
 * POST /api/clients (no id: a new client, once per `idempotencyKey`) or PUT /api/clients/{id} (an
 * edit, which may be sent twice as it is).
 */
export function saveClient(
  { id, payload }: { id?: string; payload: ClientIntakePayloadInput },
  idempotencyKey: string,
  client: ApiClient = apiClient,
): Promise<Client> {
  return id
    ? client.put(`/api/clients/${encodeURIComponent(id)}`, payload, { schema: clientSchema })
    : client.post('/api/clients', payload, { schema: clientSchema, idempotencyKey });
}

function saveClientMutationOptions(onSaved: () => Promise<void>, keys: IdempotencyKeys) {
  return mutationOptions({
    mutationFn: (input: { id?: string; payload: ClientIntakePayloadInput }) =>
      saveClient(input, keys.keyFor(input)),
    onSuccess: () => {
      keys.forget();
      return onSaved();
    },
  });
}

export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation(
    saveClientMutationOptions(
      () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      useIdempotencyKeys(),
    ),
  );
}
