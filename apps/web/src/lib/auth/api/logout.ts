import { type ApiClient, apiClient } from '../../api-client';

/** POST /api/token/invalidate: revokes the refresh cookie's family and clears the cookie. */
export async function invalidateToken(client: ApiClient = apiClient): Promise<void> {
  await client.post('/api/token/invalidate', {});
}
