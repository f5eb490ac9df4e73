import type { RegistrationPayload, TokenPairResponse } from '@levelup/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { postForTokenPair } from '@/lib/auth/api/token-pair';
import { type AuthContextValue, useAuth } from '@/lib/auth/auth-provider';

/** POST /api/users/register: creates a client account and signs it in (201), or 409. */
export function register(
  payload: RegistrationPayload,
  client: ApiClient = apiClient,
): Promise<TokenPairResponse> {
  return postForTokenPair('/api/users/register', payload, client);
}

/** Registers, then starts the signed-in session with the returned tokens and user. */
function registerMutationOptions(auth: Pick<AuthContextValue, 'signIn'>) {
  return mutationOptions({
    mutationFn: (payload: RegistrationPayload) => register(payload),
    onSuccess: (answer: TokenPairResponse) => auth.signIn(answer),
  });
}

export function useRegister() {
  return useMutation(registerMutationOptions(useAuth()));
}
