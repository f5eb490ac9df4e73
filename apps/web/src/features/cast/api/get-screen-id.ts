import { type ScreenIdResponse, screenIdResponseSchema } from '@levelup/shared';
import { type ApiClient, apiClient } from '@/lib/api-client';

/** GET /cast/screen-id: a new screen's public id and the secret its socket joins with. */
export function getScreenId(client: ApiClient = apiClient): Promise<ScreenIdResponse> {
  return client.get('/cast/screen-id', { skipAuth: true, schema: screenIdResponseSchema });
}
