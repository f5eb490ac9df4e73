import { type Challenge, challengeListSchema } from '@levelup/shared/challenges';
import { useQuery } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { challengeKeys } from './keys';

/**
 * GET /api/challenges: a trainer's own challenges (admin and above: all), or a client's trainer's
 * open ones, each saying whether the client joined.
 */
export function getChallenges(client: ApiClient = apiClient): Promise<Challenge[]> {
  return client.get('/api/challenges', { schema: challengeListSchema });
}

export function useChallenges() {
  return useQuery({ queryKey: challengeKeys.list(), queryFn: () => getChallenges() });
}
