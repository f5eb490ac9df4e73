import { type User, userSchema } from '@levelup/shared';
import { type ApiClient, apiClient } from '../../api-client';

/** GET /api/me. The signed-in user is read from `useAuth().user`, kept fresh by the session. */
export function getMe(client: ApiClient = apiClient): Promise<User> {
  return client.get('/api/me', { schema: userSchema });
}
