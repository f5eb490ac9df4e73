import { type RefreshResponse, refreshResponseSchema } from '@levelup/shared';
import { type ApiClient, apiClient } from '../../api-client';
import { REFRESH_PATH, takeEarlyRefresh } from '../early-refresh';

/**
 * POST /api/token/refresh. On the web the refresh token is the httpOnly cookie, so the body is
 * empty JSON (the server honours the cookie only on JSON posts) and no bearer header is sent. The
 * first call adopts the page's early refresh when it started one (early-refresh.ts).
 */
export function refreshToken(client: ApiClient = apiClient): Promise<RefreshResponse> {
  const sent = takeEarlyRefresh();
  return client.post(
    REFRESH_PATH,
    {},
    { skipAuth: true, schema: refreshResponseSchema, ...(sent ? { sent } : {}) },
  );
}
