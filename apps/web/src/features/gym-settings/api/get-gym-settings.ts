import { type GymSettingsResponse, gymSettingsResponseSchema } from '@levelup/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';

/** The signed-in trainer's gym settings; a save answers the same shape and replaces it. */
export const gymSettingsKeys = {
  all: ['gym-settings'] as const,
};

/**
 * GET /api/gym/settings: the trainer's gym, its settings, and whether they may change them
 * (its admins only). Clients are refused.
 */
export function getGymSettings(client: ApiClient = apiClient): Promise<GymSettingsResponse> {
  return client.get('/api/gym/settings', { schema: gymSettingsResponseSchema });
}

export function gymSettingsQueryOptions() {
  return queryOptions({ queryKey: gymSettingsKeys.all, queryFn: () => getGymSettings() });
}

export function useGymSettings() {
  return useQuery(gymSettingsQueryOptions());
}
