import type { LoginCredentials, TokenPairResponse } from '@levelup/shared';
import { type ApiClient, apiClient } from '../../api-client';
import { postForTokenPair } from './token-pair';

/**
 * POST /api/token/auth, for the auth session, which keeps the token and the user. Screens sign in
 * with `useLogin()` (features/auth/api/login.ts), which goes through the session.
 */
export function login(
  credentials: LoginCredentials,
  client: ApiClient = apiClient,
): Promise<TokenPairResponse> {
  return postForTokenPair('/api/token/auth', credentials, client);
}
