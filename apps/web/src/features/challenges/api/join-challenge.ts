import { type Challenge, challengeSchema } from '@levelup/shared/challenges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { challengeKeys } from './keys';

/** POST /api/challenges/{id}/participants: the signed-in client joins (their trainer's only). */
export function joinChallenge(id: string, client: ApiClient = apiClient): Promise<Challenge> {
  return client.post(`/api/challenges/${encodeURIComponent(id)}/participants`, undefined, {
    schema: challengeSchema,
  });
}

/** Joins; the list and the boards are read again, the client now on them. */
export function useJoinChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => joinChallenge(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: challengeKeys.all }),
  });
}
