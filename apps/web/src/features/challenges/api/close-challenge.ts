import { type Challenge, challengeSchema } from '@levelup/shared/challenges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { challengeKeys } from './keys';

/** POST /api/challenges/{id}/close: its clients no longer see it or join it. */
export function closeChallenge(id: string, client: ApiClient = apiClient): Promise<Challenge> {
  return client.post(`/api/challenges/${encodeURIComponent(id)}/close`, undefined, {
    schema: challengeSchema,
  });
}

export function useCloseChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => closeChallenge(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: challengeKeys.all }),
  });
}
