import type { RegistrationPayload, TokenPairResponse } from '@levelup/shared';
import { useMutation } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '../../../lib/api-client';
import { postForTokenPair } from '../../../lib/auth/api/token-pair';
import { useAuth } from '../../../lib/auth/auth-provider';

/** POST /api/users/register: creates a client account and signs it in (201), or 409. */
export function register(
  payload: RegistrationPayload,
  client: ApiClient = apiClient,
): Promise<TokenPairResponse> {
  return postForTokenPair('/api/users/register', payload, client);
}

/** Registers, then starts the signed-in session with the returned tokens and user. */
export function useRegister() {
  const { signIn } = useAuth();
  return useMutation({
    mutationFn: (payload: RegistrationPayload) => register(payload),
    onSuccess: (answer) => signIn(answer),
  });
}
