import { type SessionAchievements, sessionAchievementsSchema } from '@levelup/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { clientAreaKeys } from './keys';

/** GET /api/users/{id}/sessions/{sessionId}/achievements: verified sets and PRs of a session. */
function getAchievements(
  userId: string,
  sessionId: string,
  client: ApiClient = apiClient,
): Promise<SessionAchievements> {
  return client.get(`/api/users/${userId}/sessions/${sessionId}/achievements`, {
    schema: sessionAchievementsSchema,
  });
}

function achievementsQueryOptions(userId: string, sessionId: string) {
  return queryOptions({
    queryKey: [...clientAreaKeys.person(userId), 'achievements', sessionId] as const,
    queryFn: () => getAchievements(userId, sessionId),
    retry: false,
  });
}

export function useAchievements(userId: string | undefined, sessionId: string | null) {
  return useQuery({
    ...achievementsQueryOptions(userId ?? '', sessionId ?? ''),
    enabled: Boolean(userId && sessionId),
  });
}
