import { type Challenge, type ChallengeValues, challengeSchema } from '@levelup/shared/challenges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { challengeKeys } from './keys';

/** POST /api/challenges: a new challenge of the signed-in trainer (201); bad input 400. */
export function createChallenge(
  values: ChallengeValues,
  client: ApiClient = apiClient,
): Promise<Challenge> {
  return client.post('/api/challenges', values, { schema: challengeSchema });
}

export function useCreateChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ChallengeValues) => createChallenge(values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: challengeKeys.all }),
  });
}
