import {
  type LoginCredentials,
  type TokenPairResponse,
  tokenPairResponseSchema,
} from '@levelup/shared';
import { type ApiClient, apiClient } from '../../api-client';

/** POST /api/token/auth. The screens sign in through `useAuth().login`, which calls this. */
export function login(
  credentials: LoginCredentials,
  client: ApiClient = apiClient,
): Promise<TokenPairResponse> {
  return client.post('/api/token/auth', credentials, {
    skipAuth: true,
    schema: tokenPairResponseSchema,
  });
}
