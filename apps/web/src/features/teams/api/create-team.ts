import { type Team, type TeamValues, teamSchema } from '@levelup/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { teamKeys } from './keys';

/**
 * POST /api/teams: a new team of the signed-in trainer (201); bad input 400. The same key again
 * (a double press, a retry) answers the same team.
 */
export function createTeam(
  values: TeamValues,
  idempotencyKey: string,
  client: ApiClient = apiClient,
): Promise<Team> {
  return client.post('/api/teams', values, { schema: teamSchema, idempotencyKey });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (values: TeamValues) => createTeam(values, keys.keyFor(values)),
    onSuccess: () => {
      keys.forget();
      return queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}
