import { type Challenge, type ChallengeValues, challengeSchema } from '@levelup/shared/challenges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { challengeKeys } from './keys';

/**
 * POST /api/challenges: a new challenge of the signed-in trainer (201); bad input 400. The same
 * key again (a double press, a retry) answers the same challenge.
 */
export function createChallenge(
  values: ChallengeValues,
  idempotencyKey: string,
  client: ApiClient = apiClient,
): Promise<Challenge> {
  return client.post('/api/challenges', values, { schema: challengeSchema, idempotencyKey });
}

export function useCreateChallenge() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (values: ChallengeValues) => createChallenge(values, keys.keyFor(values)),
    onSuccess: () => {
      keys.forget();
      return queryClient.invalidateQueries({ queryKey: challengeKeys.all });
    },
  });
}
