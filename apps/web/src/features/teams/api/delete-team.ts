import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '@/lib/api/clients/keys';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { teamKeys } from './keys';

/** DELETE /api/teams/{id} (204): the team is gone and its clients are in none. */
export async function deleteTeam(id: string, client: ApiClient = apiClient): Promise<void> {
  await client.delete(`/api/teams/${encodeURIComponent(id)}`);
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteTeam(id),
    // The clients who were in it read as teamless from now on.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.all }),
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      ]),
  });
}
