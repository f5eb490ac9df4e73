import type { TokenPairResponse, User } from '@levelup/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { postForTokenPair } from '@/lib/auth/api/token-pair';
import { type AuthContextValue, useAuth } from '@/lib/auth/auth-provider';

/** POST /api/token/exchange: trades the one-time code of the external sign-in for tokens. */
function exchangeCode(code: string, client: ApiClient = apiClient): Promise<TokenPairResponse> {
  return postForTokenPair('/api/token/exchange', { code }, client);
}

/** Exchanges the code, then starts the signed-in session; resolves to the signed-in user. */
function exchangeCodeMutationOptions(auth: Pick<AuthContextValue, 'signIn'>) {
  return mutationOptions({
    mutationFn: async (code: string): Promise<User> => auth.signIn(await exchangeCode(code)),
  });
}

export function useExchangeCode() {
  return useMutation(exchangeCodeMutationOptions(useAuth()));
}
