import {
  deviceUtcOffsetMinutes,
  type ImportConfirmBody,
  type ImportResult,
  importResultSchema,
} from '@levelup/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { useIdempotencyKeys } from '@/lib/idempotency-key';

/** POST /api/clients/{id}/imports: adds the file's new sessions to the client's history. */
export function confirmImport(
  clientId: string,
  body: ImportConfirmBody,
  idempotencyKey: string,
  client: ApiClient = apiClient,
): Promise<ImportResult> {
  return client.post(`/api/clients/${encodeURIComponent(clientId)}/imports`, body, {
    query: { tzOffset: deviceUtcOffsetMinutes() },
    idempotencyKey,
    schema: importResultSchema,
  });
}

/**
 * The import, sent once however often Import is pressed; afterwards every figure on screen is
 * read afresh: an import changes the client's history, records, progress and home alike.
 */
export function useConfirmImport(clientId: string) {
  const keys = useIdempotencyKeys();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportConfirmBody) => confirmImport(clientId, body, keys.keyFor(body)),
    onSuccess: async () => {
      keys.forget();
      await queryClient.invalidateQueries();
    },
  });
}
