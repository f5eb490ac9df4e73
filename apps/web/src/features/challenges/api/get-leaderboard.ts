import { type Leaderboard, leaderboardSchema } from '@levelup/shared/challenges';
import { useQuery } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { challengeKeys } from './keys';

/** GET /api/challenges/{id}/leaderboard: the ranked participants, and who is left off and why. */
export function getLeaderboard(id: string, client: ApiClient = apiClient): Promise<Leaderboard> {
  return client.get(`/api/challenges/${encodeURIComponent(id)}/leaderboard`, {
    schema: leaderboardSchema,
  });
}

/** The board, asked while `id` is set (the challenge shown). */
export function useLeaderboard(id: string | null) {
  return useQuery({
    queryKey: challengeKeys.leaderboard(id ?? ''),
    queryFn: () => getLeaderboard(id ?? ''),
    enabled: id !== null,
  });
}
