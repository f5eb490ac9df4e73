import { type RefreshResponse, refreshResponseSchema } from '@levelup/shared';
import { type ApiClient, apiClient } from '../../api-client';

/**
 * POST /api/token/refresh. On the web the refresh token is the httpOnly cookie, so the body is
 * empty JSON (the server honours the cookie only on JSON posts) and no bearer header is sent.
 */
export function refreshToken(client: ApiClient = apiClient): Promise<RefreshResponse> {
  return client.post('/api/token/refresh', {}, { skipAuth: true, schema: refreshResponseSchema });
}
