import {
  deviceUtcOffsetMinutes,
  type OwnTrainingEntry,
  type OwnTrainingResponse,
  ownTrainingResponseSchema,
} from '@levelup/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { historyKeys } from '@/features/history';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { clientAreaKeys } from './keys';

/**
 * POST /api/users/{id}/own-sets: sets the client did on their own. `id` is made on the device
 * for the entry, so a double press or a retry logs it once.
 */
export function logOwnTraining(
  userId: string,
  entry: OwnTrainingEntry & { id: string },
  client: ApiClient = apiClient,
): Promise<OwnTrainingResponse> {
  return client.post(`/api/users/${userId}/own-sets`, entry, {
    query: { tzOffset: deviceUtcOffsetMinutes() },
    schema: ownTrainingResponseSchema,
  });
}

/**
 * 'Log an exercise': one id per entry as filled in (the same entry pressed twice is one training;
 * another entry after a save is another), then the client's figures and history read afresh.
 */
export function useLogOwnTraining(userId: string) {
  const keys = useIdempotencyKeys();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: OwnTrainingEntry) =>
      logOwnTraining(userId, { ...entry, id: keys.keyFor(entry) }),
    onSuccess: async () => {
      keys.forget();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clientAreaKeys.person(userId) }),
        queryClient.invalidateQueries({ queryKey: historyKeys.client(userId) }),
      ]);
    },
  });
}
