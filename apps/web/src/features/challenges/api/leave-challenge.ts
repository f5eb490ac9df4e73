import { type Challenge, challengeSchema } from '@levelup/shared/challenges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { challengeKeys } from './keys';

/** DELETE /api/challenges/{id}/participants: the signed-in client leaves it. */
export function leaveChallenge(id: string, client: ApiClient = apiClient): Promise<Challenge> {
  return client.delete(`/api/challenges/${encodeURIComponent(id)}/participants`, {
    schema: challengeSchema,
  });
}

export function useLeaveChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => leaveChallenge(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: challengeKeys.all }),
  });
}
