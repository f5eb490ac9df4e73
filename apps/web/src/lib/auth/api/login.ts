import type { LoginCredentials, TokenPairResponse } from '@levelup/shared';
import { type ApiClient, apiClient } from '../../api-client';
import { postForTokenPair } from './token-pair';

/** POST /api/token/auth. The screens sign in through `useAuth().login`, which calls this. */
export function login(
  credentials: LoginCredentials,
  client: ApiClient = apiClient,
): Promise<TokenPairResponse> {
  return postForTokenPair('/api/token/auth', credentials, client);
}
