import { type Team, teamListSchema } from '@levelup/shared';
import { useQuery } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { teamKeys } from './keys';

/** GET /api/teams: the signed-in trainer's teams by name (admin and above: every team). */
export function getTeams(client: ApiClient = apiClient): Promise<Team[]> {
  return client.get('/api/teams', { schema: teamListSchema });
}

export function useTeams() {
  return useQuery({ queryKey: teamKeys.list(), queryFn: () => getTeams() });
}
