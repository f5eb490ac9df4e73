import { CLIENT_SEARCH_MIN_CHARS, type Client, clientSchema } from '@levelup/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { clientKeys } from '@/lib/api/clients/keys';
import { type ApiClient, apiClient } from '@/lib/api-client';

const clientListSchema = z.array(clientSchema);

/** GET /api/clients/search?q=: own clients by name or email (2 or more characters). */
export function searchClients(q: string, client: ApiClient = apiClient): Promise<Client[]> {
  return client.get('/api/clients/search', { query: { q }, schema: clientListSchema });
}

/** A failed search reads as no match (spec 2, section 8: silent failures give an empty list). */
function clientSearchQueryOptions(q: string) {
  const text = q.trim();
  return queryOptions({
    queryKey: clientKeys.search(text),
    queryFn: () => searchClients(text).catch((): Client[] => []),
    enabled: text.length >= CLIENT_SEARCH_MIN_CHARS,
    staleTime: 10_000,
  });
}

export function useClientSearch(q: string) {
  return useQuery(clientSearchQueryOptions(q));
}
