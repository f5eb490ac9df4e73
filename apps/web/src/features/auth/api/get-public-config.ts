import { type PublicConfig, publicConfigSchema } from '@levelup/shared';
import { useQuery } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '../../../lib/api-client';

/** GET /api/config: whether 'Sign in with Google' is offered. */
export function getPublicConfig(client: ApiClient = apiClient): Promise<PublicConfig> {
  return client.get('/api/config', { skipAuth: true, schema: publicConfigSchema });
}

export const publicConfigQueryKey = ['public-config'] as const;

export function usePublicConfig() {
  return useQuery({
    queryKey: publicConfigQueryKey,
    queryFn: () => getPublicConfig(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
