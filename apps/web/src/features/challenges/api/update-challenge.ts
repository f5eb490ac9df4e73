import { type Challenge, type ChallengeValues, challengeSchema } from '@levelup/shared/challenges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { challengeKeys } from './keys';

/** PUT /api/challenges/{id}: its owner's (or an admin's) edit; another trainer gets 403. */
export function updateChallenge(
  id: string,
  values: ChallengeValues,
  client: ApiClient = apiClient,
): Promise<Challenge> {
  return client.put(`/api/challenges/${encodeURIComponent(id)}`, values, {
    schema: challengeSchema,
  });
}

export function useUpdateChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: ChallengeValues }) =>
      updateChallenge(id, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: challengeKeys.all }),
  });
}
