import { type Team, type TeamValues, teamSchema } from '@levelup/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { teamKeys } from './keys';

/** PUT /api/teams/{id}: renames and recolours its owner's (or an admin's) team; others 403. */
export function updateTeam(
  id: string,
  values: TeamValues,
  client: ApiClient = apiClient,
): Promise<Team> {
  return client.put(`/api/teams/${encodeURIComponent(id)}`, values, { schema: teamSchema });
}

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: TeamValues }) => updateTeam(id, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
