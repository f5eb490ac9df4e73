import { type PublicConfig, publicConfigSchema } from '@levelup/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';

// One file per server call, the pattern every API file follows (this one is a query; register.ts
// is a mutation): the fetcher, parsed with the shared schema; the query keys; xQueryOptions(),
// which route loaders can pass to queryClient.ensureQueryData; and the useX() hook screens call.

/** GET /api/config: whether 'Sign in with Google' is offered. */
function getPublicConfig(client: ApiClient = apiClient): Promise<PublicConfig> {
  return client.get('/api/config', { skipAuth: true, schema: publicConfigSchema });
}

const publicConfigKeys = {
  all: ['public-config'] as const,
};

/** The server's configuration does not change while the app runs: fetched once. */
function publicConfigQueryOptions() {
  return queryOptions({
    queryKey: publicConfigKeys.all,
    queryFn: () => getPublicConfig(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
