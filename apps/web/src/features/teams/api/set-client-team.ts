import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '@/lib/api/clients/keys';
import { type ApiClient, apiClient } from '@/lib/api-client';

/**
 * PUT /api/clients/{id}/team: the team a client trains in (null: none), kept with the client, so
 * every new session starts with them in it.
 */
export async function setClientTeam(
  clientId: string,
  teamId: string | null,
  client: ApiClient = apiClient,
): Promise<void> {
  await client.put(`/api/clients/${encodeURIComponent(clientId)}/team`, { teamId });
}

export function useSetClientTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, teamId }: { clientId: string; teamId: string | null }) =>
      setClientTeam(clientId, teamId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
